// The §7 calls of the viewer's attendance list (manager edits and removals), through the kit's
// client (CSRF token added). Modify reuses the sign-up form's call; delete names the member in the
// body (contracts attendanceDeleteRequest { member }) and answers 204.
import { attendanceDeleteRequest, attendancePath, type MemberReference } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export { modifyAttendance } from '../signup/signupCalls.ts';

/** DELETE /api/events/{id}/attendance: §6 attendance managers remove a member's record. */
export async function removeAttendance(
  eventID: number,
  member: MemberReference,
  client: ApiClient = apiClient,
): Promise<void> {
  attendanceDeleteRequest.parse({ member });
  await client.delete(attendancePath(eventID), { member });
}
