// The viewer's debrief calls (§7) and the managers' attendee contacts (designed call, contracts/src/
// events/attendanceContacts.ts), through the kit's client (CSRF token added to modifying calls).
import {
  addDebriefRequest,
  attendanceContactsPath,
  attendanceContactsResponse,
  DebriefItem,
  type AttendanceContactsResponse,
} from '@portal/contracts';
import { apiClient, checkedSend, type ApiClient } from '@portal/kit';

/** POST /api/events/{id}/debrief: answers the stored item. */
export const addDebrief = checkedSend(
  'post',
  (eventID: number) => `/api/events/${eventID}/debrief`,
  addDebriefRequest,
  DebriefItem,
);

/** DELETE /api/events/{id}/debrief/{timestamp}. */
export async function deleteDebrief(eventID: number, timestamp: number, client: ApiClient = apiClient) {
  await client.delete(`/api/events/${eventID}/debrief/${timestamp}`);
}

/** GET /api/events/{id}/attendance/contacts (non-NONE managers). */
export function loadAttendanceContacts(
  eventID: number,
  client: ApiClient = apiClient,
): Promise<AttendanceContactsResponse> {
  return client.get(attendanceContactsPath(eventID), { schema: attendanceContactsResponse });
}
