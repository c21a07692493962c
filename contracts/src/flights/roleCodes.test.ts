import { describe, expect, it } from 'vitest';
import { flightRoleCode, flightRoleRank, FLIGHT_ROLE_CODES, type FlightRoleCode } from './roleCodes.ts';

const duty = (name: string, assistant = false) => ({ duty: name, assistant });

describe("platform §2 'Flight role codes: cc, do, 1st, fc, fs, el, ds, s, c'", () => {
  it.each<[string, boolean, ReturnType<typeof duty>[], FlightRoleCode]>([
    ['Cadet Commander', false, [duty('Cadet Commander')], 'cc'],
    ['Cadet Deputy Commander for Operations', false, [duty('Cadet Deputy Commander for Operations')], 'do'],
    ['Cadet Deputy Commander for Support', false, [duty('Cadet Deputy Commander for Support')], 'ds'],
    ['Cadet First Sergeant', false, [duty('Cadet First Sergeant')], '1st'],
    ['Cadet Flight Commander', false, [duty('Cadet Flight Commander')], 'fc'],
    ['Cadet Flight Sergeant', false, [duty('Cadet Flight Sergeant')], 'fs'],
    ['Cadet Element Leader', false, [duty('Cadet Element Leader')], 'el'],
    ['a cadet without a leadership duty', false, [duty('Cadet Public Affairs NCO')], 'c'],
    ['a cadet without duties', false, [], 'c'],
    ['a senior member', true, [], 's'],
    ['a senior member holding a cadet duty is still s', true, [duty('Cadet Flight Commander')], 's'],
    ['an assistant flight commander is not fc', false, [duty('Cadet Flight Commander', true)], 'c'],
    [
      'several duties: the highest wins (cc over fc)',
      false,
      [duty('Cadet Flight Commander'), duty('Cadet Commander')],
      'cc',
    ],
    [
      'several duties: fs over el',
      false,
      [duty('Cadet Element Leader'), duty('Cadet Flight Sergeant')],
      'fs',
    ],
    ['duty names compare without case or outer spaces', false, [duty(' cadet first sergeant ')], '1st'],
  ])('%s -> %s', (_name, seniorMember, dutyPositions, code) => {
    expect(flightRoleCode({ seniorMember, dutyPositions })).toBe(code);
  });

  it('every code of the spec exists, and leaders sort before cadets and seniors', () => {
    expect([...FLIGHT_ROLE_CODES].sort()).toEqual(['1st', 'c', 'cc', 'do', 'ds', 'el', 'fc', 'fs', 's']);
    expect(flightRoleRank('cc')).toBeLessThan(flightRoleRank('fc'));
    expect(flightRoleRank('el')).toBeLessThan(flightRoleRank('c'));
  });
});
