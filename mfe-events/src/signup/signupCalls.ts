// The §7 calls of the viewer's sign-up form, through the kit's client (CSRF token added to every
// modifying call). Bodies are checked with the contracts' request schemas before they leave,
// answers with the response schemas.
import {
  attendanceAddRequest,
  attendanceModifyRequest,
  attendancePath,
  attendanceRecordResponse,
  teamResponse,
  type AttendanceAddRequest,
  type AttendanceModifyRequest,
  type AttendanceRecord,
  type Team,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

/** POST /api/events/{id}/attendance: a new sign-up; answers the record (with memberName). */
export function signUp(
  eventID: number,
  body: Omit<AttendanceAddRequest, 'token'>,
  client: ApiClient = apiClient,
): Promise<AttendanceRecord> {
  attendanceAddRequest.parse(body);
  return client.post(attendancePath(eventID), body, { schema: attendanceRecordResponse });
}

/** PUT /api/events/{id}/attendance: the member's own record, until pickup (§6). */
export function modifyAttendance(
  eventID: number,
  body: Omit<AttendanceModifyRequest, 'token'>,
  client: ApiClient = apiClient,
): Promise<AttendanceRecord> {
  attendanceModifyRequest.parse(body);
  return client.put(attendancePath(eventID), body, { schema: attendanceRecordResponse });
}

/** GET /api/team/{id}: the event's team (§7 "Team for an event"). */
export function loadTeam(teamID: number, client: ApiClient = apiClient, signal?: AbortSignal): Promise<Team> {
  return client.get(`/api/team/${teamID}`, { schema: teamResponse, ...(signal ? { signal } : {}) });
}
