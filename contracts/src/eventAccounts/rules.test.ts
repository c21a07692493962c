import { describe, expect, it } from 'vitest';
import type { Account } from '../entities/account.ts';
import type { DutyPosition, Member } from '../entities/member.ts';
import type { NHQMemberReference } from '../entities/memberReference.ts';
import { presetFor } from '../permissions/presets.ts';
import { mayCreateEventAccount, eventAccountErrors } from './rules.ts';

type Subject = NHQMemberReference & Pick<Member, 'permissions' | 'dutyPositions'>;

const wing: Pick<Account, 'type' | 'orgIDs'> = { type: 'CAPWING', orgIDs: [9000] };
const region: Pick<Account, 'type' | 'orgIDs'> = { type: 'CAPREGION', orgIDs: [8000] };
const squadron: Pick<Account, 'type' | 'orgIDs'> = { type: 'CAPSQUADRON', orgIDs: [9001] };

function duty(name: string, orgid: number, type: DutyPosition['type'] = 'NHQ'): DutyPosition {
  return { duty: name, orgid, type, assistant: false, date: 0, expires: type === 'CAPUnit' ? 1 : null };
}

function member(id: number, duties: DutyPosition[], level: 'Member' | 'Admin' = 'Member'): Subject {
  return { type: 'CAPNHQMember', id, dutyPositions: duties, permissions: presetFor(level, 'CAPWING') };
}

describe("§6 'Event account creation' (mayCreateEventAccount)", () => {
  it.each<[string, Subject | null, Pick<Account, 'type' | 'orgIDs'>, boolean]>([
    ['wing Commander in the account org', member(1, [duty('Commander', 9000)]), wing, true],
    ['wing ITO in the account org', member(1, [duty('Information Technologies Officer', 9000)]), wing, true],
    ['wing Commander of another org (not counted)', member(1, [duty('Commander', 1234)]), wing, false],
    [
      'wing Commander as a unit-level (temporary) duty',
      member(1, [duty('Commander', 1234, 'CAPUnit')]),
      wing,
      true,
    ],
    ['wing member with CreateEventAccount YES', member(1, [], 'Admin'), wing, true],
    ['wing member without duty or permission', member(1, [duty('Safety Officer', 9000)]), wing, false],
    ['region Commander in the account org', member(1, [duty('Commander', 8000)]), region, true],
    ['squadron Commander (squadrons cannot)', member(1, [duty('Commander', 9001)]), squadron, false],
    ['squadron super user (super users always)', member(542488, []), squadron, true],
    ['nobody signed in', null, wing, false],
  ])('%s -> %s', (_label, subject, account, expected) => {
    expect(mayCreateEventAccount(subject, account, [542488])).toBe(expected);
  });
});

describe('§5 new event account validation', () => {
  it("'Account name cannot be empty'", () => {
    expect(eventAccountErrors({ accountID: 'md000event', accountName: '  ' }, 'md000').accountName).toBe(
      'Account name cannot be empty',
    );
  });

  it.each([
    ['md001event', 'Account ID must start with "md000"'],
    ['event', 'Account ID must start with "md000"'],
    ['md000', 'The new account ID must be longer than the current account ID'],
    ['md000-x', 'Account ID may contain only lowercase letters and digits, at most 63 characters'],
    ['md000ok2026', undefined],
  ])('\'Account ID must start with "{current id}"\': %s -> %s', (accountID, message) => {
    expect(eventAccountErrors({ accountID, accountName: 'Encampment' }, 'md000').accountID).toBe(message);
  });
});
