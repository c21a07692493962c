// Events spec §7 attendance calls (owner: svc-events; all under /api; every modifying call carries
// the CSRF token as body field `token` or header x-csrf-token):
//   GET    /api/events/{id}/attendance        -                          -> attendanceListResponse
//   POST   /api/events/{id}/attendance        attendanceAddRequest       -> 201 AttendanceRecord
//                                                                          (with memberName)
//   POST   /api/events/{id}/attendance/bulk   attendanceBulkRequest      -> 201 attendanceBulkResponse
//   PUT    /api/events/{id}/attendance        attendanceModifyRequest    -> 200 AttendanceRecord
//   DELETE /api/events/{id}/attendance        attendanceDeleteRequest    -> 204
// Refusals are { code, message } with ATTENDANCE_MESSAGES / SIGN_UP_MESSAGES words:
//   401 not signed in ('Cannot sign up without being signed in' on add); 403 bad token;
//   404 'Could not find event specified'; 403 'You do not have permission to do that' (someone
//   else's record without §6 attendance management); 409 'Member is already in attendance';
//   400 the §5 sign-up messages (not accepted, team, deadline, requirement tag, pickup passed).
//
// Design notes:
// - The server fills memberName, timestamp, summaryEmailSent, sourceAccountID and sourceEventID;
//   a client never sends them (they are stripped if sent).
// - shiftTime is optional: null/absent is "no shift". The server swaps a reversed shift and clamps
//   it within the event's meet and pickup times (rules.ts normaliseShiftTime).
// - Modify sends memberID plus the fields it changes (any subset).
// - Linked events: the record lives at the source event (sourceAccountID/sourceEventID). The
//   calls reach it from either host: the target host's /events/{linked id}/attendance works on
//   the source's records; the browser may also send edits to the source host (§7).
import { z } from 'zod';
import { MemberReference } from '../../entities/memberReference.ts';
import {
  AttendanceRecord,
  AttendanceStatus,
  CustomAttendanceFieldValue,
  EVENT_LIMITS,
  ShiftTime,
} from '../entities.ts';
import { ATTENDANCE_DESIGNED_MESSAGES, ATTENDANCE_MESSAGES } from './messages.ts';

/** The most records one bulk call adds (a squadron's roster fits many times over). */
export const ATTENDANCE_BULK_LIMIT = 1000;

const token = z.string().optional();

/** §9 "attendance add: 100000 to 999999" (national member numbers). */
export const ATTENDANCE_MEMBER_NUMBER = { min: 100000, max: 999999 } as const;

export const isValidAttendanceMemberNumber = (n: number): boolean =>
  Number.isInteger(n) && n >= ATTENDANCE_MEMBER_NUMBER.min && n <= ATTENDANCE_MEMBER_NUMBER.max;

/** §5 manual add: the typed text as a member number, or 'Invalid CAP ID'. */
export function checkAttendanceMemberNumber(
  typed: string,
): { ok: true; id: number } | { ok: false; message: string } {
  const id = /^\s*\d+\s*$/.test(typed) ? Number(typed) : NaN;
  return isValidAttendanceMemberNumber(id)
    ? { ok: true, id }
    : { ok: false, message: ATTENDANCE_MESSAGES.invalidCAPID };
}

/** A member to add: a national member's number must be in the §9 range ('Invalid CAP ID'). */
const AttendanceMemberID = MemberReference.superRefine((ref, ctx) => {
  if (ref.type === 'CAPNHQMember' && !isValidAttendanceMemberNumber(ref.id))
    ctx.addIssue({ code: 'custom', path: ['id'], message: ATTENDANCE_MESSAGES.invalidCAPID });
});

/** The fields of a record a client writes (§7 "record with memberID (id, type) plus ..."). */
export const attendanceInputShape = {
  memberID: AttendanceMemberID,
  comments: AttendanceRecord.shape.comments,
  status: AttendanceStatus,
  planToUseCAPTransportation: z.boolean(),
  customAttendanceFieldValues: z.array(CustomAttendanceFieldValue).max(EVENT_LIMITS.customFields),
  /** Part-time arrival and departure; null or absent: the whole event. */
  shiftTime: ShiftTime.nullable().optional(),
  /** §9 multi add sets true; default false. */
  canUsePhotos: z.boolean().optional(),
};
export const AttendanceInput = z.object(attendanceInputShape);
export type AttendanceInput = z.infer<typeof AttendanceInput>;

/** POST /api/events/{id}/attendance. comments, custom values and transport default to empty/false. */
export const attendanceAddRequest = z.object({
  ...attendanceInputShape,
  comments: attendanceInputShape.comments.default(''),
  status: AttendanceStatus.default('COMMITTEDATTENDED'),
  planToUseCAPTransportation: z.boolean().default(false),
  customAttendanceFieldValues: attendanceInputShape.customAttendanceFieldValues.default([]),
  token,
});
export type AttendanceAddRequest = z.input<typeof attendanceAddRequest>;
export type AttendanceAddInput = z.output<typeof attendanceAddRequest>;

/** POST /api/events/{id}/attendance/bulk: members, a list of records (each one member once). */
export const attendanceBulkRequest = z.object({
  members: z
    .array(attendanceAddRequest.omit({ token: true }))
    .min(1, ATTENDANCE_DESIGNED_MESSAGES.bulkEmpty)
    .max(ATTENDANCE_BULK_LIMIT)
    .superRefine((members, ctx) => {
      const seen = new Set<string>();
      members.forEach((m, i) => {
        const key = `${m.memberID.type}-${m.memberID.id}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'memberID'],
            message: ATTENDANCE_DESIGNED_MESSAGES.bulkDuplicate,
          });
        seen.add(key);
      });
    }),
  token,
});
export type AttendanceBulkRequest = z.input<typeof attendanceBulkRequest>;

/**
 * The bulk answer: the records added, the members skipped because they already had one, and the
 * members the account does not have (not added).
 */
export const attendanceBulkResponse = z.object({
  added: z.array(AttendanceRecord),
  alreadyInAttendance: z.array(MemberReference),
  notFound: z.array(MemberReference),
});
export type AttendanceBulkResponse = z.infer<typeof attendanceBulkResponse>;

/** PUT /api/events/{id}/attendance: memberID plus the changed fields. */
export const attendanceModifyRequest = z.object({
  memberID: MemberReference,
  comments: attendanceInputShape.comments.optional(),
  status: AttendanceStatus.optional(),
  planToUseCAPTransportation: z.boolean().optional(),
  customAttendanceFieldValues: attendanceInputShape.customAttendanceFieldValues.optional(),
  shiftTime: attendanceInputShape.shiftTime,
  canUsePhotos: z.boolean().optional(),
  token,
});
export type AttendanceModifyRequest = z.input<typeof attendanceModifyRequest>;

/** DELETE /api/events/{id}/attendance: the member whose record goes. */
export const attendanceDeleteRequest = z.object({ member: MemberReference, token });
export type AttendanceDeleteRequest = z.input<typeof attendanceDeleteRequest>;

/** GET /api/events/{id}/attendance (and the answer of add and modify: one record). */
export const attendanceListResponse = z.array(AttendanceRecord);
export type AttendanceListResponse = z.infer<typeof attendanceListResponse>;
export const attendanceRecordResponse = AttendanceRecord;

/** The §7 paths (under /api). */
export const attendancePath = (eventID: number | string): string => `/api/events/${eventID}/attendance`;
export const attendanceBulkPath = (eventID: number | string): string =>
  `/api/events/${eventID}/attendance/bulk`;
