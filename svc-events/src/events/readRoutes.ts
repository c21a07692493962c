// §7 GET /api/events/{id}, /api/events/{id}/viewer and /api/events/{id}/audit. What leaves the
// server is already redacted for the viewer (§6): anonymous visitors, members and managers.
import { redactEventForViewer, viewerRedaction, type Event, type ViewerData } from '@portal/contracts';
import { Router, type Response } from 'express';
import { storageOf } from '../attendance/attendanceAccess.ts';
import type { Pool } from 'pg';
import { eventIdOf, loadVisibleEvent, redactFor, requireModify, visibleOrNotFound } from './access.ts';
import { callerOf, type Caller, type EventsRouteDeps } from './actor.ts';
import { readAudit } from './audit.ts';
import { signInRequired } from './errors.ts';
import { createAttendeesCache } from './attendeesCache.ts';
import { readViewerEvent } from './viewerEventQuery.ts';
import { createViewerEventCache } from './viewerEventCache.ts';
import type { ViewerChangeFeed } from './viewerChangeFeed.ts';
import type { HotAnswers } from '@portal/contracts/server';
import { readViewerExtras } from './viewerQueries.ts';
import { createViewerAnswerCache } from './viewerAnswerCache.ts';
import { sendViewerAnswer } from './viewerAnswerSend.ts';
import {
  attendeesForReaderView,
  readerViewOf,
  type ReaderAttendeesDeps,
  type ReaderView,
} from './viewerReaderAttendees.ts';

const CLOSE = Buffer.from('}');

// The stored event as JSON, once per read of it: a kept copy (viewerEventCache.ts) is the same
// object on every request until a change replaces it.
const storedJson = new WeakMap<Event, string>();
function storedJsonOf(event: Event): string {
  let json = storedJson.get(event);
  if (json === undefined) storedJson.set(event, (json = JSON.stringify(event)));
  return json;
}
const NO_ATTENDEES = Buffer.from('[]');

/**
 * The ViewerData answer with the attendees array spliced in as the JSON it already is (built by
 * PostgreSQL or held in the cache), for answers not kept whole (viewerAnswerCache.ts). Sent with
 * res.end, not res.json: no re-serialising, and no ETag hash over a body of hundreds of KiB.
 */
function sendViewerData(res: Response, headText: string, attendees: Buffer): void {
  const head = Buffer.from(headText);
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', head.length + attendees.length + CLOSE.length);
  // corked: the three parts leave in one writev; the (cached) attendees buffer is not copied
  res.cork();
  res.write(head);
  res.write(attendees);
  res.end(CLOSE);
}

/**
 * The reader's class for the answer cache: everything per reader the answer depends on beyond
 * what the fingerprint holds. The member only for a reader who sees only their own record.
 */
function answerKeyOf(
  caller: Caller,
  event: Event,
  store: { accountID: string; eventID: number },
  view: ReaderView,
  withAttendees: boolean,
): string {
  const who = view.visibility === 'all' ? '' : JSON.stringify(caller.ref);
  return [
    event.accountID,
    event.id,
    store.accountID,
    store.eventID,
    view.visibility,
    view.seesAll,
    withAttendees,
    who,
  ].join('\u0000');
}

export interface ViewerReadDeps {
  /** Heard changes let the viewer keep its event in memory (viewerEventCache.ts); none: always read. */
  viewerChanges?: ViewerChangeFeed | null;
  /** Where a built answer is kept for a repeated read, in front of Express (main.ts serves them). */
  hotAnswers?: HotAnswers | null;
}

