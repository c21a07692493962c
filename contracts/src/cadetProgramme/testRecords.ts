// Test fixtures for the cadet programme rules: a fictional unit's cadet records (no real people).
// Front-end tests build their units from them too, through '@portal/contracts/testing/cadetRecords'.
import type { CadetAchievementProgress, CadetRequirementsRecord } from './entities.ts';
import { promotionPosition } from './rules/promotionState.ts';
import type { CadetAprvStatus } from './entities.ts';

export const utc = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d);

/** 2026-11-23 12:00 UTC, the "now" of the tables. */
export const NOW = Date.UTC(2026, 10, 23, 12);

export function progress(
  CadetAchvID: number,
  dates: Partial<CadetAchievementProgress> = {},
): CadetAchievementProgress {
  return {
    CadetAchvID,
    CadetOath: false,
    LeadLabDateP: null,
    AEDateP: null,
    DrillDate: null,
    MoralLDateP: null,
    StaffServiceDate: null,
    TechnicalWritingAssignmentDate: null,
    OralPresentationDate: null,
    OtherReq: false,
    ...dates,
  };
}

/** A record at highest achievement `x` with `status` (null: nothing on record). */
export function recordAt(
  highest: { CadetAchvID: number; status: CadetAprvStatus } | null,
  rest: Partial<CadetRequirementsRecord> = {},
): CadetRequirementsRecord {
  const { progressAchvID, ...ids } = promotionPosition(highest);
  return {
    CurrentCadetAchv: progress(progressAchvID),
    ...ids,
    LastAprvDate: null,
    EncampDate: null,
    HFZRecord: null,
    oflights: [],
    ...rest,
  };
}
