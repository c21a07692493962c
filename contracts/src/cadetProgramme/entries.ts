// "a manager can also enter them": a manager's cadet record entries (events spec §3
// cadet promotion entities: achievement requirement dates, approvals, fitness tests, orientation
// flights, encampment; and the GES date the member import never brings). Each entry is one fact
// with its day; svc-identity keeps them beside the imported CAPWATCH rows and turns them into
// CAPWATCH-shaped rows (rules/entryRows.ts), so cadetRecordFromCapwatch, the promotion calls and the
// reports read imported and entered facts the same way. Days are 'YYYY-MM-DD' (a calendar day, as
// the CAPWATCH files and the browser's date input have them), not instants.
import { z } from 'zod';
import { LAST_AWARD_ID } from './achievements.ts';

/** Which requirement of an achievement an entry completes, and the CAPWATCH CadetAchv column it fills. */
export const CADET_REQUIREMENT_COLUMNS = {
  oath: 'CadetOath',
  leadership: 'LeadLabDateP',
  aerospace: 'AEDateP',
  drill: 'DrillDate',
  characterDevelopment: 'MoralLDateP',
  staffService: 'StaffServiceDate',
  technicalWriting: 'TechnicalWritingAssignmentDate',
  oralPresentation: 'OralPresentationDate',
  mentor: 'OtherReq',
} as const;
export type CadetRequirement = keyof typeof CADET_REQUIREMENT_COLUMNS;
export const CADET_REQUIREMENTS = Object.keys(CADET_REQUIREMENT_COLUMNS) as CadetRequirement[];

/** What the editor and messages call each requirement. */
export const CADET_REQUIREMENT_LABELS: Record<CadetRequirement, string> = {
  oath: 'Cadet oath',
  leadership: 'Leadership',
  aerospace: 'Aerospace',
  drill: 'Drill',
  characterDevelopment: 'Character development',
  staffService: 'SDA staff service',
  technicalWriting: 'SDA technical writing',
  oralPresentation: 'SDA oral presentation',
  mentor: 'Mentoring',
};

export const CADET_ENTRY_KINDS = [
  'requirement',
  'approval',
  'fitness',
  'oflight',
  'encampment',
  'ges',
] as const;
export type CadetEntryKind = (typeof CADET_ENTRY_KINDS)[number];
export const CADET_ENTRY_KIND_LABELS: Record<CadetEntryKind, string> = {
  requirement: 'Requirement completed',
  approval: 'Achievement approval',
  fitness: 'Fitness test',
  oflight: 'Orientation flight',
  encampment: 'Encampment',
  ges: 'GES qualification',
};

export const OFLIGHT_OUTCOMES = ['FLOWN', 'CANCELLED', 'INCOMPLETE'] as const;
export type OFlightOutcome = (typeof OFLIGHT_OUTCOMES)[number];

export const CADET_ENTRY_MESSAGES = {
  kind: `kind must be one of ${CADET_ENTRY_KINDS.join(', ')}`,
  date: 'date must be a day written YYYY-MM-DD',
  achievement: `achievement must be an achievement id from 1 to ${LAST_AWARD_ID}`,
  requirement: `requirement must be one of ${CADET_REQUIREMENTS.join(', ')}`,
  status: "status must be 'PND' (pending) or 'APR' (approved)",
  passed: 'passed must be true or false',
  syllabus: 'syllabus must be an orientation flight syllabus from 1 to 10',
  outcome: "outcome must be 'FLOWN', 'CANCELLED' or 'INCOMPLETE'",
  count: (field: string) => `${field} must be a whole number from 0 to 999`,
  mileRun: 'mileRun must be minutes and seconds, e.g. 9:45',
  sitAndReach: 'sitAndReach must be inches, e.g. 10 or 10.5',
  // the rules of rules/entryRules.ts
  future: 'date must not be in the future',
  tooOld: 'date must be after 1900',
  notAsked: (achievement: string, requirement: string) => `${achievement} does not ask for ${requirement}`,
  noPermission: 'You do not have permission to do that',
  notCadet: 'Cadet records can be entered only for cadets',
  notNational: 'Cadet records can be entered only for national members (with a CAPID)',
  memberUnknown: 'Could not find the member',
  entryUnknown: 'Could not find the entry',
  invalidEntryID: 'Invalid entry ID',
} as const;

