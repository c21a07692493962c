import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../../entities/memberReference.ts';
import type { ManageEventLevel } from '../../permissions/permissionSet.ts';
import { attendanceVisibility, visibleAttendance, type AttendanceVisibility } from './privacy.ts';

const me: MemberReference = { type: 'CAPNHQMember', id: 520002 };
const other: MemberReference = { type: 'CAPNHQMember', id: 520003 };
const prospect: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-1' };

describe('§3 privateAttendance: whose records a reader of an event sees (attendanceVisibility)', () => {
  const cases: Array<
    [string, boolean, MemberReference | null, ManageEventLevel, boolean, AttendanceVisibility]
  > = [
    ['§2 anonymous visitors see no attendance (public event)', false, null, 'NONE', false, 'none'],
    ['§2 anonymous visitors see no attendance (private event)', true, null, 'FULL', true, 'none'],
    ['a member of a public event sees every record', false, me, 'NONE', false, 'all'],
    ['a member of a private event sees only their own record', true, me, 'NONE', false, 'own'],
    ['a prospective member of a private event sees only their own', true, prospect, 'NONE', false, 'own'],
    [
      '§6 ADDDRAFTEVENTS (non-NONE) sees every record of a private event',
      true,
      me,
      'ADDDRAFTEVENTS',
      false,
      'all',
    ],
    ['§6 FULL sees every record of a private event', true, me, 'FULL', false, 'all'],
    [
      '§6 attendance management (duty, team leader) sees every record of a private event',
      true,
      me,
      'NONE',
      true,
      'all',
    ],
  ];
  it.each(cases)('%s', (_name, privateAttendance, member, level, managesAttendance, expected) => {
    expect(attendanceVisibility({ privateAttendance }, { member, level, managesAttendance })).toBe(expected);
  });
});

describe('visibleAttendance keeps the order and filters by the rule', () => {
  const list = [{ m: other }, { m: me }, { m: prospect }, { m: { ...me } }];
  const reader = (level: ManageEventLevel, member: MemberReference | null = me) => ({
    member,
    level,
    managesAttendance: false,
  });
  it('private, plain member: their own record(s) only, compared by type and id', () => {
    expect(visibleAttendance(list, (x) => x.m, { privateAttendance: true }, reader('NONE'))).toEqual([
      { m: me },
      { m: me },
    ]);
  });
  it('private, a member with no record sees none', () => {
    expect(
      visibleAttendance(
        list,
        (x) => x.m,
        { privateAttendance: true },
        reader('NONE', { type: 'CAPNHQMember', id: 1 }),
      ),
    ).toEqual([]);
  });
  it('public or a manager: everything, in order', () => {
    expect(visibleAttendance(list, (x) => x.m, { privateAttendance: false }, reader('NONE'))).toEqual(list);
    expect(visibleAttendance(list, (x) => x.m, { privateAttendance: true }, reader('FULL'))).toEqual(list);
  });
  it('anonymous: nothing', () => {
    expect(visibleAttendance(list, (x) => x.m, { privateAttendance: false }, reader('NONE', null))).toEqual(
      [],
    );
  });
});
