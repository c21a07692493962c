// The pickers' candidates for the team form (GET /api/member/list once per page), with the §4 page
// load states LOADING, LOADED, ERROR.
import type { Member } from '@portal/contracts';
import { apiClient, MEMBER_LIST_ERROR, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadMemberCandidates } from './teamCalls.ts';

export type Candidates =
  { state: 'LOADING' } | { state: 'LOADED'; members: Member[] } | { state: 'ERROR'; message: string };

export function useTeamFormCandidates(client: ApiClient = apiClient): Candidates {
  const [candidates, setCandidates] = useState<Candidates>({ state: 'LOADING' });
  useEffect(() => {
    const controller = new AbortController();
    loadMemberCandidates(client, controller.signal).then(
      (members) => setCandidates({ state: 'LOADED', members }),
      () => {
        // §8 'There was an error loading the member list'
        if (!controller.signal.aborted) setCandidates({ state: 'ERROR', message: MEMBER_LIST_ERROR });
      },
    );
    return () => controller.abort();
  }, [client]);
  return candidates;
}
