// Events spec §3 "Cadet promotion entities": the cadet requirements record a cadet's promotion
// panel and the unit reports read. Field names are the spec's. Times are milliseconds since the
// epoch (contracts convention); a date not recorded is null. svc-events builds the record from the
// member import's CAPWATCH rows (CadetAchv, CadetAchvAprs, CadetHFZInformation, OFlight,
// CadetActivities) or a manager's entries; rules/promotionState.ts gives the ids.
import { z } from 'zod';
import { PENDING_ACHIEVEMENT_ID } from './achievements.ts';

const achievementId = z.number().int().min(0).max(PENDING_ACHIEVEMENT_ID);
const date = z.number().nullable();

/** §3 MaxAprvStatus: APR approved; INC incomplete; PND pending approval. */
export const CadetAprvStatus = z.enum(['INC', 'PND', 'APR']);
export type CadetAprvStatus = z.infer<typeof CadetAprvStatus>;

/** §3 CurrentCadetAchv: the achievement being worked on (or last approved) and its dates. */
export const CadetAchievementProgress = z.object({
  CadetAchvID: achievementId,
  CadetOath: z.boolean(),
  /** Leadership test passed. */
  LeadLabDateP: date,
  /** Aerospace test passed. */
  AEDateP: date,
  DrillDate: date,
  /** Character development forum. */
  MoralLDateP: date,
  StaffServiceDate: date,
  TechnicalWritingAssignmentDate: date,
  OralPresentationDate: date,
  /** Other requirement: the mentoring of phase III and IV. */
  OtherReq: z.boolean(),
});
export type CadetAchievementProgress = z.infer<typeof CadetAchievementProgress>;

/** A fitness score as recorded: a count, inches, 'm:ss', or a waiver mark; null when not taken. */
const score = z.string().nullable().optional();

/**
 * §3 HFZRecord: DateTaken and IsPassed. The five scores are ours (optional): the 60-20 report shows
 * "required value and score" for each event.
 */
export const HFZRecord = z.object({
  DateTaken: z.number(),
  IsPassed: z.boolean(),
  PacerRun: score,
  MileRun: score,
  CurlUp: score,
  PushUp: score,
  SitAndReach: score,
});
export type HFZRecord = z.infer<typeof HFZRecord>;

/** §3 oflights entry: Syllabus (1 to 10, §4) and FltDate. */
export const OrientationFlight = z.object({
  Syllabus: z.number().int().min(1).max(10),
  FltDate: z.number(),
});
export type OrientationFlight = z.infer<typeof OrientationFlight>;

/**
 * An orientation flight that was not flown (ours, for the 52-1 "cancelled and incomplete counts"):
 * a manager enters it (entries.ts); it never counts as flown.
 */
export const OrientationFlightNotFlown = OrientationFlight.extend({
  Outcome: z.enum(['CANCELLED', 'INCOMPLETE']),
});
export type OrientationFlightNotFlown = z.infer<typeof OrientationFlightNotFlown>;

/** §3 Cadet requirements record. */
export const CadetRequirementsRecord = z.object({
  CurrentCadetAchv: CadetAchievementProgress,
  NextCadetAchvID: achievementId,
  CurrentCadetGradeID: achievementId,
  NextCadetGradeID: achievementId,
  MaxAprvStatus: CadetAprvStatus,
  LastAprvDate: date.optional(),
  EncampDate: date,
  /** Region Cadet Leadership School (needed for Eaker); ours, the spec's record shows no field. */
  RCLSDate: date.optional(),
  HFZRecord: HFZRecord.nullable().optional(),
  /** General emergency services qualification date, when qualified. */
  ges: date.optional(),
  oflights: z.array(OrientationFlight),
  /** Cancelled and incomplete orientation flights (ours; absent from older answers). */
  oflightsNotFlown: z.array(OrientationFlightNotFlown).optional(),
});
export type CadetRequirementsRecord = z.infer<typeof CadetRequirementsRecord>;
export type CadetRequirementsRecordInput = z.input<typeof CadetRequirementsRecord>;
