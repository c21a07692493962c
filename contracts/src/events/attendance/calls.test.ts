import { describe, expect, it } from 'vitest';
import { parseBody } from '../../validation/parseBody.ts';
import {
  attendanceAddRequest,
  attendanceBulkRequest,
  attendanceDeleteRequest,
  attendanceModifyRequest,
  attendancePath,
  checkAttendanceMemberNumber,
} from './calls.ts';
import { ATTENDANCE_MESSAGES } from './messages.ts';

const member = { type: 'CAPNHQMember', id: 520002 } as const;

describe('§7 attendance calls', () => {
  it('"Attendance add: record with memberID (id, type) plus comments, customAttendanceFieldValues, planToUseCAPTransportation, status" (defaults: committed, no comment, no transport)', () => {
    expect(attendanceAddRequest.parse({ memberID: member })).toEqual({
      memberID: member,
      comments: '',
      status: 'COMMITTEDATTENDED',
      planToUseCAPTransportation: false,
      customAttendanceFieldValues: [],
    });
  });

  it('server-filled fields are stripped from an add', () => {
    const parsed = attendanceAddRequest.parse({
      memberID: member,
      memberName: 'Forged',
      summaryEmailSent: true,
    });
    expect(parsed).not.toHaveProperty('memberName');
    expect(parsed).not.toHaveProperty('summaryEmailSent');
  });

  it('an add without memberID is refused', () => {
    expect(parseBody(attendanceAddRequest, {}).ok).toBe(false);
  });

  it('an unknown status is refused with the enum message', () => {
    const r = parseBody(attendanceAddRequest, { memberID: member, status: 'MAYBE' });
    expect(r).toMatchObject({ ok: false });
  });

  it('"Attendance bulk: members: list of attendance records"; the same member twice is refused', () => {
    expect(attendanceBulkRequest.safeParse({ members: [{ memberID: member }] }).success).toBe(true);
    const twice = parseBody(attendanceBulkRequest, { members: [{ memberID: member }, { memberID: member }] });
    expect(twice).toMatchObject({ ok: false, error: { message: 'A member is listed more than once' } });
    expect(parseBody(attendanceBulkRequest, { members: [] })).toMatchObject({
      ok: false,
      error: { message: 'Select at least one member' },
    });
  });

  it('"Attendance modify: a record plus memberID" (the changed fields)', () => {
    expect(attendanceModifyRequest.parse({ memberID: member, status: 'NOSHOW' })).toEqual({
      memberID: member,
      status: 'NOSHOW',
    });
    expect(attendanceModifyRequest.safeParse({ status: 'NOSHOW' }).success).toBe(false);
  });

  it('"Attendance delete: member"', () => {
    expect(attendanceDeleteRequest.parse({ member, token: 't' })).toEqual({ member, token: 't' });
    expect(attendanceDeleteRequest.safeParse({}).success).toBe(false);
  });

  it('paths sit under /api', () => {
    expect(attendancePath(12)).toBe('/api/events/12/attendance');
  });

  it('§8/§9 words', () => {
    expect(ATTENDANCE_MESSAGES.scannerSuccess('C/Amn Pat Plain')).toBe(
      'Successfully added C/Amn Pat Plain to event.',
    );
    expect(ATTENDANCE_MESSAGES.multiAddComment('Fran Full', '11/23/2026')).toBe(
      'Multi add by Fran Full on 11/23/2026',
    );
    expect(ATTENDANCE_MESSAGES.invalidCAPID).toBe('Invalid CAP ID');
  });

  it.each([
    ['100000', { ok: true, id: 100000 }],
    ['999999', { ok: true, id: 999999 }],
    [' 520002 ', { ok: true, id: 520002 }],
    ['99999', { ok: false, message: 'Invalid CAP ID' }],
    ['1000000', { ok: false, message: 'Invalid CAP ID' }],
    ['52000a', { ok: false, message: 'Invalid CAP ID' }],
    ['', { ok: false, message: 'Invalid CAP ID' }],
  ] as const)(
    '§5 manual add by member number: "a number from 100000 to 999999, else \'Invalid CAP ID\'": %j',
    (typed, expected) => {
      expect(checkAttendanceMemberNumber(typed)).toEqual(expected);
    },
  );

  it("§9 member numbers out of range are refused by the add and bulk schemas with 'Invalid CAP ID'", () => {
    const low = parseBody(attendanceAddRequest, { memberID: { type: 'CAPNHQMember', id: 99999 } });
    expect(low).toMatchObject({ ok: false, error: { message: 'Invalid CAP ID' } });
    const bulk = parseBody(attendanceBulkRequest, {
      members: [{ memberID: { type: 'CAPNHQMember', id: 1000000 } }],
    });
    expect(bulk).toMatchObject({ ok: false, error: { message: 'Invalid CAP ID' } });
    const prospect = attendanceAddRequest.safeParse({
      memberID: { type: 'CAPProspectiveMember', id: 'md001-1' },
    });
    expect(prospect.success).toBe(true);
  });
});
