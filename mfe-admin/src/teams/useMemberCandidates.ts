// The pickers' candidates for the team form (GET /api/member/list once per page), with the §4 page
// load states LOADING, LOADED, ERROR.
import { apiClient, MEMBER_LIST_ERROR, useLoadState, type ApiClient } from '@portal/kit';
import { loadMemberCandidates } from './teamCalls.ts';

export function useTeamFormCandidates(client: ApiClient = apiClient) {
  // §8 'There was an error loading the member list'
  return useLoadState(
    (signal) => loadMemberCandidates(client, signal),
    [client],
    () => MEMBER_LIST_ERROR,
  );
}
