// Events spec §7 attendance calls (contracts/src/events/attendance/calls.ts has the shapes and the
// refusals): GET, POST (add), POST bulk, PUT (modify), DELETE on /api/events/{id}/attendance.
// Server-side §6 checks, no silent substitution: a member adds and edits only their own record
// (until pickup, and never to 'No show': contracts statuses.ts), unless they manage the event's
// attendance; the database's primary key keeps one record per member per event (a duplicate is
// 409 'Member is already in attendance', never a 500, however many arrive at once); each change
// writes its audit item in the same transaction.
import {
  API_ERRORS,
  areMemberReferencesEqual,
  attendanceAddRequest,
  attendanceBulkRequest,
  attendanceDeleteRequest,
  attendanceModifyRequest,
  mayChooseAttendanceStatus,
  mayEditAttendanceRecord,
  stringifyMemberReference,
  ATTENDANCE_DESIGNED_MESSAGES as D,
  isCancelledEvent,
  SIGN_UP_MESSAGES,
  type AttendanceBulkResponse,
  type AttendanceRecord,
  type MemberReference,
} from '@portal/contracts';
import { HttpError, httpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { Logger } from 'pino';
import { callerOf, mutatingCaller, type EventsRouteDeps } from '../events/actor.ts';
import { signInRequired } from '../events/errors.ts';
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
import { readableRecords } from '../events/viewerPrivacy.ts';
import { nameOf, namesOf } from './memberNames.ts';
import {
  alreadyInAttendance,
  checkCustomValues,
  checkOwnSignUp,
  modifiedRecord,
  newRecord,
  shownRecord,
} from './records.ts';
import {
  joinWaitlist,
  lockEventPlaces,
  placeRecord,
  positioned,
  settle,
  promoteWaiting,
} from '../waitlist/waitlist.ts';

export interface AttendanceRouteDeps extends EventsRouteDeps, AttendanceDeps {
  memberContacts: MemberContactsClient | null;
  /** Run after each committed change (mail, reminders, waitlist: attendanceListeners.ts). */
  attendanceListeners?: readonly AttendanceListener[];
  logger?: Logger;
}

const forbidden = () => httpError(API_ERRORS.forbidden);
const recordNotFound = () => new HttpError(404, 'NOT_FOUND', D.recordNotFound);

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
    // §3 privateAttendance: members see only their own record (events/viewerPrivacy.ts)
    const records = readableRecords(call, await listAttendance(deps.db, call.store));
    res.set('cache-control', 'no-store').json(records.map((r) => shownRecord(call, r)));
  });

  router.post(path, async (req, res) => {
    // events §7 scan mode: a ScanAdd session bound to this event adds as its member (actor.ts)
    const scan = { scanAddEventID: Number(req.params.id) };
    // §5 the first sign-up check, in its own words
    if (!callerOf(res, deps, scan).actor)
      throw new HttpError(401, API_ERRORS.signInRequired.code, SIGN_UP_MESSAGES.notSignedIn);
    const caller = mutatingCaller(req, res, deps, scan);
    const input = parseOrThrow(attendanceAddRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    const self = areMemberReferencesEqual(input.memberID, caller.ref);
    if (!self && !call.manages) throw forbidden();
    if (!call.manages) await checkOwnSignUp(deps.db, call, input);
    checkCustomValues(call, input.customAttendanceFieldValues, []);
    const name = await nameOf(
      deps.memberContacts,
      caller.accountID,
      input.memberID,
      self ? caller.name : null,
    );
    const record = newRecord(call, input, name);
    const { added, promoted } = await inTransaction(deps.db, async (client) => {
      // the waitlist (src/waitlist): a member's own 'I will attend' on a full event waits
      const places = await lockEventPlaces(client, call.store);
      const placed = await placeRecord(client, places, record, null, call.manages);
      const written = await insertAttendance(client, call.store, [placed]);
      await auditAttendanceObjects(client, call.store, auditActor(caller), 'Add', written);
      if (!written[0]) return { added: undefined, promoted: [] };
      await joinWaitlist(client, places, written[0], null, caller.rules.now);
      return settle(client, places, written[0], await promoteWaiting(client, places, auditActor(caller)));
    });
    if (!added) throw alreadyInAttendance();
    await changed(call, 'added', [added]);
    await changed(call, 'promoted', promoted);
    res.status(201).json(shownRecord(call, added));
  });

  router.post(`${path}/bulk`, async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const input = parseOrThrow(attendanceBulkRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    // §6 "Any non-NONE level: ... bulk attendance add", besides the attendance managers
    if (!call.manages && call.level === 'NONE') throw forbidden();
    const members = input.members.map((m) => m.memberID);
    const names = await namesOf(deps.memberContacts, caller.accountID, members);
    const key = stringifyMemberReference;
    for (const m of input.members) checkCustomValues(call, m.customAttendanceFieldValues, []);
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
    const input = parseOrThrow(attendanceModifyRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    if (!mayEditAttendanceRecord(caller.actor, input.memberID, call.event, call.manages, caller.rules.now)) {
      const own = areMemberReferencesEqual(input.memberID, caller.ref);
      throw own ? new HttpError(403, API_ERRORS.forbidden.code, D.editClosed) : forbidden();
    }
    // decided beyond §4: a member's own record on a cancelled event stays as it was (managers may edit)
    if (!call.manages && isCancelledEvent(call.event))
      throw new HttpError(400, 'SIGN_UP_REFUSED', SIGN_UP_MESSAGES.eventCancelled);
    const { before, after, promoted } = await inTransaction(deps.db, async (client) => {
      // the waitlist: places locked before the record (one order for every writer)
      const places = await lockEventPlaces(client, call.store);
      const before = await findAttendance(client, call.store, input.memberID, true);
      if (!before) throw recordNotFound();
      // 'No show' is an attendance manager's call: a member sets only attend, not attend or rescind
      if (!mayChooseAttendanceStatus(input.status, before.status, call.manages))
        throw new HttpError(403, API_ERRORS.forbidden.code, D.managerOnlyStatus);
      checkCustomValues(call, input.customAttendanceFieldValues, before.customAttendanceFieldValues);
      const next = await placeRecord(
        client,
        places,
        modifiedRecord(call, before, input),
        before,
        call.manages,
      );
      const changes = attendanceChanges(before, next);
      if (Object.keys(changes).length === 0)
        return { before: await positioned(client, call.store, before), after: null, promoted: [] };
      await auditAttendanceModify(client, call.store, auditActor(caller), changes);
      const updated = await updateAttendance(client, call.store, next, caller.rules.now);
      await joinWaitlist(client, places, updated, before, caller.rules.now);
      const settled = await settle(
        client,
        places,
        updated,
        await promoteWaiting(client, places, auditActor(caller)),
      );
      return { before, after: settled.added, promoted: settled.promoted };
    });
    if (after) await changed(call, 'modified', [after], before);
    await changed(call, 'promoted', promoted);
    res.json(shownRecord(call, after ?? before));
  });

  router.delete(path, async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const input = parseOrThrow(attendanceDeleteRequest, req.body);
    const call = await attendanceCall(deps, caller, req.params.id);
    // §6 "FULL adds ... removal of an attendance record" (with the other attendance managers)
    if (!call.manages) throw forbidden();
    const { removed, promoted } = await inTransaction(deps.db, async (client) => {
      const places = await lockEventPlaces(client, call.store);
      const removed = await deleteAttendance(client, call.store, input.member);
      if (!removed) throw recordNotFound();
      await auditAttendanceObjects(client, call.store, auditActor(caller), 'Delete', [removed]);
      // a freed place goes to the earliest waiting member, in this transaction
      return { removed, promoted: await promoteWaiting(client, places, auditActor(caller)) };
    });
    await changed(call, 'deleted', [removed]);
    await changed(call, 'promoted', promoted);
    res.status(204).end();
  });
  return router;
}

const auditActor = (caller: { ref: MemberReference; name: string; rules: { now: number } }) => ({
  ref: caller.ref,
  name: caller.name,
  now: caller.rules.now,
});
