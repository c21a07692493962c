// Events §7 GET /member/attendance, /member/attendance/group and /member/attendance/{reference}
// (the gateway routes /api/member/attendance here), with §6 "Attendance view: view-other
// permission sees any member and group; flight leaders (Cadet Flight Commander, Cadet Flight
// Sergeant) see their flight; others see only their own." (contracts' attendanceViewScope).
// Flight leaders: the flight's members live in svc-identity; its internal flight-members call
// (src/orgInfo/flightMembersClient.ts) answers the leader's flight (a registry flight, else none)
// and its members, asked once per request. Platform §6 "FLIGHT for a member with a flight and a
// Cadet Flight Commander or Cadet Flight Sergeant duty": a leader without a flight has no group
// (403, own records only). svc-identity down: 503 for the flight targets (their own records never
// need it). §3 privateAttendance (contracts/src/events/attendance/privacy.ts): a flight leader
// does not see other members' records of private events; AttendanceView OTHER sees every record.
import {
  API_ERRORS,
  areMemberReferencesEqual,
  attendanceViewScope,
  mayViewMemberAttendance,
  parseMemberReference,
  stringifyMemberReference,
  visibleAttendance,
  type AttendanceViewItem,
  type GroupAttendanceResponse,
  type MemberReference,
} from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import { callerOf, type EventsRouteDeps } from '../events/actor.ts';
import { invalid, signInRequired } from '../events/errors.ts';
import type { FlightMembersClient } from '../orgInfo/flightMembersClient.ts';
import { identityUnavailable } from '../pocs/eventReferences.ts';
import {
  accountAttendance,
  memberAttendance,
  membersAttendance,
  type ViewRow,
} from './attendanceViewRepository.ts';

export interface AttendanceViewRouteDeps extends EventsRouteDeps {
  db: Pool;
  /** svc-identity's flight members (null: not configured; flight targets answer 503). */
  flightMembers: FlightMembersClient | null;
}

const forbidden = () => httpError(API_ERRORS.forbidden);

export function attendanceViewRoutes(deps: AttendanceViewRouteDeps): Router {
  const router = Router();
  const path = '/api/member/attendance';

  const signedIn = (res: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(res, deps);
    if (!caller.actor || !caller.ref) throw signInRequired();
    return { ...caller, actor: caller.actor, ref: caller.ref };
  };

  router.get(path, async (_req, res) => {
    const caller = signedIn(res);
    const items = await memberAttendance(deps.db, caller.accountID, caller.ref);
    res.set('cache-control', 'no-store').json(items);
  });

  // before /{reference}: 'group' is not a member reference
  /** The flight leader's flight members (none when they have no flight); 503 when svc-identity fails. */
  const flightOf = async (accountID: string, leader: MemberReference): Promise<MemberReference[]> => {
    if (!deps.flightMembers) throw identityUnavailable();
    const answer = await deps.flightMembers.flightOf(accountID, leader).catch(() => {
      throw identityUnavailable();
    });
    return answer?.flight ? answer.members : [];
  };

  /** §3 privateAttendance for a flight leader: other members' records of private events left out. */
  const forFlightLeader = (rows: ViewRow[], leader: MemberReference): AttendanceViewItem[] =>
    rows
      .filter(
        (row) =>
          visibleAttendance([row], (r) => r.record.memberID, row, {
            member: leader,
            level: 'NONE',
            managesAttendance: false,
          }).length > 0,
      )
      .map(({ privateAttendance: _private, ...item }) => item);

  router.get(`${path}/group`, async (_req, res) => {
    const caller = signedIn(res);
    const scope = attendanceViewScope(caller.actor, deps.superUserIDs, caller.rules.now);
    if (scope === 'Account') {
      const items = await accountAttendance(deps.db, caller.accountID);
      res.set('cache-control', 'no-store').json(groupByMember(items));
      return;
    }
    if (scope !== 'Flight') throw forbidden();
    // §6 "flight leaders ... see their flight"; without a flight, no group (platform §6)
    const members = await flightOf(caller.accountID, caller.ref);
    if (members.length === 0) throw forbidden();
    const rows = await membersAttendance(deps.db, caller.accountID, members);
    res.set('cache-control', 'no-store').json(groupByMember(forFlightLeader(rows, caller.ref)));
  });

  router.get(`${path}/:reference`, async (req, res) => {
    const caller = signedIn(res);
    const parsed = parseMemberReference(req.params.reference);
    if (!parsed.ok) throw invalid(parsed.error);
    const target = parsed.value;
    const scope = attendanceViewScope(caller.actor, deps.superUserIDs, caller.rules.now);
    // svc-identity is asked only when the answer depends on the flight
    const flightMatters = scope === 'Flight' && !areMemberReferencesEqual(caller.ref, target);
    const inViewersFlight = flightMatters
      ? (await flightOf(caller.accountID, caller.ref)).some((m) => areMemberReferencesEqual(m, target))
      : false;
    const allowed = mayViewMemberAttendance(caller.actor, target, {
      superUserIds: deps.superUserIDs,
      now: caller.rules.now,
      inViewersFlight,
    });
    if (!allowed) throw forbidden();
    const items = flightMatters
      ? forFlightLeader(await membersAttendance(deps.db, caller.accountID, [target]), caller.ref)
      : await memberAttendance(deps.db, caller.accountID, target);
    res.set('cache-control', 'no-store').json(items);
  });
  return router;
}

/** Per member, ordered by the name on their newest record; each member's items keep newest first. */
function groupByMember(items: AttendanceViewItem[]): GroupAttendanceResponse {
  const groups = new Map<string, GroupAttendanceResponse[number]>();
  for (const item of items) {
    const key = stringifyMemberReference(item.record.memberID);
    const group = groups.get(key) ?? {
      member: item.record.memberID,
      memberName: item.record.memberName,
      attendance: [],
    };
    group.attendance.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.memberName.localeCompare(b.memberName));
}
