import { describe, expect, it } from 'vitest';
import type { AttendanceStatus } from '../entities.ts';
import { ATTENDANCE_DESIGNED_MESSAGES, ATTENDANCE_STATUS_LABELS } from './messages.ts';
import { attendanceStatusesOffered, mayChooseAttendanceStatus } from './statuses.ts';

const ALL: AttendanceStatus[] = [
  'COMMITTEDATTENDED',
  'NOSHOW',
  'RESCINDEDCOMMITMENTTOATTEND',
  'NOTPLANNINGTOATTEND',
];

describe("§4 \"a new sign-up offers only 'I will attend' (default, committed) and 'I will NOT attend'\"", () => {
  it.each([
    ['a member', false],
    ['an attendance manager', true],
  ])('%s signing up', (_who, manages) => {
    expect(attendanceStatusesOffered(false, manages)).toEqual(['COMMITTEDATTENDED', 'NOTPLANNINGTOATTEND']);
    expect(ATTENDANCE_STATUS_LABELS.newSignUp).toEqual({
      COMMITTEDATTENDED: 'I will attend',
      NOTPLANNINGTOATTEND: 'I will NOT attend',
    });
  });
});

describe("an existing record: managers keep all four statuses; a member editing their own is never offered 'No show'", () => {
  it.each([
    ['an attendance manager', true, ALL],
    [
      'the member themself',
      false,
      ['COMMITTEDATTENDED', 'RESCINDEDCOMMITMENTTOATTEND', 'NOTPLANNINGTOATTEND'],
    ],
  ] as const)('%s', (_who, manages, offered) => {
    expect(attendanceStatusesOffered(true, manages)).toEqual(offered);
  });
});

describe('a member may set their own record only to attend, not attend or rescind', () => {
  it.each([
    ['member: attend', 'COMMITTEDATTENDED', 'NOTPLANNINGTOATTEND', false, true],
    ['member: not attend', 'NOTPLANNINGTOATTEND', 'COMMITTEDATTENDED', false, true],
    ['member: rescind', 'RESCINDEDCOMMITMENTTOATTEND', 'COMMITTEDATTENDED', false, true],
    ["member: to 'No show'", 'NOSHOW', 'COMMITTEDATTENDED', false, false],
    ["member: keeps a manager's 'No show' (only the comments change)", 'NOSHOW', 'NOSHOW', false, true],
    ['member: status not sent', undefined, 'NOSHOW', false, true],
    ["manager: to 'No show'", 'NOSHOW', 'COMMITTEDATTENDED', true, true],
    ["manager: from 'No show'", 'COMMITTEDATTENDED', 'NOSHOW', true, true],
  ] as const)('%s', (_name, sent, stored, manages, expected) => {
    expect(mayChooseAttendanceStatus(sent, stored, manages)).toBe(expected);
  });

  it('the refusal names the status in the words the form shows', () => {
    expect(ATTENDANCE_DESIGNED_MESSAGES.managerOnlyStatus).toContain(
      `'${ATTENDANCE_STATUS_LABELS.existing.NOSHOW}'`,
    );
  });
});
