// The account's teams (GET /api/team), for the list page and the side navigation of every team page.
import type { Team } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadTeams } from './teamCalls.ts';

export type TeamList = { state: 'LOADING' } | { state: 'LOADED'; teams: Team[] } | { state: 'ERROR' };

/** `reloadKey`: a change loads the list again (after a save, the side navigation shows the new name). */
export function useTeamList(client: ApiClient = apiClient, reloadKey: unknown = null): TeamList {
  const [list, setList] = useState<TeamList>({ state: 'LOADING' });
  useEffect(() => {
    const controller = new AbortController();
    loadTeams(client, controller.signal).then(
      (teams) => setList({ state: 'LOADED', teams }),
      () => {
        if (!controller.signal.aborted) setList({ state: 'ERROR' });
      },
    );
    return () => controller.abort();
  }, [client, reloadKey]);
  return list;
}
