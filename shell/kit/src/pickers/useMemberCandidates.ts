// The picker's candidates: the given list, or GET /api/member/list loaded when the picker opens.
import { memberListResponse, type Member } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';

/** §8: the message when the member list cannot be loaded. */
export const MEMBER_LIST_ERROR = 'There was an error loading the member list';

export type MemberCandidates =
  | { state: 'LOADING' }
  | { state: 'LOADED'; members: readonly Member[] }
  | { state: 'ERROR'; message: string };

export function useMemberCandidates(open: boolean, given: readonly Member[] | undefined): MemberCandidates {
  const [loaded, setLoaded] = useState<MemberCandidates>({ state: 'LOADING' });
  const needsLoad = open && given === undefined;

  useEffect(() => {
    if (!needsLoad) return;
    let current = true;
    setLoaded({ state: 'LOADING' });
    apiClient.get('/member/list', { schema: memberListResponse }).then(
      (members) => {
        if (current) setLoaded({ state: 'LOADED', members });
      },
      () => {
        if (current) setLoaded({ state: 'ERROR', message: MEMBER_LIST_ERROR });
      },
    );
    return () => {
      current = false;
    };
  }, [needsLoad]);

  return given !== undefined ? { state: 'LOADED', members: given } : loaded;
}
