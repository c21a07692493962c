// Table tests of platform §6 Files and §5 Drive drop (access.ts). Each row is named after the rule
// it checks; every row's expectation differs from what a wrong rule would give.
import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import {
  canCreateFolderIn,
  canDeleteOrShareFile,
  canModifyFile,
  canReadFile,
  fileAccessBits,
  isValidDrop,
  readableItems,
  type FileAccessSubject,
  type FileViewer,
} from './access.ts';
import type { FilePermission } from './file.ts';

const OWNER: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const OTHER_MEMBER: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const PROSPECTIVE: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-7' };

const R = 1;
const W = 2;
const M = 4;
const FULL = 255;

function viewer(
  ref: MemberReference | null,
  fields: { permissions?: PermissionSet; teamIDs?: number[]; superUser?: boolean } = {},
): FileViewer {
  return {
    member: ref ? { ...ref, permissions: fields.permissions ?? {} } : null,
    superUser: fields.superUser ?? false,
    teamIDs: fields.teamIDs ?? [],
  };
}

const file = (permissions: FilePermission[], owner: MemberReference | null = OWNER): FileAccessSubject => ({
  owner,
  permissions,
});

const anonymous = viewer(null);
const plainMember = viewer(OTHER_MEMBER);

describe('fileAccessBits (§6 Files)', () => {
  const rows: [string, FileAccessSubject, FileViewer, number][] = [
    ['owner has full access', file([]), viewer(OWNER), FULL],
    [
      'owner has full access even with entries giving less',
      file([{ type: 'OTHER', permission: R }]),
      viewer(OWNER),
      FULL,
    ],
    ['privileged user bypasses every check', file([]), viewer(OTHER_MEMBER, { superUser: true }), FULL],
    [
      'FileManagement FULL manages the whole drive',
      file([]),
      viewer(OTHER_MEMBER, { permissions: { FileManagement: 'FULL' } }),
      FULL,
    ],
    [
      'FileManagement NONE gives nothing by itself',
      file([]),
      viewer(OTHER_MEMBER, { permissions: { FileManagement: 'NONE' } }),
      0,
    ],
    ['no entries: a plain member gets nothing', file([]), plainMember, 0],
    ['OTHER applies to anonymous visitors', file([{ type: 'OTHER', permission: R }]), anonymous, R],
    ['OTHER applies to signed-in members too', file([{ type: 'OTHER', permission: R }]), plainMember, R],
    [
      'SIGNEDIN does not apply to anonymous visitors',
      file([{ type: 'SIGNEDIN', permission: R }]),
      anonymous,
      0,
    ],
    [
      'SIGNEDIN applies to a signed-in member',
      file([{ type: 'SIGNEDIN', permission: R | M }]),
      plainMember,
      R | M,
    ],
    [
      'ACCOUNTMEMBER does not apply to anonymous visitors',
      file([{ type: 'ACCOUNTMEMBER', permission: R }]),
      anonymous,
      0,
    ],
    [
      'ACCOUNTMEMBER applies to a member of the account',
      file([{ type: 'ACCOUNTMEMBER', permission: R }]),
      plainMember,
      R,
    ],
    [
      'TEAM applies to a member of that team',
      file([{ type: 'TEAM', teamID: 3, permission: R }]),
      viewer(OTHER_MEMBER, { teamIDs: [1, 3] }),
      R,
    ],
    [
      'TEAM does not apply to a member of other teams',
      file([{ type: 'TEAM', teamID: 3, permission: R }]),
      viewer(OTHER_MEMBER, { teamIDs: [1, 2] }),
      0,
    ],
    [
      'TEAM does not apply to anonymous visitors even with team ids',
      file([{ type: 'TEAM', teamID: 3, permission: R }]),
      viewer(null, { teamIDs: [3] }),
      0,
    ],
    [
      'USER applies to that member',
      file([{ type: 'USER', reference: OTHER_MEMBER, permission: R | M }]),
      plainMember,
      R | M,
    ],
    [
      'USER does not apply to another member',
      file([{ type: 'USER', reference: PROSPECTIVE, permission: R }]),
      plainMember,
      0,
    ],
    [
      'USER matches type and id (a prospective member with the same number is someone else)',
      file([{ type: 'USER', reference: { type: 'CAPProspectiveMember', id: '510004' }, permission: R }]),
      plainMember,
      0,
    ],
    [
      'entries that apply are ORed together',
      file([
        { type: 'OTHER', permission: R },
        { type: 'TEAM', teamID: 1, permission: W },
        { type: 'USER', reference: OTHER_MEMBER, permission: M },
        { type: 'TEAM', teamID: 9, permission: FULL },
      ]),
      viewer(OTHER_MEMBER, { teamIDs: [1] }),
      R | W | M,
    ],
    ['a file without owner (special folder) is not owned by anybody', file([], null), plainMember, 0],
  ];
  it.each(rows)('%s', (_rule, subject, who, bits) => {
    expect(fileAccessBits(subject, who)).toBe(bits);
  });
});

