// §7 GET /api/events/{id}, /api/events/{id}/viewer and /api/events/{id}/audit. What leaves the
// server is already redacted for the viewer (§6): anonymous visitors, members and managers.
import { viewerRedaction, type ViewerData } from '@portal/contracts';
import { Router } from 'express';
import type { Pool } from 'pg';
import { loadVisibleEvent, redactFor, requireModify } from './access.ts';
import { callerOf, type EventsRouteDeps } from './actor.ts';
import { readAudit } from './audit.ts';
import { signInRequired } from './errors.ts';
import { readAttendees, readLinkedEvents } from './viewerQueries.ts';

export function eventReadRoutes(deps: EventsRouteDeps & { db: Pool }): Router {
  const router = Router();

  router.get('/api/events/:id/viewer', async (req, res) => {
    const caller = callerOf(res, deps);
    const { event, authorName, sourceAccountName } = await loadVisibleEvent(deps.db, caller, req.params.id);
    const redaction = viewerRedaction(caller.actor, event, caller.rules);
    const shown = redactFor(caller, event);
    // one query each, whatever the number of attendees (issue 6: no lookup per attendee)
    const [attendees, linkedEvents] = await Promise.all([
      redaction.hideAttendance ? Promise.resolve([]) : readAttendees(deps.db, caller.accountID, event.id),
      readLinkedEvents(deps.db, caller.accountID, event.id),
    ]);
    const answer: ViewerData = {
      event: shown,
      attendees,
      pointsOfContact: shown.pointsOfContact,
      authorFullName: redaction.hideAuthor ? null : authorName || null,
      linkedEvents,
      // the banner of a LINKED event: its source account's name, kept at link time (src/links)
      sourceAccountName: event.type === 'LINKED' ? (sourceAccountName ?? event.targetAccountID) : null,
    };
    res.json(answer);
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
