// What every attendance call decides first: the event (as the caller may see it, events/access.ts),
// where its records are stored, the event's team (asked of svc-identity only when a rule needs it,
// at most once per call) and whether the caller manages attendance (§6).
//
// Linked events ("attendance of a linked event is stored at the source event"): a LINKED
// event's records are stored at its source (account_id/event_id = the source's, and so are the
// records' sourceAccountID/sourceEventID), so one member has one record whichever host they sign
// up on (the primary key). The target host's calls on /api/events/{linked id}/attendance work on
// the source's records, judged by the caller's rights at that host (the LINKED event's author, the
// source's points of contact and the target account's managers, §6); the source host's calls on
// the source event reach the same records (§7: the browser may send an edit of a record from
// another account to sourceAccountID's host with sourceEventID).
import {
  completedRequirementTags,
  mayManageAttendance,
  teamAccountOf,
  type AttendanceTeam,
  type Event,
  type InternalTeamMembersResponse,
  type ManageEventLevel,
  type MemberReference,
} from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import type { Pool } from 'pg';
import { loadVisibleEvent } from '../events/access.ts';
import type { Caller } from '../events/actor.ts';
import { identityUnavailable } from '../pocs/eventReferences.ts';
import type { CadetRecordsClient } from '../promotion/cadetRecordsClient.ts';
import type { TeamMembershipClient } from '../teams/teamMembershipClient.ts';
import type { AttendanceStore } from './attendanceRepository.ts';

export interface AttendanceDeps {
  db: Pool;
  teamMembership: TeamMembershipClient | null;
  /** svc-identity's cadet records: the §5 requirement tags a member holds (null: not configured). */
  cadetRecords?: CadetRecordsClient | null;
}

/** The event whose records a call reaches: the event itself, or a LINKED event's source. */
export function storageOf(
  event: Pick<Event, 'type' | 'accountID' | 'id' | 'targetAccountID' | 'targetEventID'>,
) {
  return event.type === 'LINKED' && event.targetAccountID && event.targetEventID
    ? { accountID: event.targetAccountID, eventID: event.targetEventID }
    : { accountID: event.accountID, eventID: event.id };
}

/** The event's team: none (no teamID, or no such team), its answer, or 'failed' (svc-identity down). */
export type TeamAnswer = InternalTeamMembersResponse | null | 'failed';

export interface AttendanceCall {
  caller: Caller;
  event: Event;
  level: ManageEventLevel;
  store: AttendanceStore;
  /** §6 attendance management for this event. */
  manages: boolean;
  /** The event's team (asked once, when a rule needs it). */
  team(): Promise<TeamAnswer>;
  /**
   * §5 the requirement tags `member` already holds, from their cadet records at svc-identity (none
   * when the account has no such member); svc-identity down or not configured: 503.
   */
  completedRequirements(member: MemberReference): Promise<string[]>;
}

const teamRule = (event: Event, answer: TeamAnswer): AttendanceTeam | null =>
  answer && answer !== 'failed' && event.teamID !== null
    ? { accountID: teamAccountOf(event), teamID: answer.teamID, leaders: answer.leaders }
    : null;

export async function attendanceCall(
  deps: AttendanceDeps,
  caller: Caller,
  segment: unknown,
): Promise<AttendanceCall> {
  const { event, level } = await loadVisibleEvent(deps.db, caller, segment);
  let asked: Promise<TeamAnswer> | undefined;
  const team = () =>
    (asked ??=
      event.teamID === null
        ? Promise.resolve(null)
        : !deps.teamMembership
          ? Promise.resolve<TeamAnswer>('failed')
          : deps.teamMembership
              .teamMembers(teamAccountOf(event), event.teamID)
              .catch(() => 'failed' as const));
  let manages = mayManageAttendance(caller.actor, event, null, caller.rules);
  // the team leaders' part of §6 needs the team: asked only when nothing else already allows it
  if (!manages && caller.actor && event.teamID !== null)
    manages = mayManageAttendance(caller.actor, event, teamRule(event, await team()), caller.rules);
  const completedRequirements = async (member: MemberReference) => {
    if (!deps.cadetRecords) throw identityUnavailable();
    const found = await deps.cadetRecords.ofMember(caller.accountID, member).catch(() => {
      throw identityUnavailable();
    });
    return found ? completedRequirementTags(found.rows) : [];
  };
  return { caller, event, level, store: storageOf(event), manages, team, completedRequirements };
}

export const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, code, message);
