import { emptyContact, type CustomAttendanceField, type ViewerData } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { testEvent, testMember } from '../testing/testEvents.tsx';
import {
  committedCAPIDs,
  committedEmails,
  committedWithoutEmail,
  exportPhone,
  SHEET_COLUMNS,
  sheetHeader,
  sheetRows,
} from './attendanceSheet.ts';
import { attendee, record } from './testAttendees.ts';

const fields: CustomAttendanceField[] = [
  { type: 'TEXT', title: 'Shirt size', preFill: '', displayToMember: true, allowMemberToModify: true },
  { type: 'NUMBER', title: 'Age', preFill: 0, displayToMember: true, allowMemberToModify: true },
  { type: 'CHECKBOX', title: 'Swimmer', preFill: false, displayToMember: true, allowMemberToModify: true },
  { type: 'DATE', title: 'Physical', preFill: 0, displayToMember: true, allowMemberToModify: true },
];
const event = testEvent({ customAttendanceFields: fields });
const contact = (id: number, emails: string[], phones: string[] = []) => ({
  member: { type: 'CAPNHQMember' as const, id },
  name: `Contact ${id}`,
  emails,
  phones,
});

describe('§9 "Attendance sheet columns: Timestamp, CAPID, ... Unit Contacts, then custom fields"', () => {
  it('the header is the §9 columns in order, then the custom field titles', () => {
    expect(sheetHeader(event)).toEqual([
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
      'Shirt size',
      'Age',
      'Swimmer',
      'Physical',
    ]);
  });

  it('a row holds each value under its own header (full-time record: the event window; yyyy-mm-dd hh:mm)', () => {
    const [row] = sheetRows(
      event,
      [
        attendee(546319, 'COMMITTEDATTENDED', {
          comments: 'Bringing tent',
          planToUseCAPTransportation: true,
        }),
      ],
      [contact(546319, ['a@x.org'], ['4105551234'])],
    );
    const byHeader = Object.fromEntries(sheetHeader(event).map((h, i) => [h, row![i]]));
    expect(byHeader).toMatchObject({
      Timestamp: '2026-06-01 12:30',
      CAPID: 546319,
      Name: 'Cadet 546319',
      'Arrival Time': '2026-07-04 10:00',
      'Departure Time': '2026-07-04 12:30',
      Status: 'Committed/Attended',
      'CAP Transport': 'Yes',
      'Email(s)': 'a@x.org',
      'Phone(s)': '(410)555-1234',
      Comments: 'Bringing tent',
      'Unit Name': '',
    });
    expect(row).toHaveLength(SHEET_COLUMNS.length + fields.length);
  });

  it("a waiting record's Status is 'Waitlisted', not Committed/Attended (waitlist)", () => {
    const [row] = sheetRows(event, [
      attendee(546319, 'COMMITTEDATTENDED', { waitlisted: true, waitlistPosition: 1 }),
    ]);
    expect(row![sheetHeader(event).indexOf('Status')]).toBe('Waitlisted');
  });

  it('a part-time record shows its own arrival and departure', () => {
    const shiftTime = {
      arrivalTime: Date.UTC(2026, 6, 4, 14, 30),
      departureTime: Date.UTC(2026, 6, 4, 15, 45),
    };
    const [row] = sheetRows(event, [attendee(546319, 'COMMITTEDATTENDED', { shiftTime })]);
    expect(row!.slice(5, 7)).toEqual(['2026-07-04 10:30', '2026-07-04 11:45']);
  });

  it.each([
    ['values in definition order', ['Shirt size', 'Age', 'Swimmer', 'Physical']],
    ['values in reverse order', ['Physical', 'Swimmer', 'Age', 'Shirt size']],
    ['the first value missing (the old system shifted by one here)', ['Age', 'Swimmer', 'Physical']],
  ])('custom fields aligned with their headers: %s', (_name, present) => {
    const all = {
      'Shirt size': { type: 'TEXT' as const, title: 'Shirt size', value: 'M' },
      Age: { type: 'NUMBER' as const, title: 'Age', value: 14 },
      Swimmer: { type: 'CHECKBOX' as const, title: 'Swimmer', value: true },
      Physical: { type: 'DATE' as const, title: 'Physical', value: Date.UTC(2026, 4, 2, 13, 0) },
    };
    const values = present.map((t) => all[t as keyof typeof all]);
    const [row] = sheetRows(event, [
      attendee(546319, 'COMMITTEDATTENDED', { customAttendanceFieldValues: values }),
    ]);
    const custom = row!.slice(SHEET_COLUMNS.length);
    expect(custom).toEqual([present.includes('Shirt size') ? 'M' : '', 14, 'Yes', '2026-05-02 09:00']);
  });

  it('a value whose title is not a field of the event is dropped; a null number is blank', () => {
    const [row] = sheetRows(event, [
      attendee(546319, 'COMMITTEDATTENDED', {
        customAttendanceFieldValues: [
          { type: 'TEXT', title: 'Old field', value: 'x' },
          { type: 'NUMBER', title: 'Age', value: null },
        ],
      }),
    ]);
    expect(row!.slice(SHEET_COLUMNS.length)).toEqual(['', '', '', '']);
  });

  it('§9 "Emails are joined with \'; \' and de-duplicated" (member details and contacts call together)', () => {
    const member = testMember(546319, 'Cadet');
    member.memberRank = 'C/SSgt';
    member.contact = {
      ...emptyContact(),
      EMAIL: { PRIMARY: 'a@x.org', SECONDARY: 'A@X.org' },
      CADETPARENTEMAIL: { PRIMARY: 'parent@x.org' },
      CELLPHONE: { PRIMARY: '14105551234' },
    };
    const withMember: ViewerData['attendees'][number] = {
      record: record(546319),
      member,
      orgInformation: {
        orgName: 'MD-001',
        commanderName: 'Maj Smith',
        contacts: [
          { type: 'URL', contact: 'https://md001.example' },
          { type: 'EMAIL', contact: 'cc@x.org' },
        ],
      },
    };
    const [row] = sheetRows(event, [withMember], [contact(546319, ['a@x.org', 'b@x.org'], ['410-555-1234'])]);
    const byHeader = Object.fromEntries(sheetHeader(event).map((h, i) => [h, row![i]]));
    expect(byHeader).toMatchObject({
      Grade: 'C/SSgt',
      'Email(s)': 'a@x.org; parent@x.org; b@x.org',
      'Phone(s)': '+1 (410)555-1234; (410)555-1234',
      'Unit Name': 'MD-001',
      'Commander Name': 'Maj Smith',
      'Unit Contacts': 'https://md001.example; cc@x.org',
    });
    expect(typeof byHeader['Grade Order']).toBe('number');
  });
});

