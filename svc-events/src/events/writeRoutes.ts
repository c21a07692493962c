// §7 POST /api/events/ (create), PUT /api/events/{id} (edit, status change, move, cancel) and
// DELETE /api/events/{id}. Each checks the §6 level on the server and writes its audit item in the
// same transaction as the change.
import {
  creatableStatuses,
  createEventRequest,
  eventContentChecked,
  mayCreateEvent,
  statusChangeError,
  updateEventRequest,
  type Event,
  type EventContent,
} from '@portal/contracts';
import { parseOrThrow, inTransaction } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import { loadVisibleEvent, requireModify } from './access.ts';
import { mutatingCaller, type EventsRouteDeps } from './actor.ts';
import { auditActorOf, auditChanges, writeAudit } from './audit.ts';
import { noPermission } from './errors.ts';
import { contentOf, deleteEvent, insertEvent, updateEvent } from './repository.ts';
import { deleteLinksOf } from '../links/linkRepository.ts';
import { linkedEventReadOnly } from '../links/linkRules.ts';
import { checkEventReferences, type EventReferenceDeps } from '../pocs/eventReferences.ts';
import { promoteAfterLimitChange, type WaitlistPromotedHook } from '../waitlist/limitChange.ts';

/**
 * Told after a committed PUT that changed the meet time (reminders are scheduled
 * again for the new time). Must not throw: it logs its own failures; the move stands regardless.
 */
export interface EventMovedDeps {
  onEventMoved?: (event: Event, previousMeetDateTime: number) => Promise<void>;
  /** After a committed PUT that raised desiredNumberOfParticipants and promoted waiting members. */
  onWaitlistPromoted?: WaitlistPromotedHook;
  /** After every committed PUT (the permission slips' re-signing); must not throw. */
  onEventUpdated?: (event: Event) => Promise<void>;
}

export function eventWriteRoutes(
  deps: EventsRouteDeps & EventReferenceDeps & EventMovedDeps & { db: Pool },
): Router {
  const router = Router();

  router.post('/api/events', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    if (!mayCreateEvent(caller.actor, caller.rules)) throw noPermission();
    const { token: _t, ...parsed } = parseOrThrow(createEventRequest, req.body);
    // §4: non-full managers may only create drafts
    if (!creatableStatuses(caller.actor, caller.rules).includes(parsed.status)) throw noPermission();
    // internal contacts and the team checked (and contacts' names filled) before anything is written
    const content = { ...parsed, ...(await checkEventReferences(deps, caller.accountID, parsed)) };
    const actor = auditActorOf(caller);
    const event = await inTransaction(deps.db, async (client) => {
      const created = await insertEvent(client, caller.accountID, content, caller.ref, caller.name);
      await writeAudit(client, created, actor, { type: 'Add', objectData: created });
      return created;
    });
    res.status(201).json(event);
  });

  router.put('/api/events/:id', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    let previousMeet = 0;
    let promoted: Awaited<ReturnType<typeof promoteAfterLimitChange>> = [];
    const event = await inTransaction(deps.db, async (client) => {
      const stored = await loadVisibleEvent(client, caller, req.params.id, true);
      requireModify(stored.level);
      previousMeet = stored.event.meetDateTime;
      // a LINKED event's content is its source's: it is edited there (svc-events/README.md, Linking)
      if (stored.event.type === 'LINKED') throw linkedEventReadOnly();
      const { token: _t, ...changes } = parseOrThrow(updateEventRequest, req.body);
      const before = stored.event;
      if (changes.status !== undefined) {
        const refused = statusChangeError(stored.level, before.status, changes.status);
        if (refused) throw noPermission();
      }
      // contacts and team only when this update changes them (a status change asks nobody); the
      // transaction is rolled back if svc-identity refuses or cannot be reached
      const checked = await checkEventReferences(deps, caller.accountID, changes);
      const defined = Object.fromEntries(
        Object.entries({ ...changes, ...checked }).filter(([, v]) => v !== undefined),
      );
      // the §5 rules again on the whole merged event (a changed end may now precede the stored start)
      const merged: EventContent = parseOrThrow(eventContentChecked, { ...contentOf(before), ...defined });
      const after = await updateEvent(client, caller.accountID, before.id, merged);
      const diff = auditChanges(before, after);
      if (Object.keys(diff).length > 0) {
        await writeAudit(client, after, auditActorOf(caller), {
          type: 'Modify',
          changes: diff,
        });
      }
      // the waitlist: a raised desiredNumberOfParticipants promotes waiting members (src/waitlist)
      const actor = auditActorOf(caller);
      promoted = await promoteAfterLimitChange(client, before, after, actor);
      return after;
    });
    if (event.meetDateTime !== previousMeet) await deps.onEventMoved?.(event, previousMeet).catch(() => {});
    await deps.onWaitlistPromoted?.(event, promoted, caller.ref, caller.rules.now).catch(() => {});
    await deps.onEventUpdated?.(event).catch(() => {});
    res.json(event);
  });

  router.delete('/api/events/:id', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    await inTransaction(deps.db, async (client) => {
      const stored = await loadVisibleEvent(client, caller, req.params.id, true);
      requireModify(stored.level);
      // no orphans: the source's links go with it, each with a Delete item in its own account
      await deleteLinksOf(client, stored.event, auditActorOf(caller));
      await deleteEvent(client, caller.accountID, stored.event.id);
      await writeAudit(client, stored.event, auditActorOf(caller), {
        type: 'Delete',
        objectData: stored.event,
      });
    });
    res.status(204).end();
  });

  return router;
}
