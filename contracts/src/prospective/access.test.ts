import { describe, expect, it } from 'vitest';
import { presetFor } from '../permissions/presets.ts';
import { mayCreateProspectiveMember, mayManageProspectiveMembers } from './access.ts';

const member = (preset: 'Member' | 'Manager' | 'Admin', id = 542000) => ({
  type: 'CAPNHQMember' as const,
  id,
  permissions: presetFor(preset, 'CAPSQUADRON'),
});
const prospective = {
  type: 'CAPProspectiveMember' as const,
  id: 'md001-1',
  permissions: presetFor('Member', 'CAPSQUADRON'),
};

describe("platform §6 'Creating prospective accounts requires a signed-in member'", () => {
  it.each([
    ['nobody signed in', null, false],
    ['a plain member (Member preset)', member('Member'), true],
    ['a manager', member('Manager'), true],
    ['an admin', member('Admin'), true],
    ['a prospective member', prospective, true],
  ] as const)('%s: %s', (_name, viewer, expected) => {
    expect(mayCreateProspectiveMember(viewer)).toBe(expected);
  });
});

describe("platform §6 'prospective member management needs ProspectiveMemberManagement FULL'", () => {
  it.each([
    ['nobody signed in', null, [], false],
    ['a plain member', member('Member'), [], false],
    ['a manager (no ProspectiveMemberManagement)', member('Manager'), [], false],
    ['a squadron admin (FULL)', member('Admin'), [], true],
    ['a super user with the Member preset', member('Member', 100001), [100001], true],
  ] as const)('%s: %s', (_name, viewer, superUsers, expected) => {
    expect(mayManageProspectiveMembers(viewer, superUsers)).toBe(expected);
  });
});
