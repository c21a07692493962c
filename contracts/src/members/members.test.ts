import { describe, expect, it } from 'vitest';
import { emptyContact, type Member } from '../entities/member.ts';
import { presetFor } from '../permissions/presets.ts';
import { fixtureMember } from '../testing/memberFixture.ts';
import { parseBody } from '../validation/parseBody.ts';
import { canSearchMembers, canSeeMemberContact, holdsStaffPermission, memberForViewer } from './access.ts';
import { absentRequest, memberSearchParams, memberSearchPath } from './calls.ts';
import { parseMemberIdParam } from './memberIdParam.ts';
import { memberIdFilter, memberNameFilter } from './pickerFilter.ts';

function member(fields: Partial<Member> = {}): Member {
  return fixtureMember(510004, 'Casey', 'Cadet', {
    nameMiddle: 'Q',
    memberRank: 'C/A1C',
    flight: 'Alpha',
    gender: 'FEMALE',
    dateOfBirth: 1_200_000_000_000,
    seniorMember: false,
    contact: { ...emptyContact(), EMAIL: { PRIMARY: 'casey@example.com' } },
    ...fields,
  });
}

const duty = {
  duty: 'Aerospace Education Officer',
  date: 0,
  expires: null,
  type: 'NHQ',
  orgid: 9001,
  assistant: false,
} as const;

describe('Find Member rule (§2 widget 9: "senior members with a duty position, the privileged user, or MemberSearch YES")', () => {
  const plain = presetFor('Member', 'CAPSQUADRON');
  it.each<[string, Member | null, boolean, boolean]>([
    ['nobody signed in', null, false, false],
    ['a cadet with the member preset', member(), false, false],
    ['a cadet with a duty position (not senior)', member({ dutyPositions: [duty] }), false, false],
    ['a senior member without a duty position', member({ seniorMember: true }), false, false],
    [
      'a senior member with a duty position',
      member({ seniorMember: true, dutyPositions: [duty] }),
      false,
      true,
    ],
    ['the privileged user', member(), true, true],
    [
      'a cadet with MemberSearch YES',
      member({ permissions: { ...plain, MemberSearch: 'YES' } }),
      false,
      true,
    ],
    [
      'a cadet with the cadet staff preset (MemberSearch YES)',
      member({ permissions: presetFor('CadetStaff', 'CAPSQUADRON') }),
      false,
      true,
    ],
    ['a cadet with MemberSearch NO', member({ permissions: { ...plain, MemberSearch: 'NO' } }), false, false],
  ])('%s: may search = %s', (_name, viewer, superUser, expected) => {
    expect(canSearchMembers(viewer, superUser)).toBe(expected);
  });
});

describe('contact data of other members (minors) only for member searchers or staff permission holders', () => {
  it('a plain cadet sees no contact, date of birth or absentee information of another member', () => {
    const other = member({ id: 510030, absenteeInformation: { absentUntil: 5, comments: 'away' } });
    const seen = memberForViewer(other, member(), false);
    expect(seen.contact).toEqual(emptyContact());
    expect(seen.dateOfBirth).toBeNull();
    expect(seen.absenteeInformation).toBeNull();
    expect(seen.nameLast).toBe('Cadet');
  });

  it('a member always sees their own record in full', () => {
    const me = member();
    expect(memberForViewer(me, me, false).contact.EMAIL.PRIMARY).toBe('casey@example.com');
  });

  it.each<[string, Member, boolean]>([
    ['a plain cadet', member(), false],
    [
      'a member with one staff permission (FileManagement FULL)',
      member({ permissions: { ...presetFor('Member', 'CAPSQUADRON'), FileManagement: 'FULL' } }),
      true,
    ],
    ['a member who may search members', member({ seniorMember: true, dutyPositions: [duty] }), true],
  ])('%s: sees contact = %s', (_name, viewer, expected) => {
    expect(canSeeMemberContact(viewer, false)).toBe(expected);
    expect(memberForViewer(member({ id: 1 }), viewer, false).contact.EMAIL.PRIMARY !== undefined).toBe(
      expected,
    );
  });

  it('holdsStaffPermission is false for every lowest value and true for any raised one', () => {
    expect(holdsStaffPermission({ permissions: presetFor('Member', 'CAPWING') })).toBe(false);
    expect(holdsStaffPermission({ permissions: { AttendanceView: 'OTHER' } })).toBe(true);
  });
});