describe('canReadFile / canModifyFile (§6 read = download / see items; modify = comments, upload)', () => {
  const rows: [string, FileAccessSubject, FileViewer, boolean, boolean][] = [
    ['owner reads and modifies', file([]), viewer(OWNER), true, true],
    [
      'view level (READ) reads but does not modify',
      file([{ type: 'ACCOUNTMEMBER', permission: R }]),
      plainMember,
      true,
      false,
    ],
    [
      'view-and-modify level (READ|MODIFY) does both',
      file([{ type: 'ACCOUNTMEMBER', permission: R | M }]),
      plainMember,
      true,
      true,
    ],
    ['WRITE alone is not MODIFY', file([{ type: 'SIGNEDIN', permission: W }]), plainMember, false, false],
    [
      'MODIFY without READ modifies but does not read',
      file([{ type: 'USER', reference: OTHER_MEMBER, permission: M }]),
      plainMember,
      false,
      true,
    ],
    [
      'public view lets anonymous visitors read only',
      file([{ type: 'OTHER', permission: R }]),
      anonymous,
      true,
      false,
    ],
    [
      'anonymous visitors get nothing from account-member entries',
      file([{ type: 'ACCOUNTMEMBER', permission: FULL }]),
      anonymous,
      false,
      false,
    ],
  ];
  it.each(rows)('%s', (_rule, subject, who, read, modify) => {
    expect(canReadFile(subject, who)).toBe(read);
    expect(canModifyFile(subject, who)).toBe(modify);
  });
});

describe('readableItems (a folder listing shows only the items §6 lets the viewer read)', () => {
  const TEAM_MEMBER = viewer(OTHER_MEMBER, { teamIDs: [7] });
  const named = (name: string, permissions: FilePermission[], owner: MemberReference | null = OWNER) => ({
    name,
    ...file(permissions, owner),
  });
  const folder = [
    named('private to the owner', []),
    named('public', [{ type: 'OTHER', permission: R }]),
    named('signed-in members', [{ type: 'SIGNEDIN', permission: R }]),
    named('account members', [{ type: 'ACCOUNTMEMBER', permission: R }]),
    named('team 7', [{ type: 'TEAM', teamID: 7, permission: R }]),
    named('shared with another member only', [{ type: 'USER', reference: PROSPECTIVE, permission: R }]),
    named('shared with the viewer', [{ type: 'USER', reference: OTHER_MEMBER, permission: R }]),
    named('modify without read', [{ type: 'ACCOUNTMEMBER', permission: M }]),
    named("the viewer's own", [], OTHER_MEMBER),
  ];
  const all = folder.map((item) => item.name);
  const rows: [string, FileViewer, string[]][] = [
    ['anonymous visitors see public items only', anonymous, ['public']],
    [
      'a plain member sees public, member-wide, their own and what is shared with them',
      plainMember,
      ['public', 'signed-in members', 'account members', 'shared with the viewer', "the viewer's own"],
    ],
    [
      "a team member also sees their team's items, never another member's",
      TEAM_MEMBER,
      [
        'public',
        'signed-in members',
        'account members',
        'team 7',
        'shared with the viewer',
        "the viewer's own",
      ],
    ],
    ['the owner sees every item they own', viewer(OWNER), all.filter((name) => name !== "the viewer's own")],
    [
      'FileManagement FULL sees every item',
      viewer(PROSPECTIVE, { permissions: { FileManagement: 'FULL' } }),
      all,
    ],
    ['the privileged user sees every item', viewer(PROSPECTIVE, { superUser: true }), all],
  ];
  it.each(rows)('%s', (_rule, who, expected) => {
    expect(readableItems(folder, who).map((item) => item.name)).toEqual(expected);
  });

  it('keeps exactly the items canReadFile allows, in their order', () => {
    for (const [, who] of rows) {
      expect(readableItems(folder, who)).toEqual(folder.filter((item) => canReadFile(item, who)));
    }
  });
});

describe('canDeleteOrShareFile (§6 delete and sharing need MODIFY on the file or its parent)', () => {
  const modifiable = file([{ type: 'USER', reference: OTHER_MEMBER, permission: R | M }]);
  const readOnly = file([{ type: 'USER', reference: OTHER_MEMBER, permission: R }]);
  const rows: [string, FileAccessSubject, FileAccessSubject | null, FileViewer, boolean][] = [
    ['MODIFY on the file is enough', modifiable, readOnly, plainMember, true],
    ['MODIFY on the parent is enough', readOnly, modifiable, plainMember, true],
    ['READ on both is not enough', readOnly, readOnly, plainMember, false],
    ['READ on the file and no known parent is not enough', readOnly, null, plainMember, false],
    ['the owner of the file may always', file([]), readOnly, viewer(OWNER), true],
    ['the owner of the parent folder may', readOnly, file([]), viewer(OWNER), true],
    [
      'FileManagement FULL may',
      file([], OTHER_MEMBER),
      null,
      viewer(OWNER, { permissions: { FileManagement: 'FULL' } }),
      true,
    ],
    [
      'anonymous visitors with public view may not',
      file([{ type: 'OTHER', permission: R }]),
      file([{ type: 'OTHER', permission: R }]),
      anonymous,
      false,
    ],
  ];
  it.each(rows)('%s', (_rule, subject, parent, who, allowed) => {
    expect(canDeleteOrShareFile(subject, parent, who)).toBe(allowed);
  });
});

