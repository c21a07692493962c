// Events §7 GET /member/attendance, /member/attendance/group and /member/attendance/{reference}
// (the gateway routes /api/member/attendance here), with §6 "Attendance view: view-other
// permission sees any member and group; flight leaders (Cadet Flight Commander, Cadet Flight
// Sergeant) see their flight; others see only their own." (contracts' attendanceViewScope).
// Flight leaders: the flight's members live in svc-identity and no internal call lists them yet,
// so a flight leader sees their own records and gets 403 for the group and for others (the gap is
// in contracts/src/events/attendanceView.ts and the README).
import {
  API_ERRORS,
  attendanceViewScope,
  mayViewMemberAttendance,
  parseMemberReference,
  stringifyMemberReference,
  type AttendanceViewItem,
  type GroupAttendanceResponse,
} from '@portal/contracts';
import { Router } from 'express';
import type { Pool } from 'pg';
import { callerOf, type EventsRouteDeps } from '../events/actor.ts';
import { EventError, eventsErrorHandler, invalid, signInRequired } from '../events/errors.ts';
import { accountAttendance, memberAttendance } from './attendanceViewRepository.ts';

export interface AttendanceViewRouteDeps extends EventsRouteDeps {
  db: Pool;
}

const forbidden = () => new EventError(403, API_ERRORS.forbidden.code, API_ERRORS.forbidden.message);

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
  router.get(`${path}/group`, async (_req, res) => {
    const caller = signedIn(res);
    const scope = attendanceViewScope(caller.actor, deps.superUserIDs, caller.rules.now);
    if (scope !== 'Account') throw forbidden();
    const items = await accountAttendance(deps.db, caller.accountID);
    res.set('cache-control', 'no-store').json(groupByMember(items));
  });

  router.get(`${path}/:reference`, async (req, res) => {
    const caller = signedIn(res);
    const parsed = parseMemberReference(req.params.reference);
    if (!parsed.ok) throw invalid(parsed.error);
    const allowed = mayViewMemberAttendance(caller.actor, parsed.value, {
      superUserIds: deps.superUserIDs,
      now: caller.rules.now,
      inViewersFlight: false, // unknown here (see the header)
    });
    if (!allowed) throw forbidden();
    const items = await memberAttendance(deps.db, caller.accountID, parsed.value);
    res.set('cache-control', 'no-store').json(items);
  });

  router.use(eventsErrorHandler);
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
