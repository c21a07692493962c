// §7 POST /api/events/{id}/copy: a FULL action (§6). §4: the copy's times shift from the original's
// meet to newTime, its status is the chosen one (default INFORMATIONONLY), files come along only
// when copyFiles. The copy is a new event of the same account whose author is the copier; its
// audit item (Add) is written in the same transaction. Copy-move is the client's two calls
// (rules/moveAndCopy.ts copyMovePlan): PUT {status: 'CANCELLED'}, then this copy with the old status.
import { copiedEventTimes, copyEventRequest, type EventContent } from '@portal/contracts';
import { parseOrThrow, inTransaction } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import { loadVisibleEvent, requireFull } from './access.ts';
import { mutatingCaller, type EventsRouteDeps } from './actor.ts';
import { auditActorOf, writeAudit } from './audit.ts';
import { contentOf, insertEvent } from './repository.ts';
import { checkEventReferences, type EventReferenceDeps } from '../pocs/eventReferences.ts';

export function eventCopyRoutes(deps: EventsRouteDeps & EventReferenceDeps & { db: Pool }): Router {
  const router = Router();
  router.post('/api/events/:id/copy', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const stored = await loadVisibleEvent(deps.db, caller, req.params.id);
    requireFull(stored.level);
    const body = parseOrThrow(copyEventRequest, req.body);
    const original = contentOf(stored.event);
    const content: EventContent = {
      ...original,
      ...copiedEventTimes(original, body.newTime),
      status: body.newStatus,
      fileIDs: body.copyFiles ? [...original.fileIDs] : [],
      // the copy's contacts and team are checked again (members leave, teams go) and the
      // contacts' names refreshed, as on create
      ...(await checkEventReferences(deps, caller.accountID, original)),
    };
    const copy = await inTransaction(deps.db, async (client) => {
      const created = await insertEvent(client, caller.accountID, content, caller.ref, caller.name);
      await writeAudit(client, created, auditActorOf(caller), {
        type: 'Add',
        objectData: created,
      });
      return created;
    });
    res.json({ id: copy.id });
  });
  return router;
}
