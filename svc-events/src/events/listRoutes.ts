// §7 GET /api/events (list: started within about 390 days, newest first), /api/events/{start}/{end}
// (range), /api/events/upcoming and /api/events/recurring (next meeting). Drafts only for who may
// view drafts of the account (never anonymous visitors or non-managers); every event
// redacted for the viewer.
import { EVENT_LIST_WINDOW_MS, mayViewDrafts, parseTimeRange, REGISTRY_LIMITS } from '@portal/contracts';
import { Router } from 'express';
import type { Pool } from 'pg';
import { redactFor } from './access.ts';
import { callerOf, type Caller, type EventsRouteDeps } from './actor.ts';
import { invalid } from './errors.ts';
import { rowToEvent, type EventRow } from './repository.ts';

/**
 * Home page's upcoming list: as many as a registry may ask to show (platform §3
 * Website.ShowUpcomingEventCount, at most REGISTRY_LIMITS.upcomingEvents.max); the home page
 * shows the account's own count of them (the call takes no payload, events §7).
 */
export const UPCOMING_LIMIT = REGISTRY_LIMITS.upcomingEvents.max;

/** Each list's condition on its parameters ($2 on) and its order (and limit). */
const LISTS = {
  since: { where: 'start_date_time >= $2', tail: 'ORDER BY start_date_time DESC, id DESC' },
  upcoming: {
    where: "show_upcoming AND end_date_time >= $2 AND status <> 'CANCELLED'",
    tail: `ORDER BY start_date_time, id LIMIT ${UPCOMING_LIMIT}`,
  },
  recurring: {
    where: "recurring AND end_date_time >= $2 AND status <> 'CANCELLED'",
    tail: 'ORDER BY start_date_time, id LIMIT 1',
  },
  // events overlapping the range (a multi-day event shows on every day it spans)
  overlapping: {
    where: 'start_date_time <= $3 AND end_date_time >= $2',
    tail: 'ORDER BY start_date_time, id',
  },
};

async function query(db: Pool, caller: Caller, list: keyof typeof LISTS, params: unknown[]) {
  const { where, tail } = LISTS[list];
  const drafts = mayViewDrafts(caller.actor, caller.rules);
  const result = await db.query<EventRow>(
    // resolved_events: a LINKED event lists with its source's content (times, status, flags)
    `SELECT * FROM events.resolved_events WHERE account_id = $1 ${drafts ? '' : "AND status <> 'DRAFT'"}
     AND ${where} ${tail}`,
    [caller.accountID, ...params],
  );
  return result.rows.map((row) => redactFor(caller, rowToEvent(row)));
}

export function eventListRoutes(deps: EventsRouteDeps & { db: Pool }): Router {
  const router = Router();

  router.get('/api/events', async (_req, res) => {
    const caller = callerOf(res, deps);
    // §9 "Event list window: about 390 days back" (contracts: 33,696,000,000 ms), newest first
    const since = caller.rules.now - EVENT_LIST_WINDOW_MS;
    res.json(await query(deps.db, caller, 'since', [since]));
  });

  router.get('/api/events/upcoming', async (_req, res) => {
    const caller = callerOf(res, deps);
    res.json(await query(deps.db, caller, 'upcoming', [caller.rules.now]));
  });

  router.get('/api/events/recurring', async (_req, res) => {
    const caller = callerOf(res, deps);
    const [next] = await query(deps.db, caller, 'recurring', [caller.rules.now]);
    if (next) res.json(next);
    else res.status(204).end();
  });

  router.get('/api/events/:timestart/:timeend', async (req, res, next) => {
    // /api/events/{id}/viewer and /audit are other routes (mounted before); anything else here is a range
    const range = parseTimeRange(req.params.timestart, req.params.timeend);
    if (!range.ok) {
      if (!/^\d+$/.test(req.params.timestart)) return next();
      throw invalid(range.message);
    }
    const caller = callerOf(res, deps);
    res.json(await query(deps.db, caller, 'overlapping', [range.start, range.end]));
  });

  return router;
}
