// Events spec §3 "Cadet promotion entities" (Requirement per achievement, Achievement order) and §9
// "Drill pass counts per achievement": the cadet achievement table, ids 0 to 23.
//
// Source: the Civil Air Patrol cadet programme's public regulations and charts: CAPR 60-1 "Cadet
// Program Management" (Sep 2021 edition, the one the SQR 60-1 report names) and the CAP "Cadet Super
// Chart" (stripes to diamonds: achievements, grades, the leadership, aerospace, drill, character,
// staff duty analysis (SDA), mentoring, encampment and RCLS requirements of each step). Written here
// in our own words; the §9 drill counts are the spec's. Ids follow CAPWATCH's CadetAchvID: 0 is the
// new cadet (C/AB), 22 the "nothing further" entry after Spaatz, 23 the "Pending" entry (see
// rules/promotionState.ts).
import { GRADE_ORDER } from '../constants/ranks.ts';

export interface CadetAchievement {
  /** CadetAchvID, 0 to 23. */
  CadetAchvID: number;
  AchvName: string;
  /** The grade a cadet is promoted to on earning it; null when the achievement keeps the grade. */
  Rank: string | null;
  /** The grade held once it is earned. */
  Grade: string;
  /** 'Achievement 1', 'Wright Brothers', 'Mitchell', ... */
  AchvNumber: string;
  /** Programme phase: 0 new cadet, I learning, II leadership, III command, IV executive. */
  phase: 0 | 1 | 2 | 3 | 4;
  Oath: boolean;
  /** The leadership test or module required; null when none. */
  Leadership: string | null;
  Mentor: boolean;
  SDAService: boolean;
  SDAWriting: boolean;
  SDAPresentation: boolean;
  /** The drill test required; null when none. */
  Drill: string | null;
  /** §9 drill items to pass and items in the test (0 and 0 when there is no drill test). */
  DrillItemsPass: number;
  DrillItemsTotal: number;
  /** The aerospace test or module required; null when none. */
  Aerospace: string | null;
  CharDev: boolean;
  Encampment: boolean;
  /** Region Cadet Leadership School. */
  RCLS: boolean;
  /** The achievement's public requirements page; null for the bookkeeping entries 0, 22 and 23. */
  ReqsWebLink: string | null;
  LeadTestWebLink: string | null;
  AeroTestWebLink: string | null;
  DrillTestWebLink: string | null;
}

/** The CAP pages of each step ("stripes to diamonds"); tests are taken online in eServices. */
const STEPS_PAGE = 'https://www.gocivilairpatrol.com/programs/cadets/stripes-to-diamonds';
const ONLINE_TESTS = 'https://www.capnhq.gov/CAP.LMS.Web/';

/** §9 "Drill pass counts per achievement (in order)": Curry to Armstrong, ids 1 to 9. */
export const DRILL_PASS_COUNTS: ReadonlyArray<readonly [pass: number, total: number]> = [
  [11, 15],
  [11, 15],
  [8, 11],
  [16, 20],
  [4, 5],
  [16, 21],
  [4, 5],
  [16, 20],
  [7, 10],
];

type Step = Pick<CadetAchievement, 'CadetAchvID' | 'AchvName' | 'Rank' | 'Grade' | 'AchvNumber' | 'phase'> &
  Partial<Omit<CadetAchievement, 'CadetAchvID' | 'AchvName' | 'Rank' | 'Grade' | 'AchvNumber' | 'phase'>> & {
    /** The page's last path segment, when the step has a requirements page. */
    slug?: string;
  };

