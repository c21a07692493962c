// Browser side of attendanceSheet.mjs (bundled with esbuild into one script): the §9 attendance
// sheet of `n` attendees built exactly as the viewer builds it (mfe-events viewerExtras: the rows,
// then the exceljs workbook bytes), timed with performance.now().
import {
  newEventContent,
  type AttendeeContact,
  type CustomAttendanceField,
  type ViewerData,
} from '@portal/contracts';
import { sheetHeader, sheetRows } from '../mfe-events/src/viewerExtras/attendanceSheet.ts';
import { attendanceWorkbook } from '../mfe-events/src/viewerExtras/sheetWorkbook.ts';

const MEET = Date.UTC(2026, 6, 4, 14, 0);
const fields: CustomAttendanceField[] = [
  { type: 'TEXT', title: 'Shirt size', preFill: '', displayToMember: true, allowMemberToModify: true },
  { type: 'NUMBER', title: 'Age', preFill: 0, displayToMember: true, allowMemberToModify: true },
  { type: 'CHECKBOX', title: 'Swimmer', preFill: false, displayToMember: true, allowMemberToModify: true },
];

function data(n: number): {
  event: ViewerData['event'];
  attendees: ViewerData['attendees'];
  contacts: AttendeeContact[];
} {
  const event = {
    ...newEventContent(MEET),
    customAttendanceFields: fields,
    id: 42,
    accountID: 'md001',
  } as unknown as ViewerData['event'];
  const attendees: ViewerData['attendees'] = [];
  const contacts: AttendeeContact[] = [];
  for (let i = 0; i < n; i += 1) {
    const id = 500000 + i;
    attendees.push({
      record: {
        timestamp: MEET - i * 60_000,
        memberID: { type: 'CAPNHQMember', id },
        memberName: `Cadet Number ${i}`,
        status: i % 5 === 0 ? 'NOTPLANNINGTOATTEND' : 'COMMITTEDATTENDED',
        comments: i % 3 === 0 ? 'Bringing a tent and a stove for the patrol' : '',
        shiftTime: i % 4 === 0 ? { arrivalTime: MEET + 3_600_000, departureTime: MEET + 7_200_000 } : null,
        planToUseCAPTransportation: i % 2 === 0,
        canUsePhotos: true,
        customAttendanceFieldValues: [
          { type: 'CHECKBOX', title: 'Swimmer', value: i % 2 === 0 },
          { type: 'TEXT', title: 'Shirt size', value: ['S', 'M', 'L'][i % 3]! },
          { type: 'NUMBER', title: 'Age', value: 12 + (i % 8) },
        ],
        summaryEmailSent: false,
        sourceAccountID: 'md001',
        sourceEventID: 42,
      },
      member: null,
      orgInformation: null,
    });
    contacts.push({
      member: { type: 'CAPNHQMember', id },
      name: `Cadet Number ${i}`,
      emails: [`cadet${i}@example.com`, `CADET${i}@example.com`],
      phones: ['4105550100'],
    });
  }
  return { event, attendees, contacts };
}

export async function run(n: number) {
  const { event, attendees, contacts } = data(n);
  const t0 = performance.now();
  const header = sheetHeader(event);
  const rows = sheetRows(event, attendees, contacts);
  const t1 = performance.now();
  const bytes = await attendanceWorkbook(header, rows);
  const t2 = performance.now();
  return {
    rowsMs: t1 - t0,
    workbookMs: t2 - t1,
    totalMs: t2 - t0,
    bytes: bytes.byteLength,
    rows: rows.length,
  };
}