describe("§2 \"Dialogs 'Show emails' and 'Show CAP IDs' list only committed attendees\"", () => {
  const attendees = [
    attendee(546319),
    attendee(546320, 'NOSHOW'),
    attendee(546321, 'NOTPLANNINGTOATTEND'),
    attendee(546322),
    attendee(546323, 'RESCINDEDCOMMITMENTTOATTEND'),
  ];
  const contacts = [
    contact(546319, ['a@x.org']),
    contact(546320, ['noshow@x.org']),
    contact(546321, ['not@x.org']),
    contact(546322, ['A@x.org', 'd@x.org']),
  ];
  it('CAP IDs of committed attendees only', () => {
    expect(committedCAPIDs(attendees)).toBe('546319, 546322');
  });
  it('emails of committed attendees only, de-duplicated, joined with "; "', () => {
    expect(committedEmails(attendees, contacts)).toBe('a@x.org; d@x.org');
  });
  it('counts committed attendees without an email', () => {
    expect(committedWithoutEmail(attendees, contacts)).toBe(0);
    expect(committedWithoutEmail([...attendees, attendee(546324)], contacts)).toBe(1);
  });
});

describe('§5 "Phone numbers in exports: (xxx)xxx-xxxx ..., with +1 for 11 digits starting with 1"', () => {
  it.each([
    ['4105551234', '(410)555-1234'],
    ['(410) 555-1234', '(410)555-1234'],
    ['1-410-555-1234', '+1 (410)555-1234'],
    [' 555-1234 ', '555-1234'],
  ])('%j -> %j', (raw, expected) => {
    expect(exportPhone(raw)).toBe(expected);
  });
});

describe("§9 Grade, Grade Order, Unit Name, Commander Name, Unit Contacts come from the viewer's member and orgInformation", () => {
  const org = (orgName: string, commanderName: string, contacts: string[] = []) => ({
    orgName,
    commanderName,
    contacts: contacts.map((c) => ({ type: 'URL' as const, contact: c })),
  });
  const withDetails = (id: number, rank: string | null, orgInformation: ReturnType<typeof org> | null) => {
    const member = rank === null ? null : { ...testMember(id, 'Details'), memberRank: rank };
    return { record: record(id), member, orgInformation };
  };
  const cases: Array<[string, ViewerData['attendees'][number], (string | number)[]]> = [
    [
      'a cadet of the unit: grade, its order, the unit, its commander and links',
      withDetails(
        546319,
        'C/SSgt',
        org('MD-001', 'Maj Alex F Administrator', ['https://a.example', 'https://b.example']),
      ),
      ['C/SSgt', 4, 'MD-001', 'Maj Alex F Administrator', 'https://a.example; https://b.example'],
    ],
    [
      'a senior member of another unit without a known commander or contacts',
      withDetails(546320, 'Maj', org('Hundred Squadron', '')),
      ['Maj', 36, 'Hundred Squadron', '', ''],
    ],
    [
      'a rank outside the grade order map: the grade, a blank order',
      withDetails(546321, 'SM Unknown', org('MD-001', 'Maj Smith')),
      ['SM Unknown', '', 'MD-001', 'Maj Smith', ''],
    ],
    [
      "no details (a member viewer, svc-identity down, another account's attendee): blank cells",
      withDetails(546322, null, null),
      ['', '', '', '', ''],
    ],
  ];
  it.each(cases)('%s', (_name, attendee, expected) => {
    const [row] = sheetRows(event, [attendee]);
    const byHeader = Object.fromEntries(sheetHeader(event).map((h, i) => [h, row![i]]));
    expect(
      ['Grade', 'Grade Order', 'Unit Name', 'Commander Name', 'Unit Contacts'].map((h) => byHeader[h]),
    ).toEqual(expected);
  });
});

describe('"committed attendees" leave out waitlisted records (they hold no place yet)', () => {
  it('Show CAP IDs and Show emails skip a waitlisted COMMITTEDATTENDED record', () => {
    const list = [
      attendee(546319),
      attendee(546320, 'COMMITTEDATTENDED', { waitlisted: true, waitlistPosition: 1 }),
    ];
    expect(committedCAPIDs(list)).toBe('546319');
    expect(committedEmails(list, [contact(546319, ['a@x.org']), contact(546320, ['w@x.org'])])).toBe(
      'a@x.org',
    );
  });
});
