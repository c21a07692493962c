// @vitest-environment node
// The generated workbook read back with exceljs: the header and the rows as sheetRows built them.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testEvent } from '../testing/testEvents.tsx';
import { sheetHeader, sheetRows } from './attendanceSheet.ts';
import { attendanceWorkbook } from './sheetWorkbook.ts';
import { attendee } from './testAttendees.ts';

describe('the §9 attendance sheet workbook', () => {
  it('reads back with the §9 header and one row per record, custom values under their headers', async () => {
    const event = testEvent({
      customAttendanceFields: [
        { type: 'TEXT', title: 'Shirt size', preFill: '', displayToMember: true, allowMemberToModify: true },
      ],
    });
    const attendees = [
      attendee(546319, 'COMMITTEDATTENDED', {
        customAttendanceFieldValues: [{ type: 'TEXT', title: 'Shirt size', value: 'L' }],
      }),
      attendee(546320, 'NOSHOW'),
    ];
    const header = sheetHeader(event);
    const rows = sheetRows(event, attendees, [
      { member: { type: 'CAPNHQMember', id: 546319 }, name: 'x', emails: ['a@x.org', 'a@x.org'], phones: [] },
    ]);
    const bytes = await attendanceWorkbook(header, rows);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Attendance')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(3);
    expect(values(1)).toEqual(header);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = values(2);
    expect(first[header.indexOf('CAPID')]).toBe(546319);
    expect(first[header.indexOf('Email(s)')]).toBe('a@x.org');
    expect(first[header.indexOf('Shirt size')]).toBe('L');
    expect(values(3)[header.indexOf('Status')]).toBe('No show');
  });
});
