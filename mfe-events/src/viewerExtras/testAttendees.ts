// Tests only: attendance records and viewer attendees for the viewer extras' tests.
import type { AttendanceRecord, AttendanceStatus, ViewerData } from '@portal/contracts';

export function record(id: number, fields: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    timestamp: Date.UTC(2026, 5, 1, 16, 30),
    memberID: { type: 'CAPNHQMember', id },
    memberName: `Cadet ${id}`,
    status: 'COMMITTEDATTENDED',
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: true,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 42,
    ...fields,
  };
}

export const attendee = (
  id: number,
  status: AttendanceStatus = 'COMMITTEDATTENDED',
  fields: Partial<AttendanceRecord> = {},
): ViewerData['attendees'][number] => ({
  record: record(id, { status, ...fields }),
  member: null,
  orgInformation: null,
});
