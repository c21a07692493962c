// Events spec §3 "Quiz input": one boolean per picture. The names follow the spec's examples
// (AFOEAChecked, silver_MVChecked, bronze_MVChecked, vfwOfficer, redService, iaceChecked, afaChecked,
// colorGuardChecked, cACChecked, nCSAsChecked, encampmentChecked, recruitChecked, and a picture per
// achievement Curry to Armstrong); the full list is "not shown", so the rest are ours (README).
// Each picture is our own simple artwork: the ribbon's colours as vertical stripes, left to right.
import type { GradeLevel, QuizGrade } from './cadet.ts';

export const ACHIEVEMENT_PICTURES = [
  'curryChecked',
  'arnoldChecked',
  'feikChecked',
  'wrightBrothersChecked',
  'rickenbackerChecked',
  'lindberghChecked',
  'doolittleChecked',
  'goddardChecked',
  'armstrongChecked',
] as const;

export const PICTURE_NAMES = [
  ...ACHIEVEMENT_PICTURES,
  'encampmentChecked',
  'nCSAsChecked',
  'recruitChecked',
  'redService',
  'colorGuardChecked',
  'cACChecked',
  'communityServiceChecked',
  'sarChecked',
  'findChecked',
  'disasterReliefChecked',
  'unitCitationChecked',
  'natCommanderUnitCitationChecked',
  'lifesavingChecked',
  'capAchievementChecked',
  'commandersCommendationChecked',
  'meritoriousServiceChecked',
  'exceptionalServiceChecked',
  'distinguishedServiceChecked',
  'silver_MVChecked',
  'bronze_MVChecked',
  'afaChecked',
  'afsaChecked',
  'vfwNCOChecked',
  'AFOEAChecked',
  'iaceChecked',
  'vfwOfficer',
] as const;
export type PictureName = (typeof PICTURE_NAMES)[number];

/** §3 quiz input: a boolean per picture, and the grade (null until one is chosen). */
export type QuizInput = Record<PictureName, boolean> & { grade: QuizGrade | null };

export function emptyInput(): QuizInput {
  return {
    ...(Object.fromEntries(PICTURE_NAMES.map((n) => [n, false])) as Record<PictureName, boolean>),
    grade: null,
  };
}

export interface Picture {
  name: PictureName;
  /** What a screen reader says, and what the results call it. */
  label: string;
  /** Stripe colours, left to right, equal widths. */
  stripes: readonly string[];
}

// Colours of the artwork.
const C = {
  blue: '#1f4e9c',
  navy: '#13294b',
  ultramarine: '#2d5fd3',
  sky: '#7fb4e6',
  red: '#c8102e',
  maroon: '#7a1f2b',
  gold: '#e0b21b',
  yellow: '#f5d547',
  white: '#ffffff',
  green: '#2e7d32',
  lime: '#8bc34a',
  orange: '#e8772e',
  purple: '#5e2b7e',
  black: '#222222',
  silver: '#b8bec6',
  brown: '#7b4a25',
  teal: '#17808a',
} as const;
const { blue, navy, ultramarine, sky, red, maroon, gold, yellow, white, green, lime, orange, purple, black, silver, brown, teal } = C; // prettier-ignore

