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
  ultra: '#2d5fd3', // ultramarine
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
const { blue, navy, ultra, sky, red, maroon, gold, yellow, white, green, lime, orange, purple, black, silver, brown, teal } = C; // prettier-ignore

const ribbon = (name: PictureName, label: string, ...stripes: string[]): Picture => ({
  name,
  label,
  stripes,
});

/** The pictures in the order the page shows them (distractors mixed in, not last). */
export const PICTURES: readonly Picture[] = [
  ribbon('silver_MVChecked', 'Silver Medal of Valor', silver, navy, white, navy, silver),
  ribbon('bronze_MVChecked', 'Bronze Medal of Valor', brown, navy, white, navy, brown),
  ribbon('distinguishedServiceChecked', 'Distinguished Service Award', red, white, blue, white, red),
  ribbon('exceptionalServiceChecked', 'Exceptional Service Award', blue, white, red, white, blue),
  ribbon('meritoriousServiceChecked', 'Meritorious Service Award', white, blue, white, blue, white),
  ribbon('lifesavingChecked', 'Lifesaving Award', red, white, red, white, red),
  ribbon(
    'commandersCommendationChecked',
    "Commander's Commendation Award",
    green,
    white,
    green,
    white,
    green,
  ),
  ribbon('capAchievementChecked', 'CAP Achievement Award', gold, blue, gold, blue, gold),
  ribbon('natCommanderUnitCitationChecked', "National Commander's Unit Citation", navy, gold, navy),
  ribbon('unitCitationChecked', 'Unit Citation', blue, white, blue),
  ribbon('vfwOfficer', 'VFW Officer award', red, yellow, blue, yellow, red),
  ribbon('afaChecked', 'AFA Award to Unit Cadet of the Year', ultra, yellow, ultra, yellow, ultra),
  ribbon('afsaChecked', 'AFSA Squadron NCO of the Year award', navy, sky, white, sky, navy),
  ribbon('vfwNCOChecked', 'VFW NCO of the Year award', yellow, red, blue, red, yellow),
  ribbon('AFOEAChecked', 'AFOEA ribbon', sky, navy, gold, navy, sky),
  ribbon('armstrongChecked', 'Armstrong achievement ribbon', navy, silver, navy, silver, navy),
  ribbon('goddardChecked', 'Goddard achievement ribbon', purple, white, purple),
  ribbon('doolittleChecked', 'Doolittle achievement ribbon', blue, red, white, red, blue),
  ribbon('lindberghChecked', 'Lindbergh achievement ribbon', maroon, gold, maroon),
  ribbon(
    'iaceChecked',
    'International Air Cadet Exchange (IACE) ribbon',
    blue,
    white,
    red,
    white,
    blue,
    white,
    red,
  ),
  ribbon('rickenbackerChecked', 'Rickenbacker achievement ribbon', red, white, black, white, red),
  ribbon('wrightBrothersChecked', 'Wright Brothers award ribbon', white, red, white, red, white, red, white),
  ribbon('feikChecked', 'Feik achievement ribbon', green, gold, green, gold, green),
  ribbon('arnoldChecked', 'Arnold achievement ribbon', sky, red, sky),
  ribbon('curryChecked', 'Curry achievement ribbon', blue, gold, blue),
  ribbon('nCSAsChecked', 'National special activities ribbon', orange, blue, white, blue, orange),
  ribbon('encampmentChecked', 'Encampment ribbon', red, white, blue, red, white, blue),
  ribbon('recruitChecked', 'Recruiter ribbon', blue, orange, white, orange, blue),
  ribbon('redService', 'Red Service ribbon', red, red, white, red, red),
  ribbon('colorGuardChecked', 'Color Guard ribbon', red, white, blue, white, red, white, blue),
  ribbon('cACChecked', 'Cadet Advisory Council ribbon', gold, navy, white, navy, gold),
  ribbon('communityServiceChecked', 'Community Service ribbon', green, white, lime, white, green),
  ribbon('sarChecked', 'Search and Rescue ribbon', orange, white, green, white, orange),
  ribbon('findChecked', 'Find ribbon', teal, white, orange, white, teal),
  ribbon('disasterReliefChecked', 'Disaster Relief ribbon', maroon, white, teal, white, maroon),
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