const day = z
  .string({ error: CADET_ENTRY_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CADET_ENTRY_MESSAGES.date)
  .refine((text) => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, CADET_ENTRY_MESSAGES.date);

const achievement = z
  .number({ error: CADET_ENTRY_MESSAGES.achievement })
  .int(CADET_ENTRY_MESSAGES.achievement)
  .min(1, CADET_ENTRY_MESSAGES.achievement)
  .max(LAST_AWARD_ID, CADET_ENTRY_MESSAGES.achievement);

const count = (field: string) =>
  z
    .string({ error: CADET_ENTRY_MESSAGES.count(field) })
    .trim()
    .regex(/^\d{1,3}$/, CADET_ENTRY_MESSAGES.count(field))
    .optional();

export const RequirementEntry = z.object({
  kind: z.literal('requirement'),
  achievement,
  requirement: z.enum(CADET_REQUIREMENTS as [CadetRequirement, ...CadetRequirement[]], {
    error: CADET_ENTRY_MESSAGES.requirement,
  }),
  date: day,
});
export const ApprovalEntry = z.object({
  kind: z.literal('approval'),
  achievement,
  status: z.enum(['PND', 'APR'], { error: CADET_ENTRY_MESSAGES.status }),
  date: day,
});
/** A fitness test; the scores are optional text as the 60-20 prints them. */
export const FitnessEntry = z.object({
  kind: z.literal('fitness'),
  date: day,
  passed: z.boolean({ error: CADET_ENTRY_MESSAGES.passed }),
  pacer: count('pacer'),
  mileRun: z
    .string({ error: CADET_ENTRY_MESSAGES.mileRun })
    .trim()
    .regex(/^\d{1,2}:[0-5]\d$/, CADET_ENTRY_MESSAGES.mileRun)
    .optional(),
  curlUps: count('curlUps'),
  pushUps: count('pushUps'),
  sitAndReach: z
    .string({ error: CADET_ENTRY_MESSAGES.sitAndReach })
    .trim()
    .regex(/^\d{1,2}(\.\d)?$/, CADET_ENTRY_MESSAGES.sitAndReach)
    .optional(),
});
/** §4 syllabus 1–5 unit flights, 6–10 pilot flights; cancelled and incomplete flights count on the 52-1. */
export const OFlightEntry = z.object({
  kind: z.literal('oflight'),
  syllabus: z
    .number({ error: CADET_ENTRY_MESSAGES.syllabus })
    .int(CADET_ENTRY_MESSAGES.syllabus)
    .min(1, CADET_ENTRY_MESSAGES.syllabus)
    .max(10, CADET_ENTRY_MESSAGES.syllabus),
  date: day,
  outcome: z.enum(OFLIGHT_OUTCOMES, { error: CADET_ENTRY_MESSAGES.outcome }),
});
export const EncampmentEntry = z.object({ kind: z.literal('encampment'), date: day });
/** General emergency services qualification (the 60-1 GES column). */
export const GESEntry = z.object({ kind: z.literal('ges'), date: day });

/** POST /api/member/cadetrecords/{member}/entries body (plus the CSRF `token`). */
export const CadetRecordEntryInput = z.discriminatedUnion(
  'kind',
  [RequirementEntry, ApprovalEntry, FitnessEntry, OFlightEntry, EncampmentEntry, GESEntry],
  { error: CADET_ENTRY_MESSAGES.kind },
);
export type CadetRecordEntryInput = z.infer<typeof CadetRecordEntryInput>;

/** A stored entry: the fact entered, its id, who entered it and when (ms). */
export const CadetRecordEntry = z.object({
  id: z.number().int().positive(),
  entry: CadetRecordEntryInput,
  /** The manager: member reference string ('CAPNHQMember-510001') and name. */
  enteredBy: z.object({ member: z.string(), name: z.string() }),
  enteredAt: z.number(),
});
export type CadetRecordEntry = z.infer<typeof CadetRecordEntry>;
