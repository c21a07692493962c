// Events spec §4 "Cadet report rule: an HFZ record counts only if passed or if the cadet's
// achievement id is below 4; a failed one shows with ' F'. HFZ credit expires about six months
// (157248e5 ms) after the test date", §5 "Age for fitness standards is capped at 18", §3
// "Prospective members have no fitness standard" and §9 "Fitness report groups". Pure
// (fitness.test.ts).
import type { Gender } from '../../entities/member.ts';
import type { MemberType } from '../../entities/memberReference.ts';
import type { CadetRequirementsRecord, HFZRecord } from '../entities.ts';
import { HFZ_MAX_AGE, hfzStandardFor, type HFZStandard } from '../hfzStandards.ts';

/** §4: HFZ credit lasts 157248e5 ms (182 days) from the test date. */
export const HFZ_CREDIT_MS = 157248e5;
/** §4/§9: achievement ids below 4 (Curry, Arnold, Feik being worked on) are phase 1. */
export const PHASE_ONE_BELOW_ACHV_ID = 4;

/** §9: phase 1 cadets are those whose achievement id is below 4. */
export function isPhaseOne(achvID: number): boolean {
  return achvID < PHASE_ONE_BELOW_ACHV_ID;
}

type FitnessRecord = Pick<CadetRequirementsRecord, 'CurrentCadetAchv' | 'HFZRecord'>;

/** §4: a record counts if passed, or in phase 1 where taking the test is what is asked. */
export function hfzRecordCounts(record: FitnessRecord): record is FitnessRecord & { HFZRecord: HFZRecord } {
  const hfz = record.HFZRecord;
  return !!hfz && (hfz.IsPassed || isPhaseOne(record.CurrentCadetAchv.CadetAchvID));
}

export interface HFZCredit {
  taken: number;
  expires: number;
  /** A failed test (counted under the phase-1 exception): shown with ' F'. */
  failed: boolean;
}

/** §4 the credit a record gives: null when there is none or it does not count. */
export function hfzCredit(record: FitnessRecord): HFZCredit | null {
  if (!hfzRecordCounts(record)) return null;
  const { DateTaken, IsPassed } = record.HFZRecord;
  return { taken: DateTaken, expires: DateTaken + HFZ_CREDIT_MS, failed: !IsPassed };
}

/** §4 report cell "HFZ credit expiry": the expiry date, with ' F' after a failed test; '' if none. */
export function hfzCreditLabel(credit: HFZCredit | null, formatDate: (ms: number) => string): string {
  return credit ? `${formatDate(credit.expires)}${credit.failed ? ' F' : ''}` : '';
}

/** Whether a counting credit is still valid at `now`. */
export function hasValidHFZCredit(record: FitnessRecord, now: number): boolean {
  const credit = hfzCredit(record);
  return credit !== null && now < credit.expires;
}

/** Whole years of age at `at` (calendar, UTC dates: CAPWATCH birth dates are days). */
export function ageOn(dateOfBirth: number, at: number): number {
  const b = new Date(dateOfBirth);
  const a = new Date(at);
  let age = a.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    a.getUTCMonth() < b.getUTCMonth() ||
    (a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** §5 "Age for fitness standards is capped at 18". */
export function fitnessAge(dateOfBirth: number, at: number): number {
  return Math.min(HFZ_MAX_AGE, ageOn(dateOfBirth, at));
}

export interface FitnessMember {
  type: MemberType;
  gender: Gender | null;
  dateOfBirth: number | null;
}

/**
 * The standard a member is held to at `at`: §3 prospective members have none; a national member
 * without a recorded gender or birth date has none either (nothing to look up).
 */
export function fitnessStandardForMember(member: FitnessMember, at: number): HFZStandard | null {
  if (member.type === 'CAPProspectiveMember') return null;
  if (member.gender === null || member.dateOfBirth === null) return null;
  return hfzStandardFor(fitnessAge(member.dateOfBirth, at), member.gender);
}

export type FitnessReportGroup = 'phaseOne' | 'expiring' | 'current';

/** The 60-20 group titles, in the report's order. */
export const FITNESS_REPORT_GROUP_TITLES: Record<FitnessReportGroup, string> = {
  phaseOne: 'Phase 1 cadets',
  expiring: 'Phase 2 to 4: HFZ credit expiring',
  current: 'Phase 2 to 4: HFZ credit not expiring',
};

/**
 * §9 "a computed month-end cutoff" (its computation is not shown): the end of the month after the
 * report's month, in UTC, so a monthly report lists everyone who must test before the next one.
 */
export function fitnessReportCutoff(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 1) - 1;
}

/**
 * §9 fitness report groups: phase 1 (achievement id below 4); phase 2 to 4 whose credit expires
 * before the cutoff (no counting credit at all counts as expiring); the rest.
 */
export function fitnessReportGroup(record: FitnessRecord, cutoff: number): FitnessReportGroup {
  if (isPhaseOne(record.CurrentCadetAchv.CadetAchvID)) return 'phaseOne';
  const credit = hfzCredit(record);
  return credit === null || credit.expires <= cutoff ? 'expiring' : 'current';
}
