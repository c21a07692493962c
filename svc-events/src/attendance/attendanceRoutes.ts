// Events spec §7 attendance calls (contracts/src/events/attendance/calls.ts has the shapes and the
// refusals): GET, POST (add), POST bulk, PUT (modify), DELETE on /api/events/{id}/attendance.
// Server-side §6 checks, no silent substitution: a member adds and edits only their own record
// (until pickup), unless they manage the event's attendance; the database's primary key keeps one
// record per member per event (a duplicate is 409 'Member is already in attendance', never a 500,
// however many arrive at once); each change writes its audit item in the same transaction.
import {
  API_ERRORS,
  areMemberReferencesEqual,
  attendanceAddRequest,
  attendanceBulkRequest,
  attendanceDeleteRequest,
  attendanceModifyRequest,
  mayEditAttendanceRecord,
  stringifyMemberReference,
  ATTENDANCE_DESIGNED_MESSAGES as D,
  SIGN_UP_MESSAGES,
  type AttendanceBulkResponse,
  type AttendanceRecord,
  type MemberReference,
} from '@portal/contracts';
import { Router } from 'express';
import type { Logger } from 'pino';
import { callerOf, mutatingCaller, type EventsRouteDeps } from '../events/actor.ts';
import { EventError, eventsErrorHandler, parseBody, signInRequired } from '../events/errors.ts';
import { inTransaction } from '../events/repository.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import { attendanceCall, type AttendanceCall, type AttendanceDeps } from './attendanceAccess.ts';
import { attendanceChanges, auditAttendanceModify, auditAttendanceObjects } from './attendanceAudit.ts';
import {
  deleteAttendance,
  findAttendance,
  insertAttendance,
  listAttendance,
  updateAttendance,
} from './attendanceRepository.ts';
import {
  notifyAttendanceListeners,
  type AttendanceChange,
  type AttendanceListener,
} from './attendanceListeners.ts';
import { nameOf, namesOf } from './memberNames.ts';
import { alreadyInAttendance, checkOwnSignUp, modifiedRecord, newRecord, shownRecord } from './records.ts';

export interface AttendanceRouteDeps extends EventsRouteDeps, AttendanceDeps {
  memberContacts: MemberContactsClient | null;
  /** Run after each committed change (mail, reminders, waitlist: attendanceListeners.ts). */
  attendanceListeners?: readonly AttendanceListener[];
  logger?: Logger;
}

const forbidden = () => new EventError(403, API_ERRORS.forbidden.code, API_ERRORS.forbidden.message);
const recordNotFound = () => new EventError(404, 'NOT_FOUND', D.recordNotFound);