/** The pictures in the order the page shows them (distractors mixed in, not last). */
export const PICTURES: readonly Picture[] = [
  { name: 'silver_MVChecked', label: 'Silver Medal of Valor', stripes: [silver, navy, white, navy, silver] },
  { name: 'bronze_MVChecked', label: 'Bronze Medal of Valor', stripes: [brown, navy, white, navy, brown] },
  {
    name: 'distinguishedServiceChecked',
    label: 'Distinguished Service Award',
    stripes: [red, white, blue, white, red],
  },
  {
    name: 'exceptionalServiceChecked',
    label: 'Exceptional Service Award',
    stripes: [blue, white, red, white, blue],
  },
  {
    name: 'meritoriousServiceChecked',
    label: 'Meritorious Service Award',
    stripes: [white, blue, white, blue, white],
  },
  { name: 'lifesavingChecked', label: 'Lifesaving Award', stripes: [red, white, red, white, red] },
  {
    name: 'commandersCommendationChecked',
    label: "Commander's Commendation Award",
    stripes: [green, white, green, white, green],
  },
  { name: 'capAchievementChecked', label: 'CAP Achievement Award', stripes: [gold, blue, gold, blue, gold] },
  {
    name: 'natCommanderUnitCitationChecked',
    label: "National Commander's Unit Citation",
    stripes: [navy, gold, navy],
  },
  { name: 'unitCitationChecked', label: 'Unit Citation', stripes: [blue, white, blue] },
  { name: 'vfwOfficer', label: 'VFW Officer award', stripes: [red, yellow, blue, yellow, red] },
  {
    name: 'afaChecked',
    label: 'AFA Award to Unit Cadet of the Year',
    stripes: [ultramarine, yellow, ultramarine, yellow, ultramarine],
  },
  {
    name: 'afsaChecked',
    label: 'AFSA Squadron NCO of the Year award',
    stripes: [navy, sky, white, sky, navy],
  },
  { name: 'vfwNCOChecked', label: 'VFW NCO of the Year award', stripes: [yellow, red, blue, red, yellow] },
  { name: 'AFOEAChecked', label: 'AFOEA ribbon', stripes: [sky, navy, gold, navy, sky] },
  {
    name: 'armstrongChecked',
    label: 'Armstrong achievement ribbon',
    stripes: [navy, silver, navy, silver, navy],
  },
  { name: 'goddardChecked', label: 'Goddard achievement ribbon', stripes: [purple, white, purple] },
  { name: 'doolittleChecked', label: 'Doolittle achievement ribbon', stripes: [blue, red, white, red, blue] },
  { name: 'lindberghChecked', label: 'Lindbergh achievement ribbon', stripes: [maroon, gold, maroon] },
  {
    name: 'iaceChecked',
    label: 'International Air Cadet Exchange (IACE) ribbon',
    stripes: [blue, white, red, white, blue, white, red],
  },
  {
    name: 'rickenbackerChecked',
    label: 'Rickenbacker achievement ribbon',
    stripes: [red, white, black, white, red],
  },
  {
    name: 'wrightBrothersChecked',
    label: 'Wright Brothers award ribbon',
    stripes: [white, red, white, red, white, red, white],
  },
  { name: 'feikChecked', label: 'Feik achievement ribbon', stripes: [green, gold, green, gold, green] },
  { name: 'arnoldChecked', label: 'Arnold achievement ribbon', stripes: [sky, red, sky] },
  { name: 'curryChecked', label: 'Curry achievement ribbon', stripes: [blue, gold, blue] },
  {
    name: 'nCSAsChecked',
    label: 'National special activities ribbon',
    stripes: [orange, blue, white, blue, orange],
  },
  { name: 'encampmentChecked', label: 'Encampment ribbon', stripes: [red, white, blue, red, white, blue] },
  { name: 'recruitChecked', label: 'Recruiter ribbon', stripes: [blue, orange, white, orange, blue] },
  { name: 'redService', label: 'Red Service ribbon', stripes: [red, red, white, red, red] },
  {
    name: 'colorGuardChecked',
    label: 'Color Guard ribbon',
    stripes: [red, white, blue, white, red, white, blue],
  },
  { name: 'cACChecked', label: 'Cadet Advisory Council ribbon', stripes: [gold, navy, white, navy, gold] },
  {
    name: 'communityServiceChecked',
    label: 'Community Service ribbon',
    stripes: [green, white, lime, white, green],
  },
  { name: 'sarChecked', label: 'Search and Rescue ribbon', stripes: [orange, white, green, white, orange] },
  { name: 'findChecked', label: 'Find ribbon', stripes: [teal, white, orange, white, teal] },
  {
    name: 'disasterReliefChecked',
    label: 'Disaster Relief ribbon',
    stripes: [maroon, white, teal, white, maroon],
  },
];

export const pictureLabel = (name: PictureName): string => PICTURES.find((p) => p.name === name)!.label;

/** The grade choices: one insignia per grade, with and without the first sergeant's diamond. */
export interface GradeChoice {
  value: QuizGrade;
  label: string;
  /** Chevrons below and rockers above (our own simplified insignia). */
  chevrons: number;
  rockers: number;
}

const choice = (
  level: GradeLevel,
  grade: string,
  rockers: number,
  isFirstSergeant: boolean,
): GradeChoice => ({
  value: { level, isFirstSergeant },
  label: isFirstSergeant ? `${grade}, first sergeant` : grade,
  chevrons: 4,
  rockers,
});

/**
 * Armstrong keeps Goddard's C/CMSgt insignia, so there is no separate Armstrong picture: a cadet who
 * completed Armstrong is answered with the C/CMSgt insignia (the Goddard level), which the grade
 * check accepts ("Armstrong may be answered as Goddard").
 */
export const GRADE_CHOICES: readonly GradeChoice[] = [
  choice('Lindbergh', 'C/MSgt', 1, false),
  choice('Doolittle', 'C/SMSgt', 2, false),
  choice('Goddard', 'C/CMSgt', 3, false),
  choice('Lindbergh', 'C/MSgt', 1, true),
  choice('Doolittle', 'C/SMSgt', 2, true),
  choice('Goddard', 'C/CMSgt', 3, true),
];