describe('canCreateFolderIn (§6 FileManagement FULL or MODIFY, never in personal folders)', () => {
  const folder = (id: string, permissions: FilePermission[], owner: MemberReference | null = OWNER) => ({
    id,
    owner,
    permissions,
  });
  const manager = viewer(OTHER_MEMBER, { permissions: { FileManagement: 'FULL' } });
  const rows: [string, Parameters<typeof canCreateFolderIn>[0], FileViewer, boolean][] = [
    [
      'FileManagement FULL may create in root',
      folder('root', [{ type: 'ACCOUNTMEMBER', permission: R }], null),
      manager,
      true,
    ],
    [
      'a plain member may not create in root (READ only)',
      folder('root', [{ type: 'ACCOUNTMEMBER', permission: R }], null),
      plainMember,
      false,
    ],
    [
      'MODIFY on the parent is enough',
      folder('a'.repeat(32), [{ type: 'TEAM', teamID: 2, permission: R | M }]),
      viewer(OTHER_MEMBER, { teamIDs: [2] }),
      true,
    ],
    [
      'READ on the parent is not enough',
      folder('a'.repeat(32), [{ type: 'TEAM', teamID: 2, permission: R }]),
      viewer(OTHER_MEMBER, { teamIDs: [2] }),
      false,
    ],
    [
      "'not allowed in personal folders': not even the owner in their own personal folder",
      folder('CAPNHQMember-510004', [], OTHER_MEMBER),
      plainMember,
      false,
    ],
    [
      "'not allowed in personal folders': a folder below a personal folder (its folderPath)",
      {
        ...folder('c'.repeat(32), [], OTHER_MEMBER),
        folderPath: [
          { id: 'root' },
          { id: 'personalfolders' },
          { id: 'CAPNHQMember-510004' },
          { id: 'c'.repeat(32) },
        ],
      },
      viewer(OWNER, { superUser: true }),
      false,
    ],
    [
      'an ordinary folder whose folderPath does not pass through personal folders',
      { ...folder('c'.repeat(32), [], null), folderPath: [{ id: 'root' }, { id: 'c'.repeat(32) }] },
      manager,
      true,
    ],
    [
      'no folders in personalfolders, even with FileManagement FULL',
      folder('personalfolders', [], null),
      manager,
      false,
    ],
    [
      'no folders in personalfolders, even for the privileged user',
      folder('personalfolders', [], null),
      viewer(OWNER, { superUser: true }),
      false,
    ],
    [
      'the privileged user may create elsewhere',
      folder('events', [], null),
      viewer(OTHER_MEMBER, { superUser: true }),
      true,
    ],
    [
      'anonymous visitors may not create with public view',
      folder('b'.repeat(32), [{ type: 'OTHER', permission: R }]),
      anonymous,
      false,
    ],
  ];
  it.each(rows)('%s', (_rule, parent, who, allowed) => {
    expect(canCreateFolderIn(parent, who)).toBe(allowed);
  });
});

describe('isValidDrop (§5 drive drop)', () => {
  const item = 'c'.repeat(32);
  const target = 'd'.repeat(32);
  const rows: [string, string, string | null, string, boolean][] = [
    ['a 32-hex item dropped on another folder is valid', item, 'root', target, true],
    ['an item may be dropped into root from a folder', item, target, 'root', true],
    ['the dropped item must carry a 32-hex id (special folder)', 'events', 'root', target, false],
    [
      'the dropped item must carry a 32-hex id (personal folder)',
      'CAPNHQMember-510004',
      'personalfolders',
      target,
      false,
    ],
    [
      'the dropped item must carry a 32-hex id (upper case is not)',
      item.toUpperCase(),
      'root',
      target,
      false,
    ],
    ['the dropped item must carry a 32-hex id (31 characters)', item.slice(1), 'root', target, false],
    ['not onto its current parent', item, target, target, false],
    ['not onto the item itself', item, 'root', item, false],
    ['an item without known parent may be dropped on a folder', item, null, target, true],
  ];
  it.each(rows)('%s', (_rule, dropped, currentParent, onto, valid) => {
    expect(isValidDrop(dropped, currentParent, onto)).toBe(valid);
  });
});
