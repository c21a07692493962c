// §3 privateAttendance for GET /api/events/{id}/attendance (src/attendance/attendanceRoutes.ts),
// the same rule as the viewer's attendees (viewerReaderAttendees.ts): contracts'
// attendanceVisibility. A member who neither manages the event (non-NONE level) nor its attendance
// (§6, the event team's leaders included: attendanceCall asked the team) gets only their own record
// of a private event.
import { visibleAttendance, type AttendanceRecord } from '@portal/contracts';
import type { AttendanceCall } from '../attendance/attendanceAccess.ts';

export function readableRecords(
  call: Pick<AttendanceCall, 'caller' | 'event' | 'level' | 'manages'>,
  records: readonly AttendanceRecord[],
): AttendanceRecord[] {
  return visibleAttendance(records, (r) => r.memberID, call.event, {
    member: call.caller.ref,
    level: call.level,
    managesAttendance: call.manages,
  });
}
