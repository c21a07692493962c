// §7 GET /api/events (list: started within about 390 days, newest first), /api/events/{start}/{end}
// (range), /api/events/upcoming and /api/events/recurring (next meeting). Drafts only for who may
// view drafts of the account (never anonymous visitors or non-managers); every event
// redacted for the viewer.
import { EVENT_LIST_WINDOW_MS, mayViewDrafts, parseTimeRange } from '@portal/contracts';
import { Router } from 'express';
import type { Pool } from 'pg';
import { redactFor } from './access.ts';
import { callerOf, type Caller, type EventsRouteDeps } from './actor.ts';
import { invalid } from './errors.ts';
import { rowToEvent, type EventRow } from './repository.ts';

/** Home page's upcoming list: a screenful (designed; the spec gives no number). */
export const UPCOMING_LIMIT = 10;

async function query(db: Pool, caller: Caller, where: string, params: unknown[], tail: string) {
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
    res.json(
      await query(
        deps.db,
        caller,
        'start_date_time >= $2',
        [since],
        'ORDER BY start_date_time DESC, id DESC',
      ),
    );
  });

  router.get('/api/events/upcoming', async (_req, res) => {
    const caller = callerOf(res, deps);
    res.json(
      await query(
        deps.db,
        caller,
        "show_upcoming AND end_date_time >= $2 AND status <> 'CANCELLED'",
        [caller.rules.now],
        `ORDER BY start_date_time, id LIMIT ${UPCOMING_LIMIT}`,
      ),
    );
  });

  router.get('/api/events/recurring', async (_req, res) => {
    const caller = callerOf(res, deps);
    const [next] = await query(
      deps.db,
      caller,
      "recurring AND end_date_time >= $2 AND status <> 'CANCELLED'",
      [caller.rules.now],
      'ORDER BY start_date_time, id LIMIT 1',
    );
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
    // events overlapping the range (a multi-day event shows on every day it spans)
    res.json(
      await query(
        deps.db,
        caller,
        'start_date_time <= $3 AND end_date_time >= $2',
        [range.start, range.end],
        'ORDER BY start_date_time, id',
      ),
    );
  });

  return router;
}
