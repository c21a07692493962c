// The checks every call on one event makes: an id the §2 way (part before the first dash), an
// event of the host's account (else 404, also for another account's numbers), drafts hidden from
// who may not modify them (404, so their existence does not leak), then the §6 level for the verb.
import {
  effectiveEventLevel,
  mayViewEvent,
  parseEventUrlId,
  redactEventForViewer,
  viewerRedaction,
  type Event,
  type ManageEventLevel,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import type { Caller } from './actor.ts';
import { eventNotFound, noPermission } from './errors.ts';
import { findEvent, type StoredEvent } from './repository.ts';

export function eventIdOf(segment: unknown): number {
  const parsed = parseEventUrlId(typeof segment === 'string' ? segment : '');
  if (!parsed.ok) throw eventNotFound();
  return parsed.id;
}

/** The event as this caller may know it exists, with the caller's effective level for it. */
export async function loadVisibleEvent(
  db: Pool | PoolClient,
  caller: Caller,
  segment: unknown,
  lock = false,
): Promise<StoredEvent & { level: ManageEventLevel }> {
  return visibleOrNotFound(caller, await findEvent(db, caller.accountID, eventIdOf(segment), lock));
}

/** `stored` (read by the caller's account) with the caller's level, if they may know it exists. */
export function visibleOrNotFound<T extends StoredEvent>(
  caller: Caller,
  stored: T | null,
): T & { level: ManageEventLevel } {
  if (!stored || !mayViewEvent(caller.actor, stored.event, caller.rules)) throw eventNotFound();
  return { ...stored, level: effectiveEventLevel(caller.actor, stored.event, caller.rules) };
}

/** Edit, move, delete, audit log: any non-NONE level for this event (§6), else 403. */
export function requireModify(level: ManageEventLevel): void {
  if (level === 'NONE') throw noPermission();
}

/** Copy, status changer: FULL for this event (§6), else 403. */
export function requireFull(level: ManageEventLevel): void {
  if (level !== 'FULL') throw noPermission();
}

/** The event as this viewer may see it (§6; nothing hidden leaves the server). */
export function redactFor(caller: Caller, event: Event): Event {
  return redactEventForViewer(event, caller.actor, viewerRedaction(caller.actor, event, caller.rules));
}
