// The words of one attendance row: the §4 status labels of an existing record (a waiting record
// reads 'Waitlisted', contracts waitlist.ts), the part-time shift in the account's zone, custom
// field values as text, and the member details a non-NONE manager sees (§6 "full contact and
// attendance details (emails, phones, organisation)").
import {
  ATTENDANCE_STATUS_LABELS,
  formatViewerDateTime,
  formatViewerPhone,
  WAITLIST_MESSAGES,
  type AttendanceRecord,
  type CustomAttendanceFieldValue,
  type ViewerData,
} from '@portal/contracts';

export const recordStatusLabel = (record: Pick<AttendanceRecord, 'status' | 'waitlisted'>): string =>
  record.waitlisted ? WAITLIST_MESSAGES.statusLabel : ATTENDANCE_STATUS_LABELS.existing[record.status];

export function shiftText(record: Pick<AttendanceRecord, 'shiftTime'>, zone: string): string | null {
  if (!record.shiftTime) return null;
  const { arrivalTime, departureTime } = record.shiftTime;
  return `Arrives ${formatViewerDateTime(arrivalTime, zone)}, departs ${formatViewerDateTime(departureTime, zone)}`;
}

export function customValueText(value: CustomAttendanceFieldValue, zone: string): string {
  switch (value.type) {
    case 'TEXT':
    case 'QUAL':
      return value.value;
    case 'NUMBER':
      return value.value === null ? '' : String(value.value);
    case 'DATE':
      return formatViewerDateTime(value.value, zone);
    case 'CHECKBOX':
      return value.value ? 'Yes' : 'No';
    case 'FILE':
      return value.value.length === 0 ? '' : `${value.value.length} file(s)`;
  }
}

type Attendee = ViewerData['attendees'][number];

/** Grade, unit, flight, organisation, primary email and phone: whatever the viewer data carries. */
export function memberDetails(attendee: Attendee): string[] {
  const m = attendee.member;
  const out: string[] = [];
  if (m) {
    if (m.memberRank) out.push(`Grade: ${m.memberRank}`);
    if (m.squadron) out.push(`Unit: ${m.squadron}`);
    if (m.flight) out.push(`Flight: ${m.flight}`);
    const email = m.contact.EMAIL.PRIMARY ?? m.contact.CADETPARENTEMAIL.PRIMARY;
    if (email) out.push(`Email: ${email}`);
    const phone =
      m.contact.CELLPHONE.PRIMARY ?? m.contact.HOMEPHONE.PRIMARY ?? m.contact.CADETPARENTPHONE.PRIMARY;
    if (phone) out.push(`Phone: ${formatViewerPhone(phone)}`);
  }
  if (attendee.orgInformation?.orgName) out.push(`Organisation: ${attendee.orgInformation.orgName}`);
  return out;
}
