import { describe, expect, it } from 'vitest';
import { AccountType } from '../entities/account.ts';
import { permissionsForAccountType, presetFor } from '../permissions/presets.ts';
import { permissionOptionsFor } from './permissionOptions.ts';

const names = (type: AccountType) => permissionOptionsFor(type).map((o) => o.name);
const SQUADRON_EXTRAS = [
  'AdministerPT',
  'PTSheet',
  'PromotionManagement',
  'ProspectiveMemberManagement',
  'FlightAssign',
  'MusterSheet',
] as const;

describe('permission management advanced options by account type (platform §2)', () => {
  it.each([
    // type, Administer PT, PT sheet, promotion, prospective, flight assign, muster sheet, create event account
    ['CAPSQUADRON', true, true, true, true, true, true, false],
    ['CAPEVENT', true, true, false, false, true, true, false],
    ['CAPGROUP', false, true, true, false, false, false, false],
    ['CAPWING', false, true, true, false, false, false, true],
    ['CAPREGION', false, true, true, false, false, false, true],
  ] as const)(
    '%s: Administer PT %s, PT sheet %s, promotion %s, prospective members %s, flight assign %s, muster sheet %s, Create Event Account %s',
    (type, administerPT, ptSheet, promotion, prospective, flightAssign, muster, createEventAccount) => {
      const list = names(type);
      expect(list.includes('AdministerPT')).toBe(administerPT);
      expect(list.includes('PTSheet')).toBe(ptSheet);
      expect(list.includes('PromotionManagement')).toBe(promotion);
      expect(list.includes('ProspectiveMemberManagement')).toBe(prospective);
      expect(list.includes('FlightAssign')).toBe(flightAssign);
      expect(list.includes('MusterSheet')).toBe(muster);
      expect(list.includes('CreateEventAccount')).toBe(createEventAccount);
    },
  );

  it('Squadron: all, including Administer PT, PT sheet, promotion management, prospective members, flight assign, muster sheet', () => {
    expect(names('CAPSQUADRON')).toEqual(expect.arrayContaining([...SQUADRON_EXTRAS]));
    // "all": every permission a squadron has is an option, and nothing else
    expect([...names('CAPSQUADRON')].sort()).toEqual([...permissionsForAccountType('CAPSQUADRON')].sort());
  });

  it('Wing and region add Create Event Account to the group list', () => {
    expect(names('CAPWING')).toEqual(names('CAPREGION'));
    expect(names('CAPWING').filter((n) => !names('CAPGROUP').includes(n))).toEqual(['CreateEventAccount']);
  });

  it.each(AccountType.options)(
    '%s: every option can hold each preset value (the level selector loads them)',
    (type) => {
      const options = permissionOptionsFor(type);
      for (const level of ['Member', 'CadetStaff', 'Manager', 'Admin'] as const) {
        const preset = presetFor(level, type);
        expect(Object.keys(preset).sort()).toEqual(options.map((o) => o.name).sort());
        for (const option of options) {
          expect(option.choices.map((c) => c.value)).toContain(preset[option.name]);
        }
      }
    },
  );

  const choices = (name: string) =>
    permissionOptionsFor('CAPSQUADRON')
      .find((o) => o.name === name)!
      .choices.map((c) => c.label);
  it.each([
    ['FlightAssign', ['No', 'Yes']],
    ['RegistryEdit', ['No', 'Yes']],
    ['FileManagement', ['Default', 'Full']],
    ['CreateNotifications', ['None', 'Global']],
    ['ManageEvent', ['No', 'Add draft events', 'Full']],
    ['AttendanceView', ['Personal', 'Others']],
    ['PromotionManagement', ['No', 'Yes']],
    ['ProspectiveMemberManagement', ['No', 'Yes']],
    ['ManageTeam', ['No', 'Yes']],
    ['PermissionManagement', ['No', 'Yes']],
    ['MemberSearch', ['No', 'Yes']],
  ] as const)('§2 words: %s shows %j', (name, labels) => {
    expect(choices(name)).toEqual(labels);
  });

  it('§2: Member Search default Yes; the others default to their lowest value', () => {
    const options = permissionOptionsFor('CAPSQUADRON');
    expect(options.find((o) => o.name === 'MemberSearch')!.defaultValue).toBe('YES');
    expect(options.find((o) => o.name === 'ManageEvent')!.defaultValue).toBe('NONE');
    expect(options.find((o) => o.name === 'AttendanceView')!.defaultValue).toBe('PERSONAL');
  });
});
