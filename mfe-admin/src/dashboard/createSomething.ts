// Platform §2 dashboard widget 4, 'Create something': the links a member who manages events,
// teams or prospective members may follow. Pure, table-tested in createSomething.test.ts.
import { showsCreateEventAccount, viewerCan, type DashboardViewer } from '@portal/contracts';
import type { AdminLink } from './adminLinks.ts';

/**
 * `mayCreateEventAccount`: the page's exact §6 answer (contracts' mayCreateEventAccount, which also
 * reads duty org ids and the account's org ids); without it the viewer-only approximation is used.
 */
export function createSomethingLinks(
  viewer: DashboardViewer,
  now = Date.now(),
  mayCreateEventAccount?: boolean,
): AdminLink[] {
  const eventAccounts = mayCreateEventAccount ?? showsCreateEventAccount(viewer, now);
  const links: (AdminLink | false)[] = [
    viewerCan(viewer, 'ManageEvent', 'ADDDRAFTEVENTS') && { label: 'Draft an event', to: '/eventform' },
    viewerCan(viewer, 'ManageTeam', 'FULL') && { label: 'Add a team', to: '/team/create' },
    eventAccounts && {
      label: 'Create a special event',
      to: '/admin/createeventaccount',
    },
    // §2 widget 4 is also for those who manage prospective members (squadron accounts, §6)
    (viewer.superUser || viewer.accountType === 'CAPSQUADRON') &&
      viewerCan(viewer, 'ProspectiveMemberManagement', 'FULL') && {
        label: 'Add a prospective member',
        to: '/admin/createprospectiveaccount',
      },
  ];
  return links.filter((link): link is AdminLink => link !== false);
}