export function attendanceRoutes(deps: AttendanceRouteDeps): Router {
  const router = Router();
  const path = '/api/events/:id/attendance';
  const listeners = deps.attendanceListeners ?? [];
  /** After the commit, before the answer: listeners only enqueue, and their failures are logged. */
  const changed = (
    call: AttendanceCall,
    kind: AttendanceChange['kind'],
    records: AttendanceRecord[],
    previous?: AttendanceRecord,
  ) =>
    records.length === 0 || listeners.length === 0
      ? Promise.resolve()
      : notifyAttendanceListeners(
          listeners,
          {
            kind,
            event: call.event,
            store: call.store,
            hostAccountID: call.caller.accountID,
            records,
            ...(previous ? { previous } : {}),
            by: call.caller.ref!,
            now: call.caller.rules.now,
          },
          deps.logger,
        );

  router.get(path, async (req, res) => {
    const caller = callerOf(res, deps);
    // §2: anonymous visitors see only information
    if (!caller.actor) throw signInRequired();
    const call = await attendanceCall(deps, caller, req.params.id);
    const records = await listAttendance(deps.db, call.store);
    res.set('cache-control', 'no-store').json(records.map((r) => shownRecord(call, r)));
  });

  router.post(path, async (req, res) => {
    // events §7 scan mode: a ScanAdd session bound to this event adds as its member (actor.ts)
    const scan = { scanAddEventID: Number(req.params.id) };
    // §5 the first sign-up check, in its own words
    if (!callerOf(res, deps, scan).actor)
      throw new EventError(401, API_ERRORS.signInRequired.code, SIGN_UP_MESSAGES.notSignedIn);
    const caller = mutatingCaller(req, res, deps, scan);
    const input = parseBody(attendanceAddRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    const self = areMemberReferencesEqual(input.memberID, caller.ref);
    if (!self && !call.manages) throw forbidden();
    if (!call.manages) await checkOwnSignUp(deps.db, call, input);
    const name = await nameOf(
      deps.memberContacts,
      caller.accountID,
      input.memberID,
      self ? caller.name : null,
    );
    const record = newRecord(call, input, name);
    const added = await inTransaction(deps.db, async (client) => {
      const written = await insertAttendance(client, call.store, [record]);
      await auditAttendanceObjects(client, call.store, auditActor(caller), 'Add', written);
      return written[0];
    });
    if (!added) throw alreadyInAttendance();
    await changed(call, 'added', [added]);
    res.status(201).json(shownRecord(call, added));
  });

  router.post(`${path}/bulk`, async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const input = parseBody(attendanceBulkRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    // §6 "Any non-NONE level: ... bulk attendance add", besides the attendance managers
    if (!call.manages && call.level === 'NONE') throw forbidden();
    const members = input.members.map((m) => m.memberID);
    const names = await namesOf(deps.memberContacts, caller.accountID, members);
    const key = stringifyMemberReference;
    const records = input.members
      .filter((m) => names.has(key(m.memberID)))
      .map((m) => newRecord(call, m, names.get(key(m.memberID))!));
    const added = await inTransaction(deps.db, async (client) => {
      const written = await insertAttendance(client, call.store, records);
      await auditAttendanceObjects(client, call.store, auditActor(caller), 'Add', written);
      return written;
    });
    await changed(call, 'added', added);
    const addedKeys = new Set(added.map((r) => key(r.memberID)));
    const answer: AttendanceBulkResponse = {
      added: added.map((r) => shownRecord(call, r)),
      alreadyInAttendance: records.filter((r) => !addedKeys.has(key(r.memberID))).map((r) => r.memberID),
      notFound: members.filter((m: MemberReference) => !names.has(key(m))),
    };
    res.status(201).json(answer);
  });

  router.put(path, async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const input = parseBody(attendanceModifyRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    if (!mayEditAttendanceRecord(caller.actor, input.memberID, call.event, call.manages, caller.rules.now)) {
      const own = areMemberReferencesEqual(input.memberID, caller.ref);
      throw own ? new EventError(403, API_ERRORS.forbidden.code, D.editClosed) : forbidden();
    }
    const { before, after } = await inTransaction(deps.db, async (client) => {
      const before = await findAttendance(client, call.store, input.memberID, true);
      if (!before) throw recordNotFound();
      const next = modifiedRecord(call, before, input);
      const changes = attendanceChanges(before, next);
      if (Object.keys(changes).length === 0) return { before, after: null };
      await auditAttendanceModify(client, call.store, auditActor(caller), changes);
      return { before, after: await updateAttendance(client, call.store, next) };
    });
    if (after) await changed(call, 'modified', [after], before);
    res.json(shownRecord(call, after ?? before));
  });

  router.delete(path, async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const input = parseBody(attendanceDeleteRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    // §6 "FULL adds ... removal of an attendance record" (with the other attendance managers)
    if (!call.manages) throw forbidden();
    const removed = await inTransaction(deps.db, async (client) => {
      const removed = await deleteAttendance(client, call.store, input.member);
      if (!removed) throw recordNotFound();
      await auditAttendanceObjects(client, call.store, auditActor(caller), 'Delete', [removed]);
      return removed;
    });
    await changed(call, 'deleted', [removed]);
    res.status(204).end();
  });

  router.use(eventsErrorHandler);
  return router;
}

const auditActor = (caller: { ref: MemberReference; name: string; rules: { now: number } }) => ({
  ref: caller.ref,
  name: caller.name,
  now: caller.rules.now,
});
