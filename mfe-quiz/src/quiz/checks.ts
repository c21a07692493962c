// Events spec §5 "Quiz consistency checks", each a pure function of the cadet and
// the answers, returning its mistakes in words a cadet understands (empty: no mistake). §9: pass
// means zero errors (`quizResult`).
import {
  AWARD_FIELDS,
  LEVEL_ACHIEVEMENT_ID,
  LEVEL_GRADE,
  type AwardField,
  type GeneratedCadet,
} from './cadet.ts';
import { ACHIEVEMENT_PICTURES, pictureLabel, type PictureName, type QuizInput } from './pictures.ts';
import {
  AWARD_PICTURES,
  achievementIdOf,
  earnsAchievementRibbon,
  earnsAfoea,
  earnsCac,
  earnsColorGuard,
  earnsCommunityService,
  earnsEncampment,
  earnsNcsa,
  earnsRecruiter,
  earnsRedService,
  earnsSar,
} from './rules.ts';
import { levelWord, monthName, plural } from './words.ts';

export type QuizCheck = (cadet: GeneratedCadet, input: QuizInput) => string[];

/** What each award means, when awarded and when not. */
const AWARD_WORDS: Record<AwardField, readonly [awarded: string, not: string]> = {
  findRibbon: ['was credited with a find on a search', 'was never credited with a find'],
  disasterRelief: ['served on a disaster relief mission', 'never served on a disaster relief mission'],
  vfwNCOofTheYear: ['was named VFW NCO of the Year', 'was never named VFW NCO of the Year'],
  afsaSquadronNCOofTheYear: [
    'was named AFSA Squadron NCO of the Year',
    'was never named AFSA Squadron NCO of the Year',
  ],
  unitCitation: [
    'is in a unit that earned the Unit Citation',
    'is not in a unit that earned the Unit Citation',
  ],
  lifesavingAward: ['was given the Lifesaving Award', 'was never given the Lifesaving Award'],
  natCommanderUnitCitation: [
    "is in a unit that earned the National Commander's Unit Citation",
    "is not in a unit that earned the National Commander's Unit Citation",
  ],
  capAchievement: ['was given the CAP Achievement Award', 'was never given the CAP Achievement Award'],
  commandersCommendation: [
    "was given the Commander's Commendation Award",
    "was never given the Commander's Commendation Award",
  ],
  meritoriousService: [
    'was given the Meritorious Service Award',
    'was never given the Meritorious Service Award',
  ],
  exceptionalService: [
    'was given the Exceptional Service Award',
    'was never given the Exceptional Service Award',
  ],
  distinguishedService: [
    'was given the Distinguished Service Award',
    'was never given the Distinguished Service Award',
  ],
  silverMedalOfValor: ['was given the Silver Medal of Valor', 'was never given the Silver Medal of Valor'],
  bronzeMedalOfValor: ['was given the Bronze Medal of Valor', 'was never given the Bronze Medal of Valor'],
  afaRibbon: ['was named AFA Unit Cadet of the Year', 'was never named AFA Unit Cadet of the Year'],
};

/** The mistake for one picture under an "iff" rule: left out when earned, or chosen when not. */
function iff(input: QuizInput, picture: PictureName, earned: boolean, fact: string, rule: string): string[] {
  const label = pictureLabel(picture);
  if (earned && !input[picture]) return [`You left out the ${label}: ${fact}, and ${rule}.`];
  if (!earned && input[picture]) return [`The ${label} does not belong: ${fact}, and ${rule}.`];
  return [];
}

/** The grade level matches; Armstrong may be answered as Goddard (the same C/CMSgt insignia). */
export const checkGrade: QuizCheck = (cadet, input) => {
  if (!input.grade) return ['You did not choose a grade insignia.'];
  const { level } = cadet.grade;
  const answered = input.grade.level;
  if (answered === level || (level === 'Armstrong' && answered === 'Goddard')) return [];
  if (LEVEL_GRADE[answered] === LEVEL_GRADE[level])
    return [`Wrong grade: this cadet has completed ${level}, not ${answered}.`];
  return [
    `Wrong grade insignia: this cadet has completed ${level}, so wears the ${LEVEL_GRADE[level]} insignia, not the ${LEVEL_GRADE[answered]} insignia.`,
  ];
};

/** The first-sergeant flag, matched the right way round. */
export const checkFirstSergeant: QuizCheck = (cadet, input) => {
  if (!input.grade || input.grade.isFirstSergeant === cadet.grade.isFirstSergeant) return [];
  return cadet.grade.isFirstSergeant
    ? ["This cadet is the first sergeant, so the grade insignia has the first sergeant's diamond."]
    : ["This cadet is not the first sergeant, so the grade insignia has no first sergeant's diamond."];
};

/** Every achievement ribbon up to the grade is there (one direction). */
export const checkAchievementRibbonsUpToGrade: QuizCheck = (cadet, input) => {
  const { level } = cadet.grade;
  return ACHIEVEMENT_PICTURES.filter(
    (p) => earnsAchievementRibbon(level, achievementIdOf(p)) && !input[p],
  ).map(
    (p) =>
      `You left out the ${pictureLabel(p)}: this cadet has completed ${level}, and wears the ribbon of every achievement up to ${level}.`,
  );
};

