// Events §3 "Other enumerations" and §4 "Event status": the six status values, their labels, and the
// one status rule §4 gives (full managers may choose or change to any status; others only Draft).
// The entity schema (../*.ts) owns the zod enum; these rules only need the names, so they carry
// their own list (same strings) and stay free of the schema's imports.
import type { ManageEventLevel } from '../../permissions/permissionSet.ts';

/** §3: written DRAFT, TENTATIVE, CONFIRMED, COMPLETE, CANCELLED, INFORMATIONONLY in event lists. */
export const EVENT_STATUS_VALUES = [
  'DRAFT',
  'TENTATIVE',
  'CONFIRMED',
  'COMPLETE',
  'CANCELLED',
  'INFORMATIONONLY',
] as const;
export type EventStatusValue = (typeof EVENT_STATUS_VALUES)[number];

/** §4: a new event starts as Draft. */
export const NEW_EVENT_STATUS: EventStatusValue = 'DRAFT';

/** §4 "Event labels in the viewer". */
export const EVENT_STATUS_VIEWER_LABELS: Record<EventStatusValue, string> = {
  DRAFT: 'DRAFT',
  TENTATIVE: 'Tentative',
  CONFIRMED: 'Confirmed',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled!',
  INFORMATIONONLY: 'Information Only',
};

/** §3: the status names (Draft, ..., Information Only), with 'Info Only' as the list label. */
export const EVENT_STATUS_LIST_LABELS: Record<EventStatusValue, string> = {
  DRAFT: 'Draft',
  TENTATIVE: 'Tentative',
  CONFIRMED: 'Confirmed',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
  INFORMATIONONLY: 'Info Only',
};

/**
 * §4: which statuses a member at this (effective) level may choose on the form: FULL any, directly;
 * ADDDRAFTEVENTS ("others") only Draft; NONE none (they cannot create or edit at all, §6).
 */
export function choosableStatuses(level: ManageEventLevel): readonly EventStatusValue[] {
  if (level === 'FULL') return EVENT_STATUS_VALUES;
  if (level === 'ADDDRAFTEVENTS') return ['DRAFT'];
  return [];
}

/**
 * §4 status change (edit form, list status changer, copy): FULL may go from any status to any other
 * ("no restriction shown"); a non-full manager may keep the status as it is (an edit that does not
 * touch it) or set Draft; NONE may change nothing.
 */
export function mayChangeStatus(
  level: ManageEventLevel,
  from: EventStatusValue,
  to: EventStatusValue,
): boolean {
  if (level === 'NONE') return false;
  if (level === 'FULL') return true;
  return from === to || to === 'DRAFT';
}
