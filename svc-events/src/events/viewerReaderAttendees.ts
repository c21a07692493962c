// The viewer's attendees as THIS reader gets them, made from the viewer-independent attendees JSON
// (viewerQueries.ts, cached per event version in attendeesCache.ts), after the cache and never
// written back into it:
// 1. §3 privateAttendance (contracts attendanceVisibility): a member who neither manages the event
//    (non-NONE level) nor its attendance sees only their own record;
// 2. §5 custom values of fields without displayToMember left out for members (src/attendance/
//    customFieldVisibility.ts);
// 3. §6 "Any non-NONE level: ... full contact and attendance details (emails, phones,
//    organisation)": member and orgInformation from svc-identity (src/orgInfo), one call.
// A plain member of a public event gets the cached bytes untouched (no parsing: the measured
// viewer read).
import {
  attendanceVisibility,
  mayManageAttendance,
  teamAccountOf,
  visibleAttendance,
  type Event,
  type ManageEventLevel,
  type ViewerData,
} from '@portal/contracts';
import { attendeesForViewer, seesAllCustomValues } from '../attendance/customFieldVisibility.ts';
import { withAttendeeDetails } from '../orgInfo/attendeeDetails.ts';
import type { MemberDetailsClient } from '../orgInfo/memberDetailsClient.ts';
import type { TeamMembershipClient } from '../teams/teamMembershipClient.ts';
import type { Caller } from './actor.ts';

export interface ReaderAttendeesDeps {
  memberDetails?: MemberDetailsClient | null;
  teamMembership?: TeamMembershipClient | null;
}

/**
 * §6 attendance management for the viewer, the event team's leaders included: the team is asked
 * of svc-identity only when nothing else decides (a private event's plain member of an event with
 * a team); svc-identity down counts as not a leader.
 */
async function managesAttendance(deps: ReaderAttendeesDeps, caller: Caller, event: Event): Promise<boolean> {
  if (mayManageAttendance(caller.actor, event, null, caller.rules)) return true;
  if (!caller.actor || event.teamID === null || !deps.teamMembership) return false;
  const answer = await deps.teamMembership.teamMembers(teamAccountOf(event), event.teamID).catch(() => null);
  if (!answer) return false;
  const team = { accountID: teamAccountOf(event), teamID: answer.teamID, leaders: answer.leaders };
  return mayManageAttendance(caller.actor, event, team, caller.rules);
}

/**
 * What of this reader shapes the attendees they get, and nothing else: the viewer's answer cache
 * (viewerAnswerCache.ts) keys by it. `details`: the §6 member details from svc-identity, which
 * carry no version here, so those answers are built every time.
 */
export interface ReaderView {
  visibility: 'all' | 'own' | 'none';
  seesAll: boolean;
  details: boolean;
}

export async function readerViewOf(
  deps: ReaderAttendeesDeps,
  caller: Caller,
  event: Event,
  level: ManageEventLevel,
): Promise<ReaderView> {
  const details = level !== 'NONE' && !!deps.memberDetails;
  const visibility =
    event.privateAttendance && level === 'NONE'
      ? attendanceVisibility(event, {
          member: caller.ref,
          level,
          managesAttendance: await managesAttendance(deps, caller, event),
        })
      : 'all';
  const seesAll = seesAllCustomValues(caller.actor, event, level, caller.rules);
  return { visibility, seesAll, details };
}

export async function attendeesForReaderView(
  deps: ReaderAttendeesDeps,
  caller: Caller,
  event: Event,
  level: ManageEventLevel,
  { visibility, seesAll, details }: ReaderView,
  cached: Buffer,
): Promise<Buffer> {
  if (visibility === 'all' && !details) return attendeesForViewer(cached, event, seesAll);
  let attendees = JSON.parse(
    attendeesForViewer(cached, event, seesAll).toString('utf8'),
  ) as ViewerData['attendees'];
  if (visibility !== 'all')
    attendees = visibleAttendance(attendees, (a) => a.record.memberID, event, {
      member: caller.ref,
      level,
      managesAttendance: false,
    });
  if (details) attendees = await withAttendeeDetails(attendees, deps.memberDetails ?? null, caller.accountID);
  return Buffer.from(JSON.stringify(attendees));
}
