// svc-events' public calls (events spec §7), through the gateway.
import { z } from 'zod';
import * as attendance from '../../events/attendance/calls.ts';
import { attendanceContactsResponse } from '../../events/attendanceContacts.ts';
import { groupAttendanceResponse, memberAttendanceResponse } from '../../events/attendanceView.ts';
import * as events from '../../events/calls.ts';
import { addDebriefRequest } from '../../events/debriefs.ts';
import { DebriefItem } from '../../events/entities.ts';
import * as feeds from '../../events/feeds.ts';
import * as slips from '../../events/permissionSlips/calls.ts';
import {
  PROMOTION_REQUIREMENTS_PATHS,
  promotionRequirementsAccountResponse,
  promotionRequirementsCurrentUserResponse,
} from '../../cadetProgramme/calls.ts';
import { callsOf, noConsumer, type CallDescription } from '../types.ts';

const { get, post, put, del } = callsOf('events');

/**
 * GET /api/events/health (svc-events/src/health/healthRoutes.ts): signed-in only; the service, its
 * database and the signed context work, and the caller's account's event count (the account filter).
 */
export const eventsHealthResponse = z.object({
  status: z.literal('ok'),
  service: z.literal('events'),
  accountID: z.string(),
  events: z.number().int().nonnegative(),
});
const EVENT = '/api/events/{id}';
const ATTENDANCE = `${EVENT}/attendance`;

/** PUT /api/events/{id} takes changed fields, a status change or a move. */
const eventChangeRequest = z.union([
  events.updateEventRequest,
  events.eventStatusRequest,
  events.eventMoveRequest,
]);

export const EVENTS_CALLS: readonly CallDescription[] = [
  get('/api/events', 'Events of the account', events.eventListResponse),
  post('/api/events/', 'Create an event', events.createEventRequest, events.eventResponse),
  get('/api/events/upcoming', 'Upcoming events', events.eventListResponse),
  get('/api/events/recurring', 'The next recurring meeting (204 if none)', events.eventResponse),
  get('/api/events/{timestart}/{timeend}', 'Events in a time range (ms)', events.eventListResponse),
  get(EVENT, 'One event', events.eventResponse),
  put(EVENT, 'Change, cancel or move an event', eventChangeRequest, events.eventResponse),
  del(EVENT, 'Delete an event', null),
  get(`${EVENT}/viewer`, 'The event viewer', events.viewerResponse),
  get(`${EVENT}/audit`, "An event's audit trail", events.auditResponse),
  post(`${EVENT}/copy`, 'Copy an event', events.copyEventRequest, events.copyEventResponse),
  get(`${EVENT}/linkable`, 'Accounts the event may be linked into', events.linkableAccountsResponse),
  post(
    '/api/events/{eventid}/link/{targetaccount}',
    'Link an event into another account',
    events.linkEventRequest,
    events.linkEventResponse,
  ),
  post(`${EVENT}/debrief`, 'Add a debrief', addDebriefRequest, DebriefItem),
  del(`${EVENT}/debrief/{timestamp}`, 'Delete a debrief', null),
  post(
    slips.PERMISSION_SLIP_PATHS.event,
    'Request permission slips',
    slips.requestSlipsRequest,
    slips.requestSlipsResponse,
  ),
  get(slips.PERMISSION_SLIP_PATHS.event, 'Permission slip states', slips.slipStatusListResponse),
  del(slips.PERMISSION_SLIP_PATHS.revoke, 'Revoke a permission slip link', null),
  get(slips.PERMISSION_SLIP_PATHS.signedPdf, "A cadet's signed permission slip (PDF bytes)", null),
  get(slips.PERMISSION_SLIP_PATHS.sign, 'A permission slip to sign (public, by token)', slips.SlipForSigning),
  post(
    slips.PERMISSION_SLIP_PATHS.sign,
    'Sign or decline a permission slip (public, by token)',
    slips.signSlipRequest,
    slips.signSlipResponse,
  ),
  noConsumer(
    get(ATTENDANCE, 'Attendance of an event', attendance.attendanceListResponse),
    "the event viewer reads the attendance in the viewer call's answer",
  ),
  post(ATTENDANCE, 'Add attendance', attendance.attendanceAddRequest, attendance.attendanceRecordResponse),
  put(
    ATTENDANCE,
    'Modify attendance',
    attendance.attendanceModifyRequest,
    attendance.attendanceRecordResponse,
  ),
  del(ATTENDANCE, 'Remove attendance', null, attendance.attendanceDeleteRequest),
  post(
    `${ATTENDANCE}/bulk`,
    'Add several attendees',
    attendance.attendanceBulkRequest,
    attendance.attendanceBulkResponse,
  ),
  get(`${ATTENDANCE}/contacts`, "Attendees' contacts (managers)", attendanceContactsResponse),
  get('/api/member/attendance', "The caller's attendance", memberAttendanceResponse),
  get('/api/member/attendance/group', "The caller's flight's attendance", groupAttendanceResponse),
  get('/api/member/attendance/{reference}', "A member's attendance", memberAttendanceResponse),
  get(
    PROMOTION_REQUIREMENTS_PATHS.currentUser,
    "The caller's promotion requirements",
    promotionRequirementsCurrentUserResponse,
  ),
  get(
    PROMOTION_REQUIREMENTS_PATHS.account,
    "Every member's promotion requirements",
    promotionRequirementsAccountResponse,
  ),
  get(feeds.PUBLIC_FEED_PATH, 'The public calendar (iCalendar)', null),
  get(feeds.FEED_INFO_PATH, "The caller's calendar feed", feeds.calendarFeedResponse),
  post(
    feeds.FEED_RESET_PATH,
    "Reset the caller's feed address",
    feeds.calendarFeedResetRequest,
    feeds.calendarFeedResponse,
  ),
  get(`${feeds.FEED_INFO_PATH}/{file}`, 'A personal calendar feed (iCalendar)', null),
  noConsumer(
    get('/api/events/health', 'Health of svc-events', eventsHealthResponse),
    'for people checking a deployment by hand; the probes use /healthz and /readyz',
  ),
];
