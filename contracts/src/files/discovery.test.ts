// Table tests of the finding rules (discovery.ts): "shared with me", a team's files, the shared
// marker, and the query schemas' limits. Each row names the rule it checks.
import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../entities/memberReference.ts';
import type { FileAccessSubject, FileViewer } from './access.ts';
import {
  FILE_FINDING_MESSAGES,
  filePageQuery,
  fileSearchQuery,
  isShared,
  isSharedWith,
  isSharedWithTeam,
  teamFilesParam,
} from './discovery.ts';
import type { FilePermission } from './file.ts';

const OWNER: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const PROSPECT: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-7' };

const viewer = (ref: MemberReference | null, teamIDs: number[] = []): FileViewer => ({
  member: ref ? { ...ref, permissions: {} } : null,
  superUser: false,
  teamIDs,
});
const file = (permissions: FilePermission[], owner: MemberReference = OWNER): FileAccessSubject => ({
  owner,
  permissions,
});

describe('isSharedWith: shared with the member directly or through a team they are on', () => {
  const rows: [string, FileAccessSubject, FileViewer, boolean][] = [
    [
      'a USER entry with view names the cadet',
      file([{ type: 'USER', reference: CADET, permission: 1 }]),
      viewer(CADET),
      true,
    ],
    [
      'a USER entry with view-and-modify names the cadet',
      file([{ type: 'USER', reference: CADET, permission: 5 }]),
      viewer(CADET),
      true,
    ],
    [
      'a USER entry for someone else does not',
      file([{ type: 'USER', reference: PROSPECT, permission: 1 }]),
      viewer(CADET),
      false,
    ],
    [
      'a USER entry with no bits (none) does not',
      file([{ type: 'USER', reference: CADET, permission: 0 }]),
      viewer(CADET),
      false,
    ],
    [
      'a USER entry with WRITE only grants no read',
      file([{ type: 'USER', reference: CADET, permission: 2 }]),
      viewer(CADET),
      false,
    ],
    [
      'a TEAM entry of a team the cadet is on',
      file([{ type: 'TEAM', teamID: 3, permission: 1 }]),
      viewer(CADET, [3]),
      true,
    ],
    [
      'a TEAM entry of another team does not',
      file([{ type: 'TEAM', teamID: 4, permission: 1 }]),
      viewer(CADET, [3]),
      false,
    ],
    [
      'open to account members only is not "shared with me"',
      file([{ type: 'ACCOUNTMEMBER', permission: 1 }]),
      viewer(CADET),
      false,
    ],
    ['public only is not "shared with me"', file([{ type: 'OTHER', permission: 1 }]), viewer(CADET), false],
    [
      "the member's own file is not shared with them",
      file([{ type: 'USER', reference: CADET, permission: 1 }], CADET),
      viewer(CADET),
      false,
    ],
    [
      'anonymous visitors have nothing shared with them',
      file([{ type: 'OTHER', permission: 1 }]),
      viewer(null),
      false,
    ],
    [
      'a prospective member named by reference',
      file([{ type: 'USER', reference: PROSPECT, permission: 1 }]),
      viewer(PROSPECT),
      true,
    ],
  ];
  it.each(rows)('%s', (_name, subject, who, expected) => {
    expect(isSharedWith(subject, who)).toBe(expected);
  });
});

describe("isSharedWithTeam: the team page lists the team's files the viewer may read", () => {
  const teamFile = file([{ type: 'TEAM', teamID: 3, permission: 1 }]);
  const rows: [string, FileAccessSubject, number, FileViewer, boolean][] = [
    ['a member of the team sees it', teamFile, 3, viewer(CADET, [3]), true],
    ['the owner sees it', teamFile, 3, viewer(OWNER), true],
    ['someone off the team may not read it, so it is not listed', teamFile, 3, viewer(CADET, [4]), false],
    ['anonymous visitors do not see a members-only team file', teamFile, 3, viewer(null), false],
    ['another team page does not list it', teamFile, 4, viewer(OWNER), false],
    [
      'a public file shared with the team is listed to anyone',
      file([
        { type: 'TEAM', teamID: 3, permission: 1 },
        { type: 'OTHER', permission: 1 },
      ]),
      3,
      viewer(null),
      true,
    ],
  ];
  it.each(rows)('%s', (_name, subject, team, who, expected) => {
    expect(isSharedWithTeam(subject, team, who)).toBe(expected);
  });
});

describe('isShared: the drive shows a shared marker', () => {
  it.each([
    ['no entries: not shared', [], false],
    ['only "none" entries: not shared', [{ type: 'OTHER', permission: 0 }], false],
    ['a team with view: shared', [{ type: 'TEAM', teamID: 1, permission: 1 }], true],
  ] as [string, FilePermission[], boolean][])('%s', (_name, permissions, expected) => {
    expect(isShared({ permissions })).toBe(expected);
  });
});

describe('the finding queries are limited and paginated', () => {
  it('defaults to 50 from offset 0', () => {
    expect(filePageQuery.parse({})).toEqual({ limit: 50, offset: 0 });
  });
  it.each([['0'], ['101'], ['2.5'], ['abc']])('refuses limit %s', (limit) => {
    const result = filePageQuery.safeParse({ limit });
    expect(result.error?.issues[0]?.message).toBe(FILE_FINDING_MESSAGES.invalidLimit);
  });
  it('refuses a negative offset', () => {
    expect(filePageQuery.safeParse({ offset: '-1' }).error?.issues[0]?.message).toBe(
      FILE_FINDING_MESSAGES.invalidOffset,
    );
  });
  it('trims the search and needs one character', () => {
    expect(fileSearchQuery.parse({ q: '  photo ' }).q).toBe('photo');
    expect(fileSearchQuery.safeParse({ q: '   ' }).error?.issues[0]?.message).toBe(
      FILE_FINDING_MESSAGES.searchTermRequired,
    );
    expect(fileSearchQuery.safeParse({}).error?.issues[0]?.message).toBe(
      FILE_FINDING_MESSAGES.searchTermRequired,
    );
    expect(fileSearchQuery.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      FILE_FINDING_MESSAGES.searchTermTooLong,
    );
  });
  it('takes whole team ids from 0', () => {
    expect(teamFilesParam.parse('0')).toBe(0);
    expect(teamFilesParam.safeParse('x').success).toBe(false);
    for (const odd of ['0x1', '1e3', '-00', ' 1', '1.0', '-1', '2147483648'])
      expect(teamFilesParam.safeParse(odd).success, odd).toBe(false);
    expect(teamFilesParam.parse('2147483647')).toBe(2_147_483_647);
    expect(teamFilesParam.safeParse('-1').success).toBe(false);
  });
});