/** Fills the defaults (no requirement) and the links a step's requirements call for. */
function step(s: Step): CadetAchievement {
  const { slug, ...given } = s;
  const drillIndex = s.CadetAchvID - 1;
  const drill =
    drillIndex >= 0 && drillIndex < DRILL_PASS_COUNTS.length ? DRILL_PASS_COUNTS[drillIndex] : null;
  const page = slug ? `${STEPS_PAGE}/${slug}/` : null;
  const base: CadetAchievement = {
    Oath: false,
    Leadership: null,
    Mentor: false,
    SDAService: false,
    SDAWriting: false,
    SDAPresentation: false,
    Drill: null,
    DrillItemsPass: drill ? drill[0] : 0,
    DrillItemsTotal: drill ? drill[1] : 0,
    Aerospace: null,
    CharDev: false,
    Encampment: false,
    RCLS: false,
    ...given,
    ReqsWebLink: page,
    LeadTestWebLink: null,
    AeroTestWebLink: null,
    DrillTestWebLink: null,
  };
  return {
    ...base,
    Drill: drill ? base.Drill : null,
    LeadTestWebLink: base.Leadership ? ONLINE_TESTS : null,
    AeroTestWebLink: base.Aerospace ? ONLINE_TESTS : null,
    // The drill test's score sheet is published with each achievement's requirements.
    DrillTestWebLink: drill ? page : null,
  };
}

/** What a numbered achievement's phase asks besides the oath, leadership module and character forum. */
type PhaseRequirements = (
  n: number,
) => Omit<Step, 'CadetAchvID' | 'AchvName' | 'Rank' | 'Grade' | 'AchvNumber'>;

/**
 * Achievement `n`: its id, names and grade (the rank only when it promotes), the oath, leadership
 * module `n` and character forum every numbered achievement asks, and its phase's requirements.
 */
const numbered = (
  id: number,
  name: string,
  grade: string,
  promotes: boolean,
  n: number,
  requirements: PhaseRequirements,
): CadetAchievement =>
  step({
    CadetAchvID: id,
    AchvName: name,
    Rank: promotes ? grade : null,
    Grade: grade,
    AchvNumber: `Achievement ${n}`,
    Oath: true,
    Leadership: `Learn to Lead module ${n}`,
    CharDev: true,
    ...requirements(n),
  });

/** Phase I-II achievements: a drill test and, after the first, an aerospace module. */
const phaseTwo =
  (slug: string): PhaseRequirements =>
  (n) => ({
    phase: n <= 3 ? 1 : 2,
    Drill: `Drill test ${n}`,
    Aerospace: n === 1 ? null : 'Aerospace Dimensions module',
    slug,
  });

/** Phase III-IV achievements: mentoring, the three SDA parts and, for some, an aerospace module. */
const staff =
  (aerospace: boolean): PhaseRequirements =>
  (n) => ({
    phase: n <= 11 ? 3 : 4,
    Mentor: true,
    SDAService: true,
    SDAWriting: true,
    SDAPresentation: true,
    Aerospace: aerospace ? 'Journey of Flight module' : null,
    slug: `achievement${n}`,
  });

/**
 * A milestone award, named rather than numbered (its name is its number, its grade its rank): the
 * oath and the milestone's own requirements.
 */
const milestone = (
  id: number,
  name: string,
  grade: string,
  phase: CadetAchievement['phase'],
  requirements: Omit<Step, 'CadetAchvID' | 'AchvName' | 'Rank' | 'Grade' | 'AchvNumber' | 'phase'>,
): CadetAchievement =>
  step({
    CadetAchvID: id,
    AchvName: name,
    Rank: grade,
    Grade: grade,
    AchvNumber: name,
    phase,
    Oath: true,
    ...requirements,
  });

