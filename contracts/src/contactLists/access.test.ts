import { describe, expect, it } from 'vitest';
import { FLIGHT_AND_COMMAND_DUTIES } from '../dashboard/widgets.ts';
import type { DutyPosition } from '../entities/member.ts';
import { presetFor } from '../permissions/presets.ts';
import {
  CONTACT_COMMAND_DUTIES,
  contactListAccess,
  FLIGHT_RESTRICTED_DUTIES,
  type ContactListViewer,
} from './access.ts';

const NOW = Date.UTC(2025, 5, 1);
const duty = (name: string, expires: number | null = null): DutyPosition => ({
  duty: name,
  date: NOW - 86_400_000,
  expires,
  type: expires === null ? 'NHQ' : 'CAPUnit',
  orgid: 9001,
  assistant: false,
});

function viewer(fields: Partial<ContactListViewer> & { duties?: DutyPosition[] } = {}): ContactListViewer {
  const { duties, ...rest } = fields;
  return {
    type: 'CAPNHQMember',
    id: 510004,
    seniorMember: false,
    flight: 'Alpha',
    permissions: presetFor('Member', 'CAPSQUADRON'),
    dutyPositions: duties ?? [],
    ...rest,
  } as ContactListViewer;
}

const memberPreset = presetFor('Member', 'CAPSQUADRON');
const staffPreset = presetFor('CadetStaff', 'CAPSQUADRON');

describe('platform §6 contact and email access (contactListAccess)', () => {
  it.each([
    ['the privileged user, even a plain cadet', viewer(), true, { scope: 'Account' }],
    [
      'a senior member without duty or permission (§2 Email selector: senior members)',
      viewer({ seniorMember: true, flight: null }),
      false,
      { scope: 'Account' },
    ],
    [
      'Admin preset senior member (admin)',
      viewer({
        seniorMember: true,
        permissions: presetFor('Admin', 'CAPSQUADRON'),
        duties: [duty('Commander')],
      }),
      false,
      { scope: 'Account' },
    ],
    [
      '"Command group with extra flight filter: Cadet Commander"',
      viewer({ duties: [duty('Cadet Commander')], flight: 'XRay' }),
      false,
      { scope: 'Account' },
    ],
    [
      '"… and deputies": Cadet Deputy Commander for Operations',
      viewer({ duties: [duty('Cadet Deputy Commander for Operations')] }),
      false,
      { scope: 'Account' },
    ],
    [
      '"… and deputies": Cadet Deputy Commander for Support',
      viewer({ duties: [duty('Cadet Deputy Commander for Support')] }),
      false,
      { scope: 'Account' },
    ],
    [
      '"… and deputies": Cadet Deputy Commander',
      viewer({ duties: [duty('Cadet Deputy Commander')] }),
      false,
      { scope: 'Account' },
    ],
    [
      'Cadet First Sergeant (access list, not flight-restricted)',
      viewer({ duties: [duty('Cadet First Sergeant')] }),
      false,
      { scope: 'Account' },
    ],
    [
      '"Cadet Flight Commander … see only their flight"',
      viewer({ duties: [duty('Cadet Flight Commander')], flight: 'Bravo' }),
      false,
      { scope: 'Flight', flight: 'Bravo' },
    ],
    [
      '"Cadet Flight Sergeant … see only their flight"',
      viewer({ duties: [duty('Cadet Flight Sergeant')] }),
      false,
      { scope: 'Flight', flight: 'Alpha' },
    ],
    [
      '"Cadet Element Leader see only their flight"',
      viewer({ duties: [duty('Cadet Element Leader')], flight: 'Charlie' }),
      false,
      { scope: 'Flight', flight: 'Charlie' },
    ],
    [
      'a flight commander with the Cadet Staff preset stays flight-restricted',
      viewer({ duties: [duty('Cadet Flight Commander')], permissions: staffPreset }),
      false,
      { scope: 'Flight', flight: 'Alpha' },
    ],
    [
      'a flight commander without a flight: flight scope, no flight',
      viewer({ duties: [duty('Cadet Flight Commander')], flight: null }),
      false,
      { scope: 'Flight', flight: null },
    ],
    [
      'a flight commander who is also Cadet Commander: the command group wins',
      viewer({ duties: [duty('Cadet Flight Commander'), duty('Cadet Commander')] }),
      false,
      { scope: 'Account' },
    ],
    [
      'a cadet with a staff permission and no duty (the contact data rule)',
      viewer({ permissions: staffPreset }),
      false,
      { scope: 'Account' },
    ],
    [
      'a cadet with only MemberSearch YES (the Find Member rule)',
      viewer({ permissions: { ...memberPreset, MemberSearch: 'YES' } }),
      false,
      { scope: 'Account' },
    ],
    ['a plain cadet: none', viewer(), false, { scope: 'None' }],
    [
      'a cadet with an unrelated duty: none',
      viewer({ duties: [duty('Cadet Public Affairs NCO')] }),
      false,
      { scope: 'None' },
    ],
    [
      'an expired temporary Cadet Flight Commander: none',
      viewer({ duties: [duty('Cadet Flight Commander', NOW - 1)] }),
      false,
      { scope: 'None' },
    ],
    [
      'a current temporary Cadet Flight Sergeant',
      viewer({ duties: [duty('Cadet Flight Sergeant', NOW + 1)] }),
      false,
      { scope: 'Flight', flight: 'Alpha' },
    ],
    [
      'a prospective senior member without permissions: none (not a national member)',
      viewer({ type: 'CAPProspectiveMember', id: 'md001-1', seniorMember: true }),
      false,
      { scope: 'None' },
    ],
  ])('%s', (_name, who, superUser, expected) => {
    expect(contactListAccess(who, superUser, NOW)).toEqual(expected);
  });

  it('nobody signed in: none', () => {
    expect(contactListAccess(null, false, NOW)).toEqual({ scope: 'None' });
  });

  it('§6 "Flight contact and email access" list: every listed duty gives a cadet some access', () => {
    for (const name of FLIGHT_AND_COMMAND_DUTIES) {
      expect(contactListAccess(viewer({ duties: [duty(name)] }), false, NOW).scope, name).not.toBe('None');
      expect([...FLIGHT_RESTRICTED_DUTIES, ...CONTACT_COMMAND_DUTIES]).toContain(name);
    }
  });
});
