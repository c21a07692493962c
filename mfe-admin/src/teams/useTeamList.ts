// The account's teams (GET /api/team), for the list page and the side navigation of every team page.
import type { Team } from '@portal/contracts';
import { apiClient, useLoadState, type ApiClient, type LoadState } from '@portal/kit';
import { loadTeams } from './teamCalls.ts';

export type TeamList = LoadState<Team[]>;

export function useTeamList(client: ApiClient = apiClient): TeamList {
  return useLoadState((signal) => loadTeams(client, signal), [client]);
}