/** §3 Achievement order, ids 0 to 23. */
export const CADET_ACHIEVEMENTS: readonly CadetAchievement[] = [
  step({
    CadetAchvID: 0,
    AchvName: 'Cadet Basic',
    Rank: 'C/AB',
    Grade: 'C/AB',
    AchvNumber: 'Cadet Basic',
    phase: 0,
  }),
  numbered(1, 'Curry', 'C/Amn', true, 1, phaseTwo('curry')),
  numbered(2, 'Arnold', 'C/A1C', true, 2, phaseTwo('arnold')),
  numbered(3, 'Feik', 'C/SrA', true, 3, phaseTwo('feik')),
  milestone(4, 'Wright Brothers', 'C/SSgt', 1, {
    // The Phase I milestone: a closed-book comprehensive leadership test and drill test.
    Leadership: 'Comprehensive leadership test (modules 1-3)',
    Drill: 'Comprehensive drill test',
    slug: 'wright',
  }),
  numbered(5, 'Rickenbacker', 'C/TSgt', true, 4, phaseTwo('rickenbacker')),
  numbered(6, 'Lindbergh', 'C/MSgt', true, 5, phaseTwo('lindbergh')),
  numbered(7, 'Doolittle', 'C/SMSgt', true, 6, phaseTwo('doolittle')),
  numbered(8, 'Goddard', 'C/CMSgt', true, 7, phaseTwo('goddard')),
  numbered(9, 'Armstrong', 'C/CMSgt', false, 8, (n) => ({
    ...phaseTwo('armstrong')(n),
    // Achievement 8 adds the first staff duty analysis parts: a writing and a presentation.
    SDAWriting: true,
    SDAPresentation: true,
  })),
  milestone(10, 'Mitchell', 'C/2dLt', 2, {
    Leadership: 'Mitchell milestone exam (leadership)',
    Aerospace: 'Mitchell milestone exam (aerospace)',
    Encampment: true,
    slug: 'mitchell',
  }),
  numbered(11, 'Flight Commander', 'C/2dLt', false, 9, staff(true)),
  numbered(12, 'Administrative Officer', 'C/1stLt', true, 10, staff(true)),
  numbered(13, 'Public Affairs Officer', 'C/1stLt', false, 11, staff(true)),
  milestone(14, 'Earhart', 'C/Capt', 3, {
    Leadership: 'Earhart milestone exam (leadership)',
    Aerospace: 'Earhart milestone exam (aerospace)',
    slug: 'earhart',
  }),
  numbered(15, 'Leadership Officer', 'C/Capt', false, 12, staff(false)),
  numbered(16, 'Aerospace Education Officer', 'C/Capt', false, 13, staff(false)),
  numbered(17, 'Operations Officer', 'C/Maj', true, 14, staff(true)),
  numbered(18, 'Logistics Officer', 'C/Maj', false, 15, staff(true)),
  numbered(19, 'Cadet Commander', 'C/Maj', false, 16, staff(true)),
  milestone(20, 'Eaker', 'C/LtCol', 4, {
    SDAWriting: true,
    SDAPresentation: true,
    RCLS: true,
    slug: 'eaker',
  }),
  milestone(21, 'Spaatz', 'C/Col', 4, {
    // The Spaatz exam: leadership, aerospace, an essay and the fitness test.
    Leadership: 'Spaatz exam (leadership)',
    Aerospace: 'Spaatz exam (aerospace)',
    SDAWriting: true,
    slug: 'spaatz-award',
  }),
  // Bookkeeping entries: 22 is "nothing further" after Spaatz, 23 marks a pending approval.
  step({
    CadetAchvID: 22,
    AchvName: 'Programme complete',
    Rank: null,
    Grade: 'C/Col',
    AchvNumber: 'Complete',
    phase: 4,
  }),
  step({
    CadetAchvID: 23,
    AchvName: 'Pending',
    Rank: null,
    Grade: 'Pending',
    AchvNumber: 'Pending',
    phase: 0,
  }),
];

export const FIRST_ACHIEVEMENT_ID = 0;
export const LAST_AWARD_ID = 21;
export const PROGRAMME_COMPLETE_ID = 22;
export const PENDING_ACHIEVEMENT_ID = 23;

/** The achievement of an id, or undefined outside 0 to 23. */
export function achievementById(id: number): CadetAchievement | undefined {
  return Number.isInteger(id) ? CADET_ACHIEVEMENTS[id] : undefined;
}

/** The grade order map (§3, kept in constants/ranks.ts) of an achievement's grade; null for Pending. */
export function achievementGradeOrder(id: number): number | null {
  const a = achievementById(id);
  return a ? (GRADE_ORDER[a.Grade] ?? null) : null;
}

/** §5 quiz wording: the achievements that come with a promotion to a new grade. */
export function promotesToGrade(id: number): boolean {
  return achievementById(id)?.Rank != null && id >= 1 && id <= LAST_AWARD_ID;
}

/** True when the achievement calls for any staff duty analysis part. */
export function requiresSDA(a: CadetAchievement): boolean {
  return a.SDAService || a.SDAWriting || a.SDAPresentation;
}
