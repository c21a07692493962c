// The picker's candidates: the given list, or GET /api/member/list loaded when the picker opens.
import { memberListResponse, type Member } from '@portal/contracts';
import { useMemo } from 'react';
import { apiClient } from '../api/client.ts';
import { useLoadState, type LoadState } from '../load/useLoadState.ts';

/** §8: the message when the member list cannot be loaded. */
export const MEMBER_LIST_ERROR = 'There was an error loading the member list';

export type MemberCandidates = LoadState<readonly Member[]>;

export function useMemberCandidates(open: boolean, given: readonly Member[] | undefined): MemberCandidates {
  const needsLoad = open && given === undefined;
  const loaded = useLoadState(
    needsLoad ? (signal) => apiClient.get('/member/list', { schema: memberListResponse, signal }) : null,
    [needsLoad],
    () => MEMBER_LIST_ERROR,
  );
  const givenState = useMemo(() => given && ({ state: 'LOADED', value: given } as const), [given]);
  return givenState ?? loaded;
}
