// §9 attendance sheet rows (pure; the workbook is written by sheetWorkbook.ts). Columns in the
// order §9 lists them: Timestamp, CAPID, Grade, Grade Order, Name, Arrival Time, Departure Time,
// Status, CAP Transport, Email(s), Phone(s), Comments, Unit Name, Commander Name, Unit Contacts,
// then the event's custom fields. Decisions where the spec is silent:
// - a custom field's cell is found by the field's title (never by position), so a record whose
//   values are missing, extra or in another order still lands under the right header (the system
//   this replaces shifted these columns by one);
// - a record without a shift (full-time) shows the event's whole window (rules/partTime defaultShift);
// - emails and phones come from the attendee's member details when the viewer has them, and from
//   the managers' contacts call (GET /api/events/{id}/attendance/contacts) otherwise; emails are
//   de-duplicated and joined with '; ' (§9 joinEmails), phones likewise in the export format;
// - dates as §9 "Spreadsheet dates use yyyy-mm-dd hh:mm" (America/New_York).
import {
  ATTENDANCE_STATUS_LABELS,
  defaultShift,
  formatSpreadsheetDateTime,
  gradeOrder,
  holdsPlace,
  joinEmails,
  stringifyMemberReference,
  type AttendeeContact,
  type CustomAttendanceField,
  type CustomAttendanceFieldValue,
  type Event,
  type MemberContact,
  type ViewerData,
  WAITLIST_MESSAGES,
} from '@portal/contracts';

export const SHEET_COLUMNS = [
  'Timestamp',
  'CAPID',
  'Grade',
  'Grade Order',
  'Name',
  'Arrival Time',
  'Departure Time',
  'Status',
  'CAP Transport',
  'Email(s)',
  'Phone(s)',
  'Comments',
  'Unit Name',
  'Commander Name',
  'Unit Contacts',
] as const;

export type Cell = string | number;

/** §5 "Phone numbers in exports: (xxx)xxx-xxxx ..., with +1 for 11 digits starting with 1". */
export function exportPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const ten = (d: string) => `(${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length === 10) return ten(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${ten(digits.slice(1))}`;
  return raw.trim();
}

const PRIORITIES = ['PRIMARY', 'SECONDARY', 'EMERGENCY'] as const;
const kinds = (contact: MemberContact | undefined, keys: (keyof MemberContact)[]): string[] =>
  contact ? keys.flatMap((k) => PRIORITIES.map((p) => contact[k]?.[p] ?? '')) : [];

/** Contacts by member (one lookup per row: the §9 sheet of 1,000 attendees stays linear). */
function byMember(contacts: readonly AttendeeContact[]): Map<string, AttendeeContact> {
  return new Map(contacts.map((c) => [stringifyMemberReference(c.member), c]));
}

function joinPhones(phones: readonly string[]): string {
  const seen = new Set<string>();
  for (const p of phones) if (p.trim() !== '') seen.add(exportPhone(p));
  return [...seen].join('; ');
}

function customCell(field: CustomAttendanceField, value: CustomAttendanceFieldValue | undefined): Cell {
  if (!value || value.type !== field.type) return '';
  switch (value.type) {
    case 'TEXT':
    case 'QUAL':
      return value.value;
    case 'NUMBER':
      return value.value ?? '';
    case 'DATE':
      return formatSpreadsheetDateTime(value.value);
    case 'CHECKBOX':
      return value.value ? 'Yes' : 'No';
    case 'FILE':
      return value.value.join(', ');
  }
}

/** The header row: the §9 columns, then each custom field's title. */
export function sheetHeader(event: Pick<Event, 'customAttendanceFields'>): string[] {
  return [...SHEET_COLUMNS, ...event.customAttendanceFields.map((f) => f.title)];
}

/** One row per attendance record, in the order given. */
export function sheetRows(
  event: Pick<Event, 'customAttendanceFields' | 'meetDateTime' | 'pickupDateTime'>,
  attendees: ViewerData['attendees'],
  contacts: readonly AttendeeContact[] = [],
): Cell[][] {
  const found = byMember(contacts);
  return attendees.map(({ record, member, orgInformation }) => {
    const contact = found.get(stringifyMemberReference(record.memberID));
    const shift = record.shiftTime ?? defaultShift(event);
    const rank = member?.memberRank ?? '';
    const emails = [...kinds(member?.contact, ['EMAIL', 'CADETPARENTEMAIL']), ...(contact?.emails ?? [])];
    const phones = [
      ...kinds(member?.contact, ['CELLPHONE', 'HOMEPHONE', 'WORKPHONE', 'CADETPARENTPHONE']),
      ...(contact?.phones ?? []),
    ];
    const fixed: Cell[] = [
      formatSpreadsheetDateTime(record.timestamp),
      record.memberID.id,
      rank,
      gradeOrder(rank) ?? '',
      record.memberName || contact?.name || '',
      formatSpreadsheetDateTime(shift.arrivalTime),
      formatSpreadsheetDateTime(shift.departureTime),
      // a waiting member has not got a place (waitlist): said so rather than 'Committed'
      record.waitlisted === true
        ? WAITLIST_MESSAGES.statusLabel
        : ATTENDANCE_STATUS_LABELS.existing[record.status],
      record.planToUseCAPTransportation ? 'Yes' : 'No',
      joinEmails(emails),
      joinPhones(phones),
      record.comments,
      orgInformation?.orgName ?? '',
      orgInformation?.commanderName ?? '',
      (orgInformation?.contacts ?? []).map((c) => c.contact).join('; '),
    ];
    const custom = event.customAttendanceFields.map((field) =>
      customCell(
        field,
        record.customAttendanceFieldValues.find((v) => v.title === field.title),
      ),
    );
    return [...fixed, ...custom];
  });
}

/** §2 dialogs: only committed attendees (a waitlisted record holds no place yet: contracts holdsPlace). */
export const committedAttendees = (attendees: ViewerData['attendees']) =>
  attendees.filter((a) => holdsPlace(a.record));

/** §2 'Show emails': the committed attendees' emails, de-duplicated, joined with '; '. */
export function committedEmails(
  attendees: ViewerData['attendees'],
  contacts: readonly AttendeeContact[],
): string {
  const found = byMember(contacts);
  return joinEmails(
    committedAttendees(attendees).flatMap(({ record, member }) => [
      ...kinds(member?.contact, ['EMAIL']),
      ...(found.get(stringifyMemberReference(record.memberID))?.emails ?? []),
    ]),
  );
}

/** §2 'Show CAP IDs': the committed attendees' member numbers, joined with ', '. */
export function committedCAPIDs(attendees: ViewerData['attendees']): string {
  return committedAttendees(attendees)
    .map((a) => String(a.record.memberID.id))
    .join(', ');
}

/** How many committed attendees have no email at all (the 'Show emails' warning). */
export function committedWithoutEmail(
  attendees: ViewerData['attendees'],
  contacts: readonly AttendeeContact[],
): number {
  const found = byMember(contacts);
  return committedAttendees(attendees).filter(
    ({ record, member }) =>
      joinEmails([
        ...kinds(member?.contact, ['EMAIL']),
        ...(found.get(stringifyMemberReference(record.memberID))?.emails ?? []),
      ]) === '',
  ).length;
}
