// Who may do what on the team pages. The rules are contracts' (§6, contracts/src/teams/visibility.ts:
// create, edit and delete need ManageTeam FULL, the privileged user always may, team 0 is never
// changed); the pages only decide what to offer, and the server checks again.
import { type TeamViewer } from '@portal/contracts';
import { useSession } from '@portal/kit';

/** The signed-in member and the privileged-user flag, as contracts' team rules take them. */
export function useTeamViewer(): TeamViewer {
  const { member, superUser } = useSession();
  return { member, superUser };
}

/** A route's :id as a team id: digits only, else null (the page is not found). */
export function teamIDFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  return Number(param);
}
