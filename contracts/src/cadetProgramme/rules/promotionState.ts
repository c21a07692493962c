// Events spec §3 (MaxAprvStatus, ids of the record), §9 "Promotion eligibility: 56 days (48384e5 ms)
// after the last approval date on the home page. In the 60-1 PDF the approval date adds 57 days; in
// the spreadsheet reports it adds 56 days" and "Weeks in grade are computed from the join date".
// Pure (promotionState.test.ts).
import {
  achievementById,
  LAST_AWARD_ID,
  PENDING_ACHIEVEMENT_ID,
  PROGRAMME_COMPLETE_ID,
} from '../achievements.ts';
import type { CadetAprvStatus, CadetRequirementsRecord } from '../entities.ts';

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** §9: 56 days (48384e5 ms) on the home page and in the spreadsheet reports. */
export const PROMOTION_ELIGIBILITY_MS = 48384e5;
/** §9: the 60-1 PDF adds 57 days. */
export const SQR601_PDF_ELIGIBILITY_MS = 57 * DAY_MS;

export interface PromotionPosition {
  /** The achievement whose dates CurrentCadetAchv carries (the highest one on record, or 1). */
  progressAchvID: number;
  CurrentCadetGradeID: number;
  NextCadetAchvID: number;
  NextCadetGradeID: number;
  MaxAprvStatus: CadetAprvStatus;
}

/**
 * The record's ids from the highest achievement on record and its approval status:
 * - nothing on record: a new cadet (grade 0), working on achievement 1, incomplete;
 * - highest x incomplete: grade x-1, next x; pending: grade x-1, next x, next grade 23 (Pending);
 * - highest x approved: grade x, next x+1 (after Spaatz 22, "nothing further").
 */
export function promotionPosition(
  highest: { CadetAchvID: number; status: CadetAprvStatus } | null,
): PromotionPosition {
  if (!highest || highest.CadetAchvID < 1) {
    return {
      progressAchvID: 1,
      CurrentCadetGradeID: 0,
      NextCadetAchvID: 1,
      NextCadetGradeID: 1,
      MaxAprvStatus: 'INC',
    };
  }
  const x = Math.min(highest.CadetAchvID, LAST_AWARD_ID);
  if (highest.status === 'APR') {
    const next = Math.min(x + 1, PROGRAMME_COMPLETE_ID);
    return {
      progressAchvID: x,
      CurrentCadetGradeID: x,
      NextCadetAchvID: next,
      NextCadetGradeID: next,
      MaxAprvStatus: 'APR',
    };
  }
  return {
    progressAchvID: x,
    CurrentCadetGradeID: x - 1,
    NextCadetAchvID: x,
    NextCadetGradeID: highest.status === 'PND' ? PENDING_ACHIEVEMENT_ID : x,
    MaxAprvStatus: highest.status,
  };
}

/**
 * §3 "on the home page INC or PND, PND meaning pending approval": the state of the next
 * achievement. An approved highest achievement means the next one is still incomplete.
 */
export function homeApprovalState(record: Pick<CadetRequirementsRecord, 'MaxAprvStatus'>): 'INC' | 'PND' {
  return record.MaxAprvStatus === 'PND' ? 'PND' : 'INC';
}

/** Whether the record's CurrentCadetAchv dates belong to the next achievement (INC or PND). */
export function progressIsForNext(
  record: Pick<CadetRequirementsRecord, 'CurrentCadetAchv' | 'NextCadetAchvID'>,
): boolean {
  return record.CurrentCadetAchv.CadetAchvID === record.NextCadetAchvID;
}

/**
 * §9 promotion eligibility: the last approval date plus 56 days (home page, spreadsheets) or 57
 * days (60-1 PDF); null when nothing was ever approved (no waiting time applies).
 */
export function eligibilityDate(
  record: Pick<CadetRequirementsRecord, 'LastAprvDate'>,
  waitMs: number = PROMOTION_ELIGIBILITY_MS,
): number | null {
  const last = record.LastAprvDate;
  return last === null || last === undefined ? null : last + waitMs;
}

/** Whether the waiting time since the last approval has passed at `now`. */
export function isTimeEligible(record: Pick<CadetRequirementsRecord, 'LastAprvDate'>, now: number): boolean {
  const date = eligibilityDate(record);
  return date === null || now >= date;
}

/** §9 "Weeks in grade are computed from the join date": whole weeks since joining, never below 0. */
export function weeksInGrade(joined: number, now: number): number {
  return Math.max(0, Math.floor((now - joined) / WEEK_MS));
}

export type EligibleOrWeeks = { kind: 'eligible'; date: number } | { kind: 'weeks'; weeks: number } | null;

/**
 * The 60-1 "Eligible date or weeks in grade" cell: the eligibility date when an approval is on
 * record (57 days in the PDF, 56 in the spreadsheets), else the weeks since joining; null when
 * neither is known (a prospective member without a join date).
 */
export function eligibleOrWeeks(
  record: Pick<CadetRequirementsRecord, 'LastAprvDate'> | null,
  joined: number | null,
  now: number,
  report: 'pdf' | 'spreadsheet',
): EligibleOrWeeks {
  const date = record
    ? eligibilityDate(record, report === 'pdf' ? SQR601_PDF_ELIGIBILITY_MS : PROMOTION_ELIGIBILITY_MS)
    : null;
  if (date !== null) return { kind: 'eligible', date };
  return joined === null ? null : { kind: 'weeks', weeks: weeksInGrade(joined, now) };
}

/** The grade a cadet holds (the 60-1 "Current Grade" from the record when the member's is absent). */
export function currentGrade(record: Pick<CadetRequirementsRecord, 'CurrentCadetGradeID'>): string {
  return achievementById(record.CurrentCadetGradeID)?.Grade ?? '';
}

/** The 60-1 "Next Grade": the grade of NextCadetGradeID ('Pending' while an approval is pending). */
export function nextGrade(record: Pick<CadetRequirementsRecord, 'NextCadetGradeID'>): string {
  return achievementById(record.NextCadetGradeID)?.Grade ?? '';
}

/** The 60-1 achievement cell: the highest achievement's id and status letter, e.g. '5-P'. */
export function achievementCell(
  record: Pick<CadetRequirementsRecord, 'CurrentCadetAchv' | 'MaxAprvStatus'>,
): string {
  return `${record.CurrentCadetAchv.CadetAchvID}-${record.MaxAprvStatus.slice(0, 1)}`;
}
