// Platform §6: who may see which members on the email selector, flight contact and squadron
// contact pages. One pure rule (access.test.ts quotes §6), used by svc-identity's
// GET /api/member/contacts and by mfe-admin to word its pages. The §6 "Flight contact and email
// access" list itself is FLIGHT_AND_COMMAND_DUTIES (dashboard/widgets.ts); each of its duties is
// either flight-restricted or a command duty below.
import { CADET_COMMAND_DUTIES, holdsCurrentDuty } from '../dashboard/widgets.ts';
import type { Member } from '../entities/member.ts';
import { canSeeMemberContact, type MemberAccessViewer } from '../members/access.ts';

/** §6 "Flight-restricted view: Cadet Flight Commander, Cadet Flight Sergeant or Cadet Element Leader see only their flight." */
export const FLIGHT_RESTRICTED_DUTIES: readonly string[] = [
  'Cadet Flight Commander',
  'Cadet Flight Sergeant',
  'Cadet Element Leader',
];

/**
 * §6 "Command group with extra flight filter: Cadet Commander and deputies", plus the holders of
 * the §6 access list who are not flight-restricted (Cadet First Sergeant, Deputy Commander for
 * Cadets): they see the whole unit with a flight filter. 'Cadet Deputy Commander' is counted
 * because the dashboard's Email selector link (CADET_COMMAND_DUTIES) already offers them the page.
 */
export const CONTACT_COMMAND_DUTIES: readonly string[] = [
  ...CADET_COMMAND_DUTIES,
  'Cadet First Sergeant',
  'Deputy Commander for Cadets',
];

/** §4 group targets (None, Flight, Account) as the contact lists use them. */
export type ContactListAccess =
  { scope: 'Account' } | { scope: 'Flight'; flight: string | null } | { scope: 'None' };

/** The signed-in member as the rule reads them (a full Member fits). */
export type ContactListViewer = MemberAccessViewer & Pick<Member, 'flight'>;

/**
 * Whose contact data the viewer gets on these pages (checked in this order):
 * 1. the privileged user (super user): the whole account;
 * 2. a senior member (a national member; §2 "Email selector (senior members, …)"): the account;
 * 3. a holder of a command duty (CONTACT_COMMAND_DUTIES): the account, with a flight filter;
 * 4. a holder of a flight-restricted duty (FLIGHT_RESTRICTED_DUTIES): their own flight only, even
 *    with staff permissions (the Cadet Staff preset is what flight staff usually hold, and §6
 *    restricts them by duty);
 * 5. anyone else allowed other members' contact data by the member-data rule
 *    (canSeeMemberContact: the Find Member rule or any staff permission): the account;
 * 6. everyone else (e.g. a plain cadet, a prospective member): none (403).
 * Duty positions count while current (a temporary one until it expires).
 */
export function contactListAccess(
  viewer: ContactListViewer | null | undefined,
  superUser: boolean,
  now: number,
): ContactListAccess {
  if (!viewer) return { scope: 'None' };
  if (superUser) return { scope: 'Account' };
  if (viewer.type === 'CAPNHQMember' && viewer.seniorMember) return { scope: 'Account' };
  if (holdsCurrentDuty(viewer, CONTACT_COMMAND_DUTIES, now)) return { scope: 'Account' };
  if (holdsCurrentDuty(viewer, FLIGHT_RESTRICTED_DUTIES, now)) {
    return { scope: 'Flight', flight: viewer.flight };
  }
  const current = viewer.dutyPositions.filter((d) => d.expires === null || d.expires > now);
  if (canSeeMemberContact({ ...viewer, dutyPositions: current }, false)) {
    return { scope: 'Account' };
  }
  return { scope: 'None' };
}
