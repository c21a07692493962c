// Events spec §3 "Insignia quiz entities": the generated cadet. Every field name is the spec's; the
// join date (`joined`) is ours, beyond the spec: the AFOEA check is decided from the cadet's join
// date, and `yearsInCAP` is the whole years from it to the quiz's day.
import type { Random } from './random.ts';

/** The grade levels of the quiz (achievement ids 6 to 9 of the cadet programme). */
export const GRADE_LEVELS = ['Lindbergh', 'Doolittle', 'Goddard', 'Armstrong'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

/** The achievement id (CadetAchvID) of each grade level. */
export const LEVEL_ACHIEVEMENT_ID: Record<GradeLevel, number> = {
  Lindbergh: 6,
  Doolittle: 7,
  Goddard: 8,
  Armstrong: 9,
};

/** The grade insignia worn at each level; Armstrong keeps Goddard's C/CMSgt (no promotion). */
export const LEVEL_GRADE: Record<GradeLevel, string> = {
  Lindbergh: 'C/MSgt',
  Doolittle: 'C/SMSgt',
  Goddard: 'C/CMSgt',
  Armstrong: 'C/CMSgt',
};

/** §3 quiz grade: a level and the first-sergeant flag. */
export interface QuizGrade {
  level: GradeLevel;
  isFirstSergeant: boolean;
}

/** The level at which a cadet served or competed, lowest first. */
export const ORG_LEVELS = ['NONE', 'GROUP', 'WING', 'REGION', 'NATIONAL'] as const;
export type OrgLevel = (typeof ORG_LEVELS)[number];

export const orgLevelRank = (level: OrgLevel): number => ORG_LEVELS.indexOf(level);

/** §3 activityAttendance: NONE, or how many national special activities (0: encampment only). */
export type ActivityAttendance = 'NONE' | number;

/** The cadet's awards and decorations: each one awarded or not (§3 field names). */
export const AWARD_FIELDS = [
  'findRibbon',
  'disasterRelief',
  'vfwNCOofTheYear',
  'afsaSquadronNCOofTheYear',
  'unitCitation',
  'lifesavingAward',
  'natCommanderUnitCitation',
  'capAchievement',
  'commandersCommendation',
  'meritoriousService',
  'exceptionalService',
  'distinguishedService',
  'silverMedalOfValor',
  'bronzeMedalOfValor',
  'afaRibbon',
] as const;
export type AwardField = (typeof AWARD_FIELDS)[number];

/** A month of a year (month 1 to 12). */
export interface YearMonth {
  year: number;
  month: number;
}

export interface GeneratedCadet extends Record<AwardField, boolean> {
  /** A surname for the description (ours). */
  name: string;
  grade: QuizGrade;
  cac: OrgLevel;
  colorGuardCompetition: OrgLevel;
  /** Search and rescue sorties flown. */
  airSar: number;
  activityAttendance: ActivityAttendance;
  /** Hours of community service. */
  communityService: number;
  cadetsRecruited: number;
  yearsInCAP: number;
  /** When the cadet joined (beyond §3: the AFOEA check reads it). */
  joined: YearMonth;
}

const NAMES = [
  'Alvarez', 'Bennett', 'Chen', 'Dubois', 'Ellis', 'Fischer', 'Garcia', 'Hughes', 'Ibrahim', 'Jensen',
  'Kowalski', 'Lopez', 'Murphy', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Rivera', 'Santos', 'Tanaka',
  'Underwood', 'Vargas', 'Walker', 'Young', 'Zimmerman',
] as const; // prettier-ignore

/** Whole years from `joined` to `today` (a month not yet reached does not count). */
export function wholeYearsSince(joined: YearMonth, today: YearMonth): number {
  const months = (today.year - joined.year) * 12 + (today.month - joined.month);
  return Math.max(0, Math.floor(months / 12));
}

/** The month `months` before `today`. */
export function monthsBefore(today: YearMonth, months: number): YearMonth {
  const index = today.year * 12 + (today.month - 1) - months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const yearMonthOf = (date: Date): YearMonth => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
});

/** An organisation level, NONE most often. */
function orgLevel(random: Random, none: number): OrgLevel {
  return random.chance(none) ? 'NONE' : random.pick(ORG_LEVELS.slice(1));
}

/** A count that is above `threshold` about half the time (so each ribbon is worth looking for). */
function count(random: Random, threshold: number, max: number): number {
  return random.chance(0.5) ? random.int(threshold, max) : random.int(0, threshold - 1);
}

/**
 * A random, internally consistent cadet for the quiz on `today`. Consistent by construction: national
 * special activities only after an encampment (activityAttendance 0 or more), years in CAP counted
 * from the join date (0 to 10 years back, so some cadets joined before August 2016).
 */
export function generateCadet(random: Random, today: Date): GeneratedCadet {
  const level = random.pick(GRADE_LEVELS);
  const joined = monthsBefore(yearMonthOf(today), random.int(0, 10 * 12 + 11));
  const awards = Object.fromEntries(AWARD_FIELDS.map((f) => [f, random.chance(0.2)])) as Record<
    AwardField,
    boolean
  >;
  return {
    name: random.pick(NAMES),
    grade: { level, isFirstSergeant: random.chance(0.35) },
    cac: orgLevel(random, 0.4),
    colorGuardCompetition: orgLevel(random, 0.4),
    airSar: count(random, 10, 40),
    activityAttendance: random.chance(0.3) ? 'NONE' : random.chance(0.4) ? 0 : random.int(1, 3),
    communityService: count(random, 60, 200),
    cadetsRecruited: count(random, 2, 6),
    yearsInCAP: wholeYearsSince(joined, yearMonthOf(today)),
    joined,
    ...awards,
  };
}

/** Ways a cadet could be inconsistent (the generator must never make one); empty when consistent. */
export function cadetInconsistencies(cadet: GeneratedCadet, today: Date): string[] {
  const problems: string[] = [];
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!GRADE_LEVELS.includes(cadet.grade.level)) problems.push('unknown grade level');
  for (const field of ['airSar', 'communityService', 'cadetsRecruited', 'yearsInCAP'] as const) {
    if (!whole(cadet[field])) problems.push(`${field} is not a whole number`);
  }
  if (cadet.activityAttendance !== 'NONE' && !whole(cadet.activityAttendance)) {
    problems.push('activityAttendance is neither NONE nor a count');
  }
  if (cadet.yearsInCAP !== wholeYearsSince(cadet.joined, yearMonthOf(today))) {
    problems.push('yearsInCAP does not follow from the join date');
  }
  if (cadet.joined.month < 1 || cadet.joined.month > 12) problems.push('join month out of range');
  if (!ORG_LEVELS.includes(cadet.cac) || !ORG_LEVELS.includes(cadet.colorGuardCompetition)) {
    problems.push('unknown organisation level');
  }
  return problems;
}
