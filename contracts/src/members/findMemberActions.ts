// What a Find Member result links to (platform §2 widget 9): the pages where the searcher may act
// on that member, each decided by the rule its own page and call already follow, so a link never
// leads to a refusal. Each page reads the member from MEMBER_FOCUS_PARAM and opens on them.
import type { AccountType } from '../entities/account.ts';
import type { Member } from '../entities/member.ts';
import {
  areMemberReferencesEqual,
  stringifyMemberReference,
  type MemberReference,
} from '../entities/memberReference.ts';
import { mayViewMemberAttendance, type AttendanceViewer } from '../events/attendanceView.ts';
import { canAssignFlights, countsInFlights } from '../flights/permissions.ts';
import { hasPermission } from '../permissions/presets.ts';

/** The query parameter (a member reference's string form) a page opens on: ?member=CAPNHQMember-510004. */
export const MEMBER_FOCUS_PARAM = 'member';

export type FindMemberAction = 'attendance' | 'flight' | 'permissions' | 'signInAs';

/** Where each action's page is; 'signInAs' is a button (su), not a page. */
export const FIND_MEMBER_ACTION_PATHS: Record<Exclude<FindMemberAction, 'signInAs'>, string> = {
  attendance: '/admin/attendance',
  flight: '/admin/flightassign',
  permissions: '/admin/permissions',
};

export type FindMemberSearcher = AttendanceViewer & Pick<Member, 'flight'>;
export type FindMemberTarget = MemberReference & Pick<Member, 'flight' | 'seniorMember'>;

export interface FindMemberContext {
  /** The privileged user of platform §6 (from the session check). */
  superUser: boolean;
  /** From GET /api/accountcheck; null while unknown (the flight link stays hidden). */
  accountType: AccountType | null;
  now: number;
}

/**
 * The searcher's actions on one found member, in the order the result shows them:
 * - attendance: events §6 "Attendance view" (contracts mayViewMemberAttendance); a flight leader's
 *   "their flight" read from the flights both members carry, as svc-events' flight list has it;
 * - flight: platform §6 flight assignment (canAssignFlights), for a cadet (countsInFlights);
 * - permissions: platform §6 "Permission management needs PermissionManagement FULL";
 * - signInAs: the privileged user's su, for anyone but themself.
 */
export function findMemberActions(
  searcher: FindMemberSearcher | null | undefined,
  target: FindMemberTarget,
  ctx: FindMemberContext,
): FindMemberAction[] {
  if (!searcher) return [];
  const superUserIds = ctx.superUser && searcher.type === 'CAPNHQMember' ? [searcher.id] : [];
  const self = areMemberReferencesEqual(searcher, target);
  const inViewersFlight =
    searcher.flight !== null && target.flight === searcher.flight && countsInFlights(target);
  const actions: FindMemberAction[] = [];
  if (mayViewMemberAttendance(searcher, target, { superUserIds, now: ctx.now, inViewersFlight }))
    actions.push('attendance');
  if (canAssignFlights(searcher, ctx.accountType, superUserIds) && countsInFlights(target))
    actions.push('flight');
  if (hasPermission(searcher, 'PermissionManagement', 'FULL', superUserIds)) actions.push('permissions');
  if (ctx.superUser && !self) actions.push('signInAs');
  return actions;
}

/** The page of an action, opened on the member: `/admin/permissions?member=CAPNHQMember-510004`. */
export function memberFocusPath(
  action: Exclude<FindMemberAction, 'signInAs'>,
  member: MemberReference,
): string {
  const query = new URLSearchParams({ [MEMBER_FOCUS_PARAM]: stringifyMemberReference(member) });
  return `${FIND_MEMBER_ACTION_PATHS[action]}?${query.toString()}`;
}
