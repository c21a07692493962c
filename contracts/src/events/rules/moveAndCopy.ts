// Events §4 "Move" and "Copy", and §7's copy call body (POST /events/{id}/copy: newTime, copyFiles,
// newStatus). Pure: the viewer's dialogs build requests with these and svc-events computes the
// new times with the same functions, so both agree to the millisecond.
import type { ManageEventLevel } from '../../permissions/permissionSet.ts';
import { EVENT_PERMISSION_MESSAGES } from './effectivePermission.ts';
import { mayChangeStatus, type EventStatusValue } from './status.ts';

export interface EventTimes {
  meetDateTime: number;
  startDateTime: number;
  endDateTime: number;
  pickupDateTime: number;
}

/** §4 Move: all four times shift by the same delta (milliseconds). */
export function shiftEventTimes<T extends EventTimes>(times: T, delta: number): EventTimes {
  return {
    meetDateTime: times.meetDateTime + delta,
    startDateTime: times.startDateTime + delta,
    endDateTime: times.endDateTime + delta,
    pickupDateTime: times.pickupDateTime + delta,
  };
}

/**
 * §4 Move to a new meet time: delta = new meet - old meet, applied to all four. The delta is in
 * real milliseconds, so durations (meet to pickup) stay exact across a daylight-saving change even
 * when the wall-clock hours then differ by one.
 */
export function moveEventTo(times: EventTimes, newMeetDateTime: number): EventTimes {
  return shiftEventTimes(times, newMeetDateTime - times.meetDateTime);
}

/** §4: a copy's default status. */
export const COPY_DEFAULT_STATUS: EventStatusValue = 'INFORMATIONONLY';

/** §7 POST /events/{id}/copy body. newTime is the copy's new meet time. */
export interface CopyEventRequest {
  newTime: number;
  copyFiles: boolean;
  newStatus: EventStatusValue;
}

/**
 * §4 Copy: a manager chooses any status; default INFORMATIONONLY. copyFiles defaults to false (as
 * the call schema's default in ../calls.ts: a plain copy does not duplicate attachments unasked).
 */
export function copyRequest(
  newTime: number,
  options: { copyFiles?: boolean; newStatus?: EventStatusValue } = {},
): CopyEventRequest {
  return {
    newTime,
    copyFiles: options.copyFiles ?? false,
    newStatus: options.newStatus ?? COPY_DEFAULT_STATUS,
  };
}

/** §6: Copy is a FULL action; §4: the manager may then choose any status for the copy. */
export function mayCopyEvent(level: ManageEventLevel): boolean {
  return level === 'FULL';
}

/** The copy's times: the same shift as a move, from the original's meet to newTime. */
export function copiedEventTimes(original: EventTimes, newTime: number): EventTimes {
  return moveEventTo(original, newTime);
}

/**
 * §4 Copy-move: "sets the old event to CANCELLED, copies it with the old status, then opens the
 * new event". The steps in order: the PUT that cancels the old one, then the copy (the old status,
 * files copied along since the event is moving, not being duplicated).
 */
export function copyMovePlan(
  event: { status: EventStatusValue },
  newTime: number,
): { cancelOld: { status: 'CANCELLED' }; copy: CopyEventRequest } {
  return {
    cancelOld: { status: 'CANCELLED' },
    copy: copyRequest(newTime, { newStatus: event.status, copyFiles: true }),
  };
}

/**
 * The server's check of a status in a PUT or copy: §4 (full managers any status, others only
 * Draft). Returns the message to answer with, or null when allowed.
 */
export function statusChangeError(
  level: ManageEventLevel,
  from: EventStatusValue,
  to: EventStatusValue,
): string | null {
  return mayChangeStatus(level, from, to) ? null : EVENT_PERMISSION_MESSAGES.modify;
}
