import type { FilePermission } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addTeam, addUser, formFromPermissions, levelFromBits, permissionsFromForm } from './sharingForm.ts';

const ref = { type: 'CAPNHQMember' as const, id: 510004 };

describe('platform §2 sharing levels none / view (READ) / view-and-modify (MODIFY)', () => {
  it.each([
    [0, 'none'],
    [1, 'view'],
    [2, 'none'],
    [5, 'viewAndModify'],
    [4, 'viewAndModify'],
    [255, 'viewAndModify'],
  ])('bits %d -> %s', (bits, level) => {
    expect(levelFromBits(bits)).toBe(level);
  });

  it('round-trips every entry type and drops rows set to none', () => {
    const stored: FilePermission[] = [
      { type: 'ACCOUNTMEMBER', permission: 1 },
      { type: 'SIGNEDIN', permission: 5 },
      { type: 'OTHER', permission: 1 },
      { type: 'USER', reference: ref, permission: 5 },
      { type: 'TEAM', teamID: 1, permission: 1 },
    ];
    const form = formFromPermissions(stored);
    expect(form).toMatchObject({ account: 'view', signedIn: 'viewAndModify', everyone: 'view' });
    expect(permissionsFromForm(form)).toEqual(stored);
    expect(permissionsFromForm({ ...form, everyone: 'none', teams: [{ teamID: 1, level: 'none' }] })).toEqual(
      stored.filter((p) => p.type !== 'OTHER' && p.type !== 'TEAM'),
    );
  });

  it('adding a member or team already listed keeps one row; new rows start at view', () => {
    let form = formFromPermissions([]);
    form = addUser(addUser(form, ref), { ...ref });
    form = addTeam(addTeam(form, 2), 2);
    expect(form.users).toEqual([{ reference: ref, level: 'view' }]);
    expect(form.teams).toEqual([{ teamID: 2, level: 'view' }]);
  });
});
