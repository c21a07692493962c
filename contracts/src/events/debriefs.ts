// Events §3 Debrief item, §6 debriefs, §7 POST /events/{id}/debrief and
// DELETE /events/{id}/debrief/{timestamp} (owner: svc-events; mfe-events uses the same rules).
//   POST   /api/events/{id}/debrief               addDebriefRequest {debriefText, publicView}
//                                                 -> 201 DebriefItem (the item as stored)
//   DELETE /api/events/{id}/debrief/{timestamp}   -> 204
// Rules (§6):
// - submission: a signed-in member, once the event's pickup time has passed or the event is
//   cancelled ("Member: ... debrief submission (allowed when the pickup time has passed or the
//   event is cancelled)"); publicView defaults to false (§5 "default visibility is managers only");
// - visibility: rules/viewerRules.ts visibleDebriefs (others see public items and their own; FULL
//   sees all), re-exported here as the one rule both sides use;
// - delete: any non-NONE level ("all debrief items with delete"); decision (spec silent): a member
//   may also delete their own item (what they may see and wrote themselves).
// - a LINKED event's debriefs are its source's (decision: the viewer shows the source's content, and
//   a debrief posted from either host is stored on the source event, like its attendance).
// The timestamp in the delete path is the item's timeSubmitted; the server keeps them unique per
// event (a second item in the same millisecond gets the next free one).
import { z } from 'zod';
import { areMemberReferencesEqual, type MemberReference } from '../entities/memberReference.ts';
import { EVENT_LIMITS, EpochMs, type DebriefItem, type EventStatus } from './entities.ts';
import type { ManageEventLevel } from '../permissions/permissionSet.ts';

export { visibleDebriefs } from './rules/viewerRules.ts';

/** Designed words (the spec shows none for these refusals). */
export const DEBRIEF_MESSAGES = {
  textRequired: 'Please enter a debrief',
  notYet: 'A debrief can be submitted once the event has ended (after pickup) or is cancelled',
  notFound: 'Could not find the debrief item',
  deleteNotAllowed: 'You do not have permission to do that',
  /** The viewer's form. */
  submitted: 'Debrief submitted',
} as const;

export const addDebriefRequest = z.object({
  debriefText: z
    .string({ error: DEBRIEF_MESSAGES.textRequired })
    .max(EVENT_LIMITS.markdown)
    .refine((s) => s.trim() !== '', DEBRIEF_MESSAGES.textRequired),
  /** §5 "Debrief: default visibility is managers only (publicView false)". */
  publicView: z.boolean().default(false),
  token: z.string().optional(),
});
export type AddDebriefRequest = z.input<typeof addDebriefRequest>;

/** DELETE path's {timestamp}: digits only, an epoch millisecond. */
export function parseDebriefTimestamp(segment: string): number | null {
  if (!/^\d{1,16}$/.test(segment)) return null;
  const parsed = EpochMs.safeParse(Number(segment));
  return parsed.success ? parsed.data : null;
}

/** §6: submission allowed when the pickup time has passed or the event is cancelled. */
export function mayAddDebrief(
  signedIn: boolean,
  event: { pickupDateTime: number; status: EventStatus },
  now: number,
): boolean {
  return signedIn && (event.status === 'CANCELLED' || now > event.pickupDateTime);
}

/** §6: any non-NONE level deletes any item; (decision) a member deletes their own. */
export function mayDeleteDebrief(
  viewer: MemberReference | null,
  level: ManageEventLevel,
  item: Pick<DebriefItem, 'memberRef'>,
): boolean {
  if (!viewer) return false;
  return level !== 'NONE' || areMemberReferencesEqual(item.memberRef, viewer);
}

/** A timeSubmitted not yet used by `items` (the delete path names items by it): `now` or later. */
export function freeDebriefTimestamp(
  items: readonly Pick<DebriefItem, 'timeSubmitted'>[],
  now: number,
): number {
  const used = new Set(items.map((d) => d.timeSubmitted));
  let t = now;
  while (used.has(t)) t += 1;
  return t;
}