describe('GET /member/byid/{id} parameter (§3 member reference parsing)', () => {
  it.each([
    ['510004', { ok: true, value: { type: 'CAPNHQMember', id: 510004 } }],
    ['CAPNHQMember-510004', { ok: true, value: { type: 'CAPNHQMember', id: 510004 } }],
    ['CAPProspectiveMember-md001-2', { ok: true, value: { type: 'CAPProspectiveMember', id: 'md001-2' } }],
    ['CAPNHQMember-abc', { ok: false, error: 'Invalid member ID' }],
    ['99999999999999999999', { ok: false, error: 'Invalid member ID' }],
    ['Somebody-1', { ok: false, error: 'Invalid member type' }],
  ])('%s', (input, expected) => {
    expect(parseMemberIdParam(input)).toEqual(expected);
  });
});

describe('member search path and parameters (§7: "\'%\' for empty")', () => {
  it('builds the path with % (URL-encoded) for empty fields', () => {
    expect(
      memberSearchPath({
        unitName: '',
        lastName: 'Cad et',
        firstName: ' ',
        dutyName: '',
        includeAssistants: true,
      }),
    ).toBe('/member/search/%25/Cad%20et/%25/%25/true');
  });

  it('reads % as an empty field and includeAssts as a boolean', () => {
    const parsed = parseBody(memberSearchParams, { unitName: '%', lastName: 'cad', includeAssts: 'false' });
    expect(parsed).toEqual({
      ok: true,
      value: { unitName: '', lastName: 'cad', firstName: '', dutyName: '', includeAssistants: false },
    });
  });

  it('refuses an includeAssts that is not true or false', () => {
    const parsed = parseBody(memberSearchParams, { includeAssts: 'maybe' });
    expect(parsed.ok).toBe(false);
  });
});

describe('POST /member/absent body (§3 absenteeInformation)', () => {
  it('accepts absentUntil (ms) and comments', () => {
    expect(parseBody(absentRequest, { absentUntil: 1_800_000_000_000, comments: 'Summer camp' }).ok).toBe(
      true,
    );
  });
  it.each([
    [{ comments: 'x' }, 'absentUntil is required'],
    [{ absentUntil: 'soon', comments: 'x' }, 'absentUntil must be a number'],
    [{ absentUntil: 1, comments: 3 }, 'comments must be a string'],
  ])('%j is refused: %s', (body, message) => {
    const parsed = parseBody(absentRequest, body);
    expect(parsed.ok ? null : parsed.error.message).toBe(message);
  });
});

describe('§5 "Member-name filter in pickers: case-insensitive pattern; an invalid pattern matches nothing (name filter) or everything (id filter)"', () => {
  const casey = member();
  it('the name filter is case-insensitive', () => {
    expect(memberNameFilter('CASEY')(casey)).toBe(true);
    expect(memberNameFilter('^c/a1c casey')(casey)).toBe(true);
    expect(memberNameFilter('casey cadet')(casey)).toBe(true);
    expect(memberNameFilter('morgan')(casey)).toBe(false);
  });
  it('an invalid name pattern matches nothing', () => {
    expect(memberNameFilter('cas(')(casey)).toBe(false);
  });
  it('the id filter matches ids; an invalid id pattern matches everything', () => {
    expect(memberIdFilter('5100')(casey)).toBe(true);
    expect(memberIdFilter('^6')(casey)).toBe(false);
    expect(memberIdFilter('[')(casey)).toBe(true);
  });
  it('an empty pattern matches everyone', () => {
    expect(memberNameFilter('')(casey)).toBe(true);
  });
});
