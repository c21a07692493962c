import { describe, expect, it } from 'vitest';
import { presetFor } from '../permissions/presets.ts';
import { canImportMembers, capwatchImportRefusal, MEMBER_CAPWATCH_MESSAGES } from './rules.ts';
import { importJobID, IMPORT_JOB_ID_PATTERN } from './job.ts';
import { emptyImportCounts, importResultText } from './calls.ts';

const member = (id: number, level: 'Member' | 'CadetStaff' | 'Manager' | 'Admin') => ({
  type: 'CAPNHQMember' as const,
  id,
  permissions: presetFor(level, 'CAPSQUADRON'),
});

describe('member import permission (platform §6: DownloadCAPWATCH YES or NO)', () => {
  it.each([
    ['Admin', true],
    ['Manager', false],
    ['CadetStaff', false],
    ['Member', false],
  ] as const)('a squadron %s may import: %s', (level, allowed) => {
    expect(canImportMembers(member(510001, level))).toBe(allowed);
  });

  it('nobody signed in may not import', () => {
    expect(canImportMembers(null)).toBe(false);
  });

  it('a super user passes every check (§6 "bypass every permission check")', () => {
    expect(canImportMembers(member(510004, 'Member'), [510004])).toBe(true);
  });

  it('DownloadCAPWATCH YES alone is enough', () => {
    const m = member(510004, 'Member');
    expect(canImportMembers({ ...m, permissions: { ...m.permissions, DownloadCAPWATCH: 'YES' } })).toBe(true);
  });
});

describe('platform §8 member CAPWATCH errors InvalidPermissions, NoNHQAction', () => {
  const prospective = (permissions: ReturnType<typeof presetFor>) => ({
    type: 'CAPProspectiveMember' as const,
    id: 'md001-1',
    permissions,
  });
  it.each([
    ['a squadron admin', member(510001, 'Admin'), null],
    ['a manager (DownloadCAPWATCH NO)', member(510002, 'Manager'), 'InvalidPermissions'],
    ['a member (DownloadCAPWATCH NO)', member(510004, 'Member'), 'InvalidPermissions'],
    [
      'a prospective member without DownloadCAPWATCH',
      prospective(presetFor('Member', 'CAPSQUADRON')),
      'InvalidPermissions',
    ],
    [
      'a prospective member holding DownloadCAPWATCH YES',
      prospective(presetFor('Admin', 'CAPSQUADRON')),
      'NoNHQAction',
    ],
  ] as const)('%s: %s', (_name, who, expected) => {
    expect(capwatchImportRefusal(who)).toBe(expected);
  });

  it("InvalidPermissions says §8's 'You do not have permission to do that'", () => {
    expect(MEMBER_CAPWATCH_MESSAGES.InvalidPermissions).toBe('You do not have permission to do that');
  });
});

describe('import job id', () => {
  it('is a business key without ":" (BullMQ 6 refuses it)', () => {
    const id = importJobID('md001', 'a'.repeat(64));
    expect(id).toBe(`capwatch-md001-${'a'.repeat(64)}`);
    expect(id).not.toContain(':');
    expect(IMPORT_JOB_ID_PATTERN.test(id)).toBe(true);
  });
});

describe('import result in words (platform §8 import errors None, BadData, BadInsert, BadClear, BadPerms)', () => {
  const counts = { ...emptyImportCounts(), members: 12, contacts: 30, dutyPositions: 8 };
  it.each([
    ['None', 'Import complete: 12 members, 30 contacts, 8 duty positions'],
    ['BadData', 'The file could not be read: Member.txt line 3: CAPID'],
    ['BadInsert', 'Import failed: Member.txt line 3: CAPID'],
    ['BadClear', 'Import failed: Member.txt line 3: CAPID'],
    ['BadPerms', 'Import refused: Member.txt line 3: CAPID'],
  ] as const)('%s', (result, text) => {
    expect(importResultText({ result, counts, message: 'Member.txt line 3: CAPID' })).toBe(text);
  });
  it('without a result it is still importing', () => {
    expect(importResultText({ counts })).toBe('Importing...');
  });
});
