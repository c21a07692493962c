import { describe, expect, it } from 'vitest';
import { CONTACT_COMMAND_DUTIES, FLIGHT_RESTRICTED_DUTIES } from '../contactLists/access.ts';
import { CADET_COMMAND_DUTIES, FLIGHT_AND_COMMAND_DUTIES } from '../dashboard/widgets.ts';
import { EVENT_ACCOUNT_CREATOR_DUTIES } from '../eventAccounts/rules.ts';
import { ATTENDANCE_MANAGER_DUTIES } from '../events/attendance/rules.ts';
import { ATTENDANCE_VIEW_FLIGHT_DUTIES } from '../events/attendanceView.ts';
import { EVENT_DRAFT_DUTIES, EVENT_FULL_DUTIES } from '../events/rules/effectivePermission.ts';
import { DUTY_POSITIONS, isDutyPositionTitle } from './dutyPositions.ts';
import { TEMPORARY_DUTY_POSITIONS } from './temporaryDutyPositions.ts';

describe('duty positions (platform §9 "about 120 cadet and senior titles; temporary list about 70")', () => {
  it('the full list has about 120 distinct titles', () => {
    expect(DUTY_POSITIONS.length).toBeGreaterThanOrEqual(115);
    expect(DUTY_POSITIONS.length).toBeLessThanOrEqual(125);
    expect(new Set(DUTY_POSITIONS).size).toBe(DUTY_POSITIONS.length);
  });

  it('holds every temporary title, unchanged and in the same order', () => {
    const temporary = DUTY_POSITIONS.filter((d) =>
      (TEMPORARY_DUTY_POSITIONS as readonly string[]).includes(d),
    );
    expect(temporary).toEqual([...TEMPORARY_DUTY_POSITIONS]);
  });

  it('holds every title a permission rule names (§6: Commander, Cadet Flight Commander, ...)', () => {
    const named = [
      ...FLIGHT_RESTRICTED_DUTIES,
      ...CONTACT_COMMAND_DUTIES,
      ...CADET_COMMAND_DUTIES,
      ...FLIGHT_AND_COMMAND_DUTIES,
      ...EVENT_ACCOUNT_CREATOR_DUTIES,
      ...ATTENDANCE_MANAGER_DUTIES,
      ...ATTENDANCE_VIEW_FLIGHT_DUTIES,
      ...EVENT_FULL_DUTIES,
      ...EVENT_DRAFT_DUTIES,
    ];
    expect(named.filter((duty) => !isDutyPositionTitle(duty))).toEqual([]);
  });

  it.each([
    ['Commander', true],
    ['Information Technologies Officer', true],
    ['Director of Cadet Programs', true],
    ['Cadet Flight Commander', true],
    ['Chief Coffee Officer', false],
  ] as const)('%s is a duty title: %s', (duty, expected) => {
    expect(isDutyPositionTitle(duty)).toBe(expected);
  });
});