/** No achievement ribbon above the grade (the other direction). */
export const checkNoAchievementRibbonAboveGrade: QuizCheck = (cadet, input) => {
  const { level } = cadet.grade;
  return ACHIEVEMENT_PICTURES.filter(
    (p) => !earnsAchievementRibbon(level, achievementIdOf(p)) && input[p],
  ).map(
    (p) =>
      `The ${pictureLabel(p)} does not belong: this cadet has completed achievements only up to ${level} (achievement ${LEVEL_ACHIEVEMENT_ID[level]}).`,
  );
};

export const checkRecruiter: QuizCheck = (c, input) =>
  iff(
    input,
    'recruitChecked',
    earnsRecruiter(c),
    `this cadet recruited ${plural(c.cadetsRecruited, 'cadet')}`,
    'the ribbon takes 2 or more recruits',
  );

export const checkRedService: QuizCheck = (c, input) =>
  iff(
    input,
    'redService',
    earnsRedService(c),
    `this cadet has been in CAP for ${plural(c.yearsInCAP, 'year')}`,
    'the ribbon takes 2 or more years',
  );

export const checkColorGuard: QuizCheck = (c, input) =>
  iff(
    input,
    'colorGuardChecked',
    earnsColorGuard(c),
    c.colorGuardCompetition === 'NONE'
      ? 'this cadet has never competed in color guard'
      : `this cadet's color guard competed at the ${levelWord(c.colorGuardCompetition)} level`,
    'the ribbon takes a competition at wing level or higher',
  );

export const checkCac: QuizCheck = (c, input) =>
  iff(
    input,
    'cACChecked',
    earnsCac(c),
    c.cac === 'NONE'
      ? 'this cadet has never served on a cadet advisory council'
      : `this cadet served on the ${levelWord(c.cac)} cadet advisory council`,
    'the ribbon is for serving on a region or national council',
  );

export const checkCommunityService: QuizCheck = (c, input) =>
  iff(
    input,
    'communityServiceChecked',
    earnsCommunityService(c),
    `this cadet has ${plural(c.communityService, 'hour')} of community service`,
    'the ribbon takes 60 or more hours',
  );

export const checkSearchAndRescue: QuizCheck = (c, input) =>
  iff(
    input,
    'sarChecked',
    earnsSar(c),
    `this cadet has flown ${plural(c.airSar, 'search and rescue sortie')}`,
    'the ribbon takes 10 or more sorties',
  );

/** Each award's ribbon iff it was awarded. */
export const checkAwards: QuizCheck = (c, input) =>
  AWARD_FIELDS.flatMap((field) =>
    iff(
      input,
      AWARD_PICTURES[field],
      c[field],
      `this cadet ${AWARD_WORDS[field][c[field] ? 0 : 1]}`,
      'it is worn only when awarded',
    ),
  );

/** The AFOEA ribbon: joined before August 2016, from the cadet's join date (not today's month). */
export const checkAfoea: QuizCheck = (c, input) =>
  iff(
    input,
    'AFOEAChecked',
    earnsAfoea(c),
    `this cadet joined CAP in ${monthName(c.joined.month)} ${c.joined.year}`,
    'the ribbon is only for cadets who joined before August 2016',
  );

export const checkEncampment: QuizCheck = (c, input) =>
  iff(
    input,
    'encampmentChecked',
    earnsEncampment(c),
    earnsEncampment(c) ? 'this cadet has been to encampment' : 'this cadet has not been to encampment yet',
    'the ribbon is for attending an encampment',
  );

export const checkNationalActivities: QuizCheck = (c, input) =>
  iff(
    input,
    'nCSAsChecked',
    earnsNcsa(c),
    c.activityAttendance === 'NONE' || c.activityAttendance === 0
      ? 'this cadet has not been to a national special activity'
      : `this cadet has been to ${plural(c.activityAttendance, 'national special activity')}`,
    'the ribbon takes at least one',
  );

/** The national activity ribbon is flagged when chosen without the encampment ribbon. */
export const checkNationalActivitiesNeedEncampment: QuizCheck = (_c, input) =>
  input.nCSAsChecked && !input.encampmentChecked
    ? [
        'The National special activities ribbon is never worn without the Encampment ribbon: a cadet goes to encampment before any national special activity.',
      ]
    : [];

/** The pictures that never apply to a cadet of the quiz. */
export const checkDistractors: QuizCheck = (_c, input) => [
  ...(input.iaceChecked
    ? [
        'The International Air Cadet Exchange (IACE) ribbon does not belong: this cadet has never been on the exchange.',
      ]
    : []),
  ...(input.vfwOfficer ? ['The VFW Officer award does not belong: it is for officers, not cadets.'] : []),
];

/** Every check, in the order the results list their mistakes. */
export const QUIZ_CHECKS: readonly QuizCheck[] = [
  checkGrade,
  checkFirstSergeant,
  checkAchievementRibbonsUpToGrade,
  checkNoAchievementRibbonAboveGrade,
  checkEncampment,
  checkNationalActivities,
  checkNationalActivitiesNeedEncampment,
  checkRecruiter,
  checkRedService,
  checkColorGuard,
  checkCac,
  checkCommunityService,
  checkSearchAndRescue,
  checkAfoea,
  checkAwards,
  checkDistractors,
];

export interface QuizResult {
  mistakes: string[];
  /** §9: pass means zero errors. */
  passed: boolean;
}

export function quizResult(cadet: GeneratedCadet, input: QuizInput): QuizResult {
  const mistakes = QUIZ_CHECKS.flatMap((check) => check(cadet, input));
  return { mistakes, passed: mistakes.length === 0 };
}