export function eventReadRoutes(
  deps: EventsRouteDeps & ReaderAttendeesDeps & ViewerReadDeps & { db: Pool },
): Router {
  const router = Router();

  // per process; safe across processes (the version lives in the database, see attendeesCache.ts)
  const attendeesCache = createAttendeesCache();
  const answerCache = createViewerAnswerCache();
  const viewerEvents = deps.viewerChanges ? createViewerEventCache(deps.viewerChanges) : null;
  const readEvent = viewerEvents ? viewerEvents.read : readViewerEvent;

  router.get('/api/events/:id/viewer', async (req, res) => {
    const caller = callerOf(res, deps);
    // one statement (none while a kept copy holds): the event, its attendance version and the
    // events linked to it
    const id = eventIdOf(req.params.id);
    const stored = await readEvent(deps.db, caller.accountID, id);
    const { event, level, authorName, sourceAccountName, attendanceVersion, linkedEvents } =
      visibleOrNotFound(caller, stored);
    const redaction = viewerRedaction(caller.actor, event, caller.rules);
    const shown = redactEventForViewer(event, caller.actor, redaction);
    // A LINKED event's attendance is stored at its source (src/attendance/attendanceAccess.ts),
    // and nothing links to a LINKED event (it cannot be linked further), so its linkedEvents are none.
    const store = storageOf(event);
    const withAttendees = !redaction.hideAttendance;
    // what of this reader shapes the attendees: §3 privateAttendance, §5 hidden custom values, and
    // for §6 non-NONE levels the attendees' member and orgInformation (viewerReaderAttendees.ts)
    const view = await readerViewOf(deps, caller, event, level);
    const rest: Omit<ViewerData, 'attendees'> = {
      event: shown,
      pointsOfContact: shown.pointsOfContact,
      authorFullName: redaction.hideAuthor ? null : authorName || null,
      linkedEvents: event.type === 'LINKED' ? [] : linkedEvents,
      // the banner of a LINKED event: its source account's name, kept at link time (src/links)
      sourceAccountName: event.type === 'LINKED' ? (sourceAccountName ?? event.targetAccountID) : null,
    };
    const head = `${JSON.stringify(rest).slice(0, -1)},"attendees":`;
    // the attendees in one more query whatever their number (no lookup per attendee), held per
    // attendance version (attendeesCache.ts), then shaped for this reader
    const readAttendees = async () => {
      if (!withAttendees) return { attendees: NO_ATTENDEES, version: null };
      const extras = await readViewerExtras(deps.db, attendeesCache, store.accountID, store.eventID, true);
      return {
        attendees: await attendeesForReaderView(deps, caller, event, level, view, extras.attendees),
        version: extras.version,
      };
    };
    // member details come from svc-identity unversioned: those answers are built every time
    if (view.details) {
      sendViewerData(res, head, (await readAttendees()).attendees);
      return;
    }
    const key = answerKeyOf(caller, event, store, view, withAttendees);
    const fingerprintOf = (attendance: string) => `${attendance}\u0000${storedJsonOf(event)}\u0000${head}`;
    // no version: no attendance was ever written for the event (the version migration numbered
    // every event that had any, and every write since numbers its event), so the list is empty
    const current = withAttendees ? (attendanceVersion ?? 'none') : '-';
    let answer = answerCache.get(key, fingerprintOf(current));
    if (!answer) {
      const { attendees, version } = await readAttendees();
      // the version read with the attendees, in their snapshot: it may be newer than the event's
      const attendance = withAttendees ? (version ?? 'none') : '-';
      answer = answerCache.set(
        key,
        fingerprintOf(attendance),
        Buffer.concat([Buffer.from(head), attendees, CLOSE]),
      );
    }
    // kept in front of Express while this read of the event is the kept copy (no change heard)
    const hot =
      viewerEvents && deps.hotAnswers && stored
        ? { answers: deps.hotAnswers, holds: () => viewerEvents.holds(caller.accountID, id, stored) }
        : undefined;
    sendViewerAnswer(req, res, answerCache, answer, hot);
  });

  router.get('/api/events/:id/audit', async (req, res) => {
    const caller = callerOf(res, deps);
    if (!caller.actor) throw signInRequired();
    const { event, level } = await loadVisibleEvent(deps.db, caller, req.params.id);
    requireModify(level);
    res.json(await readAudit(deps.db, caller.accountID, event.id));
  });

  return router;
}

/** GET /api/events/{id}: mounted after the list routes, so 'upcoming' and 'recurring' win. */
export function eventGetRoute(deps: EventsRouteDeps & { db: Pool }): Router {
  const router = Router();
  router.get('/api/events/:id', async (req, res) => {
    const caller = callerOf(res, deps);
    const { event } = await loadVisibleEvent(deps.db, caller, req.params.id);
    res.json(redactFor(caller, event));
  });
  return router;
}
