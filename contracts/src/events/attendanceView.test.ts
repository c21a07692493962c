// Table test of events §6 "Attendance view: view-other permission sees any member and group;
// flight leaders (Cadet Flight Commander, Cadet Flight Sergeant) see their flight; others see only
// their own."
import { describe, expect, it } from 'vitest';
import type { DutyPosition } from '../entities/member.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import {
  attendanceViewScope,
  groupAttendanceResponse,
  mayViewMemberAttendance,
  memberAttendanceResponse,
  type AttendanceViewer,
} from './attendanceView.ts';

const NOW = 1_700_000_000_000;
const duty = (name: string, expires: number | null = null): DutyPosition => ({
  duty: name,
  date: 0,
  expires,
  type: 'CAPUnit',
  orgid: 916,
  assistant: false,
});
const viewer = (v: Partial<AttendanceViewer> = {}): AttendanceViewer =>
  ({
    type: 'CAPNHQMember',
    id: 100001,
    permissions: {},
    dutyPositions: [],
    ...v,
  }) as AttendanceViewer;
const SELF: MemberReference = { type: 'CAPNHQMember', id: 100001 };
const OTHER: MemberReference = { type: 'CAPNHQMember', id: 100002 };
const SUPER = 100001;

describe('"view-other permission sees any member and group; flight leaders ... see their flight; others see only their own"', () => {
  it.each([
    ['anonymous: none', null, [], 'None'],
    [
      'AttendanceView OTHER: any member and group',
      viewer({ permissions: { AttendanceView: 'OTHER' } }),
      [],
      'Account',
    ],
    ['AttendanceView PERSONAL: own', viewer({ permissions: { AttendanceView: 'PERSONAL' } }), [], 'Own'],
    ['a super user: account', viewer(), [SUPER], 'Account'],
    [
      'Cadet Flight Commander: flight',
      viewer({ dutyPositions: [duty('Cadet Flight Commander')] }),
      [],
      'Flight',
    ],
    [
      'Cadet Flight Sergeant: flight',
      viewer({ dutyPositions: [duty('Cadet Flight Sergeant')] }),
      [],
      'Flight',
    ],
    [
      'an expired temporary Cadet Flight Sergeant: own',
      viewer({ dutyPositions: [duty('Cadet Flight Sergeant', NOW - 1)] }),
      [],
      'Own',
    ],
    [
      'a current temporary Cadet Flight Commander: flight',
      viewer({ dutyPositions: [duty('Cadet Flight Commander', NOW + 1)] }),
      [],
      'Flight',
    ],
    [
      'Cadet Element Leader (not named in §6): own',
      viewer({ dutyPositions: [duty('Cadet Element Leader')] }),
      [],
      'Own',
    ],
    [
      'a flight leader with OTHER: account',
      viewer({ permissions: { AttendanceView: 'OTHER' }, dutyPositions: [duty('Cadet Flight Commander')] }),
      [],
      'Account',
    ],
    ['a plain member: own', viewer(), [], 'Own'],
  ] as const)('%s', (_name, who, supers, expected) => {
    expect(attendanceViewScope(who, supers, NOW)).toBe(expected);
  });

  const flightLeader = viewer({ dutyPositions: [duty('Cadet Flight Commander')] });
  it.each([
    ['anyone: their own', viewer(), SELF, false, true],
    ['a plain member: not another', viewer(), OTHER, true, false],
    ['OTHER: another member', viewer({ permissions: { AttendanceView: 'OTHER' } }), OTHER, false, true],
    ['a flight leader: a member of their flight', flightLeader, OTHER, true, true],
    ['a flight leader: not a member outside their flight', flightLeader, OTHER, false, false],
    [
      'a prospective member: their own',
      viewer({ type: 'CAPProspectiveMember', id: 'md001-1' } as never),
      { type: 'CAPProspectiveMember', id: 'md001-1' },
      false,
      true,
    ],
  ] as const)('mayViewMemberAttendance, %s', (_name, who, target, inViewersFlight, expected) => {
    expect(mayViewMemberAttendance(who, target, { superUserIds: [], now: NOW, inViewersFlight })).toBe(
      expected,
    );
  });

  it('anonymous may not view even a flight member', () => {
    expect(mayViewMemberAttendance(null, SELF, { superUserIds: [], now: NOW, inViewersFlight: true })).toBe(
      false,
    );
  });
});

describe('answers', () => {
  const record = {
    timestamp: 1,
    memberID: SELF,
    memberName: 'A B',
    status: 'COMMITTEDATTENDED',
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: false,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 3,
  };
  const event = {
    id: 3,
    name: 'Drill',
    status: 'CONFIRMED',
    meetDateTime: 1,
    startDateTime: 2,
    endDateTime: 3,
    pickupDateTime: 4,
  };
  it('accepts an item and refuses one without its event', () => {
    expect(memberAttendanceResponse.safeParse([{ event, record }]).success).toBe(true);
    expect(memberAttendanceResponse.safeParse([{ record }]).success).toBe(false);
    expect(
      groupAttendanceResponse.safeParse([
        { member: SELF, memberName: 'A B', attendance: [{ event, record }] },
      ]).success,
    ).toBe(true);
  });
});
