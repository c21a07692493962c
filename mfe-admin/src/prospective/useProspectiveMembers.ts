// The prospective member list, as the management page and the dashboard widget load it.
import { useLoadState } from '@portal/kit';
import { listProspectiveMembers } from './prospectiveCalls.ts';

export const PROSPECTIVE_LIST_ERROR = 'There was an error loading the member list';

export function useProspectiveMembers() {
  return useLoadState(
    (signal) => listProspectiveMembers(signal),
    [],
    () => PROSPECTIVE_LIST_ERROR,
  );
}
