import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import { setTemporaryDutyPositionsRequest, temporaryDutyProblems } from './calls.ts';
import { TEMPORARY_DUTY_POSITIONS, isTemporaryDutyPosition } from './temporaryDutyPositions.ts';

describe('temporary duty positions (platform §2, §9 "temporary list about 70")', () => {
  it('the list has about 70 distinct titles', () => {
    expect(TEMPORARY_DUTY_POSITIONS.length).toBeGreaterThanOrEqual(65);
    expect(TEMPORARY_DUTY_POSITIONS.length).toBeLessThanOrEqual(75);
    expect(new Set(TEMPORARY_DUTY_POSITIONS).size).toBe(TEMPORARY_DUTY_POSITIONS.length);
  });

  it.each([
    ['Cadet Commander', true],
    ['Cadet Deputy Commander for Operations', true],
    ['Cadet Flight Commander', true],
    ['Cadet Flight Sergeant', true],
    ['Cadet Element Leader', true],
    ['Cadet First Sergeant', true],
    ['Cadet Public Affairs Officer', true],
    ['Aerospace Education Officer', true],
    ['Activities Officer', true],
    ['Administrative Officer', true],
    ['Deputy Commander for Cadets', true],
    ['Testing Officer', true],
    // account-wide rights come with Commander (event accounts, §6): NHQ only
    ['Commander', false],
    ['Chief Coffee Officer', false],
  ] as const)('%s in the list: %s', (duty, expected) => {
    expect(isTemporaryDutyPosition(duty)).toBe(expected);
  });

  it('a duty outside the list is refused with the §5 enum message', () => {
    const r = parseBody(setTemporaryDutyPositionsRequest, {
      dutyPositions: [{ duty: 'Chief Coffee Officer', expires: 1 }],
    });
    expect(r).toMatchObject({
      ok: false,
      error: { message: "dutyPositions[0].duty must be an element of the enum 'TemporaryDutyPosition'" },
    });
  });

  it('expiry must be in the future, and each title is given once', () => {
    const now = 1_000_000;
    expect(temporaryDutyProblems([{ duty: 'Testing Officer', expires: now + 1 }], now)).toEqual([]);
    expect(temporaryDutyProblems([{ duty: 'Testing Officer', expires: now }], now)).toEqual([
      'Testing Officer: The expiry date must be in the future',
    ]);
    expect(
      temporaryDutyProblems(
        [
          { duty: 'Testing Officer', expires: now + 1 },
          { duty: 'Testing Officer', expires: now + 2 },
        ],
        now,
      ),
    ).toEqual(['Testing Officer is given more than once']);
  });
});
