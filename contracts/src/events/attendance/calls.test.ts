import { describe, expect, it } from 'vitest';
import { parseBody } from '../../validation/parseBody.ts';
import {
  attendanceAddRequest,
  attendanceBulkRequest,
  attendanceDeleteRequest,
  attendanceModifyRequest,
  attendancePath,
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
});
