// The §7 calls the multi add and scanner pages make, through the kit's client (CSRF token added to
// modifying calls); bodies checked with the contracts' request schemas before they leave, answers
// with the response schemas.
import {
  attendanceBulkPath,
  attendanceBulkRequest,
  attendanceBulkResponse,
  memberListResponse,
  scanAddRequest,
  type AttendanceAddRequest,
  type AttendanceBulkResponse,
  type Member,
} from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

type NewRecord = Omit<AttendanceAddRequest, 'token'>;

/** POST /api/events/{id}/attendance: answers the record (its memberName names the member). */
export { signUp as addAttendance } from '../signup/signupCalls.ts';

/** POST /api/events/{id}/attendance/bulk {members}. */
export function addAttendanceBulk(
  eventID: number,
  members: NewRecord[],
  client: ApiClient = apiClient,
): Promise<AttendanceBulkResponse> {
  attendanceBulkRequest.parse({ members });
  return client.post(attendanceBulkPath(eventID), { members }, { schema: attendanceBulkResponse });
}

/** GET /api/member/list: the account's members. */
export function loadMemberList(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Member[]> {
  return getChecked(client, '/api/member/list', memberListResponse, signal);
}

/** §7 "Scan mode POST /member/session/scanadd {eventID}" (204). */
export async function setScanMode(eventID: number, client: ApiClient = apiClient): Promise<void> {
  scanAddRequest.parse({ eventID });
  await client.post('/api/member/session/scanadd', { eventID });
}
