// §7 POST /api/events/{id}/debrief and DELETE /api/events/{id}/debrief/{timestamp} (contracts/src/
// events/debriefs.ts has the rules and the decisions). The list lives in events.events.debrief
// (jsonb); a LINKED event's debriefs are its source's (readers see the source's list through
// events.resolved_events), so both calls write the source row. Each change is one transaction
// with its Modify audit item on the event that holds the list.
import {
  addDebriefRequest,
  DEBRIEF_MESSAGES,
  freeDebriefTimestamp,
  mayAddDebrief,
  mayDeleteDebrief,
  parseDebriefTimestamp,
  visibleDebriefs,
  viewerRedaction,
  type DebriefItem,
  type Event,
} from '@portal/contracts';
import { HttpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool, PoolClient } from 'pg';
import { loadVisibleEvent } from '../events/access.ts';
import { mutatingCaller, type Caller, type EventsRouteDeps } from '../events/actor.ts';
import { auditActorOf, writeAudit } from '../events/audit.ts';
import { eventNotFound } from '../events/errors.ts';

const notYet = () => new HttpError(403, 'FORBIDDEN', DEBRIEF_MESSAGES.notYet);
const itemNotFound = () => new HttpError(404, 'NOT_FOUND', DEBRIEF_MESSAGES.notFound);
const notAllowed = () => new HttpError(403, 'FORBIDDEN', DEBRIEF_MESSAGES.deleteNotAllowed);

/** The row that holds the event's debrief list: its own, or a LINKED event's source. */
export function debriefHome(event: Event): { accountID: string; id: number } {
  return event.type === 'LINKED' && event.targetAccountID && event.targetEventID
    ? { accountID: event.targetAccountID, id: event.targetEventID }
    : { accountID: event.accountID, id: event.id };
}

async function lockedList(db: PoolClient, home: { accountID: string; id: number }): Promise<DebriefItem[]> {
  const result = await db.query<{ debrief: DebriefItem[] }>(
    'SELECT debrief FROM events.events WHERE account_id = $1 AND id = $2 FOR UPDATE',
    [home.accountID, home.id],
  );
  if (!result.rows[0]) throw eventNotFound();
  return result.rows[0].debrief;
}

async function saveList(
  db: PoolClient,
  home: { accountID: string; id: number },
  caller: Caller & { ref: NonNullable<Caller['ref']> },
  before: DebriefItem[],
  after: DebriefItem[],
): Promise<void> {
  await db.query(
    'UPDATE events.events SET debrief = $3, updated_at = now() WHERE account_id = $1 AND id = $2',
    [home.accountID, home.id, JSON.stringify(after)],
  );
  await writeAudit(db, home, auditActorOf(caller), {
    type: 'Modify',
    changes: { debrief: { oldValue: before, newValue: after } },
  });
}

export function debriefRoutes(deps: EventsRouteDeps & { db: Pool }): Router {
  const router = Router();

  router.post('/api/events/:id/debrief', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const body = parseOrThrow(addDebriefRequest, req.body);
    const item = await inTransaction(deps.db, async (db) => {
      const { event } = await loadVisibleEvent(db, caller, req.params.id);
      if (!mayAddDebrief(true, event, caller.rules.now)) throw notYet();
      const home = debriefHome(event);
      const before = await lockedList(db, home);
      const added: DebriefItem = {
        debriefText: body.debriefText,
        publicView: body.publicView,
        memberName: caller.name,
        memberRef: caller.ref,
        timeSubmitted: freeDebriefTimestamp(before, caller.rules.now),
      };
      await saveList(db, home, caller, before, [...before, added]);
      return added;
    });
    res.status(201).json(item);
  });

  router.delete('/api/events/:id/debrief/:timestamp', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    await inTransaction(deps.db, async (db) => {
      const { event, level } = await loadVisibleEvent(db, caller, req.params.id);
      const timestamp = parseDebriefTimestamp(req.params.timestamp);
      if (timestamp === null) throw itemNotFound();
      const home = debriefHome(event);
      const before = await lockedList(db, home);
      const item = before.find((d) => d.timeSubmitted === timestamp);
      // an item the caller may not see is "not found" for them (its existence does not leak)
      const visible = item
        ? visibleDebriefs([item], caller.actor, viewerRedaction(caller.actor, event, caller.rules))
        : [];
      if (!item || (visible.length === 0 && level === 'NONE')) throw itemNotFound();
      if (!mayDeleteDebrief(caller.ref, level, item)) throw notAllowed();
      await saveList(
        db,
        home,
        caller,
        before,
        before.filter((d) => d !== item),
      );
    });
    res.status(204).end();
  });
  return router;
}
