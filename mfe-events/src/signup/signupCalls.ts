// The §7 calls of the viewer's sign-up form, through the kit's client (CSRF token added to every
// modifying call). Bodies are checked with the contracts' request schemas before they leave,
// answers with the response schemas.
import {
  attendanceAddRequest,
  attendanceModifyRequest,
  attendancePath,
  attendanceRecordResponse,
  teamResponse,
  type Team,
} from '@portal/contracts';
import { apiClient, checkedSend, getChecked, type ApiClient } from '@portal/kit';

/** POST /api/events/{id}/attendance: a new sign-up; answers the record (with memberName). */
export const signUp = checkedSend('post', attendancePath, attendanceAddRequest, attendanceRecordResponse);

/** PUT /api/events/{id}/attendance: the member's own record, until pickup (§6). */
export const modifyAttendance = checkedSend(
  'put',
  attendancePath,
  attendanceModifyRequest,
  attendanceRecordResponse,
);

/** GET /api/team/{id}: the event's team (§7 "Team for an event"). */
export function loadTeam(teamID: number, client: ApiClient = apiClient, signal?: AbortSignal): Promise<Team> {
  return getChecked(client, `/api/team/${teamID}`, teamResponse, signal);
}
