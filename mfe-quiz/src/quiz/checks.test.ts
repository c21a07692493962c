// Events spec §5 "Quiz consistency checks": each check in both directions — the
// earned picture left out is a mistake, the unearned picture chosen is a mistake, and the right
// answer is none. Each row: cadet fields, answer changes, the check, the expected mistakes.
import { describe, expect, it } from 'vitest';
import type { GeneratedCadet } from './cadet.ts';
import * as checks from './checks.ts';
import type { QuizCheck } from './checks.ts';
import type { QuizInput } from './pictures.ts';
import { answers, testCadet } from './testCadet.ts';

type Row = [
  name: string,
  check: QuizCheck,
  cadet: Partial<GeneratedCadet>,
  input: Partial<QuizInput>,
  mistakes: string[],
];

const run = (rows: Row[]) =>
  it.each(rows)('%s', (_name, check, cadet, input, mistakes) => {
    const c = testCadet(cadet);
    expect(check(c, answers(c, input))).toEqual(mistakes);
  });

describe('grade matches (Armstrong may be answered as Goddard) and the first-sergeant flag the right way round', () => {
  run([
    ['right level: no mistake', checks.checkGrade, {}, {}, []],
    ['no grade chosen', checks.checkGrade, {}, { grade: null }, ['You did not choose a grade insignia.']],
    [
      'Lindbergh answered as Doolittle',
      checks.checkGrade,
      {},
      { grade: { level: 'Doolittle', isFirstSergeant: false } },
      [
        'Wrong grade insignia: this cadet has completed Lindbergh, so wears the C/MSgt insignia, not the C/SMSgt insignia.',
      ],
    ],
    [
      'Doolittle answered as Lindbergh',
      checks.checkGrade,
      { grade: { level: 'Doolittle', isFirstSergeant: false } },
      { grade: { level: 'Lindbergh', isFirstSergeant: false } },
      [
        'Wrong grade insignia: this cadet has completed Doolittle, so wears the C/SMSgt insignia, not the C/MSgt insignia.',
      ],
    ],
    [
      'Armstrong answered as Goddard: accepted',
      checks.checkGrade,
      { grade: { level: 'Armstrong', isFirstSergeant: false } },
      { grade: { level: 'Goddard', isFirstSergeant: false } },
      [],
    ],
    [
      'Armstrong answered as Armstrong: accepted',
      checks.checkGrade,
      { grade: { level: 'Armstrong', isFirstSergeant: false } },
      { grade: { level: 'Armstrong', isFirstSergeant: false } },
      [],
    ],
    [
      'Goddard answered as Armstrong: not the other way round',
      checks.checkGrade,
      { grade: { level: 'Goddard', isFirstSergeant: false } },
      { grade: { level: 'Armstrong', isFirstSergeant: false } },
      ['Wrong grade: this cadet has completed Goddard, not Armstrong.'],
    ],
    [
      'Armstrong answered as Doolittle',
      checks.checkGrade,
      { grade: { level: 'Armstrong', isFirstSergeant: false } },
      { grade: { level: 'Doolittle', isFirstSergeant: false } },
      [
        'Wrong grade insignia: this cadet has completed Armstrong, so wears the C/CMSgt insignia, not the C/SMSgt insignia.',
      ],
    ],
    [
      'first sergeant answered as first sergeant',
      checks.checkFirstSergeant,
      { grade: { level: 'Goddard', isFirstSergeant: true } },
      {},
      [],
    ],
    [
      'first sergeant answered without the diamond',
      checks.checkFirstSergeant,
      { grade: { level: 'Goddard', isFirstSergeant: true } },
      { grade: { level: 'Goddard', isFirstSergeant: false } },
      ["This cadet is the first sergeant, so the grade insignia has the first sergeant's diamond."],
    ],
    [
      'not first sergeant answered with the diamond',
      checks.checkFirstSergeant,
      {},
      { grade: { level: 'Lindbergh', isFirstSergeant: true } },
      ["This cadet is not the first sergeant, so the grade insignia has no first sergeant's diamond."],
    ],
    [
      'no grade: the grade check says so, not this one',
      checks.checkFirstSergeant,
      { grade: { level: 'Goddard', isFirstSergeant: true } },
      { grade: null },
      [],
    ],
  ]);
});

describe('every achievement ribbon up to the grade and none above it (each direction on its own)', () => {
  run([
    ['Lindbergh with Curry to Lindbergh: none missing', checks.checkAchievementRibbonsUpToGrade, {}, {}, []],
    ['Lindbergh with Curry to Lindbergh: none above', checks.checkNoAchievementRibbonAboveGrade, {}, {}, []],
    [
      'Lindbergh without Feik: Feik missing',
      checks.checkAchievementRibbonsUpToGrade,
      {},
      { feikChecked: false },
      [
        'You left out the Feik achievement ribbon: this cadet has completed Lindbergh, and wears the ribbon of every achievement up to Lindbergh.',
      ],
    ],
    [
      'Lindbergh without Feik: nothing above (the other direction)',
      checks.checkNoAchievementRibbonAboveGrade,
      {},
      { feikChecked: false },
      [],
    ],
    [
      'Lindbergh with Goddard: Goddard above',
      checks.checkNoAchievementRibbonAboveGrade,
      {},
      { goddardChecked: true },
      [
        'The Goddard achievement ribbon does not belong: this cadet has completed achievements only up to Lindbergh (achievement 6).',
      ],
    ],
    [
      'Lindbergh with Goddard: nothing missing (the other direction)',
      checks.checkAchievementRibbonsUpToGrade,
      {},
      { goddardChecked: true },
      [],
    ],
    [
      'Armstrong without Armstrong and Curry: both missing',
      checks.checkAchievementRibbonsUpToGrade,
      { grade: { level: 'Armstrong', isFirstSergeant: false } },
      { armstrongChecked: false, curryChecked: false },
      [
        'You left out the Curry achievement ribbon: this cadet has completed Armstrong, and wears the ribbon of every achievement up to Armstrong.',
        'You left out the Armstrong achievement ribbon: this cadet has completed Armstrong, and wears the ribbon of every achievement up to Armstrong.',
      ],
    ],
    [
      'Doolittle with Armstrong and Goddard: two above',
      checks.checkNoAchievementRibbonAboveGrade,
      { grade: { level: 'Doolittle', isFirstSergeant: false } },
      { armstrongChecked: true, goddardChecked: true },
      [
        'The Goddard achievement ribbon does not belong: this cadet has completed achievements only up to Doolittle (achievement 7).',
        'The Armstrong achievement ribbon does not belong: this cadet has completed achievements only up to Doolittle (achievement 7).',
      ],
    ],
  ]);
});

describe('thresholds: recruiter at 2 recruits, red service at 2 years, color guard at wing, CAC at region, community service at 60 hours, SAR at 10 sorties', () => {
  run([
    ['1 recruit, none chosen', checks.checkRecruiter, { cadetsRecruited: 1 }, {}, []],
    [
      '1 recruit, ribbon chosen',
      checks.checkRecruiter,
      { cadetsRecruited: 1 },
      { recruitChecked: true },
      [
        'The Recruiter ribbon does not belong: this cadet recruited 1 cadet, and the ribbon takes 2 or more recruits.',
      ],
    ],
    ['2 recruits, ribbon chosen', checks.checkRecruiter, { cadetsRecruited: 2 }, {}, []],
    [
      '2 recruits, ribbon left out',
      checks.checkRecruiter,
      { cadetsRecruited: 2 },
      { recruitChecked: false },
      [
        'You left out the Recruiter ribbon: this cadet recruited 2 cadets, and the ribbon takes 2 or more recruits.',
      ],
    ],
    [
      '1 year, ribbon chosen',
      checks.checkRedService,
      { yearsInCAP: 1 },
      { redService: true },
      [
        'The Red Service ribbon does not belong: this cadet has been in CAP for 1 year, and the ribbon takes 2 or more years.',
      ],
    ],
    [
      '2 years, ribbon left out',
      checks.checkRedService,
      { yearsInCAP: 2 },
      { redService: false },
      [
        'You left out the Red Service ribbon: this cadet has been in CAP for 2 years, and the ribbon takes 2 or more years.',
      ],
    ],
    ['2 years, ribbon chosen', checks.checkRedService, { yearsInCAP: 2 }, {}, []],
    [
      'group color guard, ribbon chosen',
      checks.checkColorGuard,
      { colorGuardCompetition: 'GROUP' },
      { colorGuardChecked: true },
      [
        "The Color Guard ribbon does not belong: this cadet's color guard competed at the group level, and the ribbon takes a competition at wing level or higher.",
      ],
    ],
    [
      'no color guard, ribbon chosen',
      checks.checkColorGuard,
      {},
      { colorGuardChecked: true },
      [
        'The Color Guard ribbon does not belong: this cadet has never competed in color guard, and the ribbon takes a competition at wing level or higher.',
      ],
    ],
    [
      'wing color guard, ribbon left out',
      checks.checkColorGuard,
      { colorGuardCompetition: 'WING' },
      { colorGuardChecked: false },
      [
        "You left out the Color Guard ribbon: this cadet's color guard competed at the wing level, and the ribbon takes a competition at wing level or higher.",
      ],
    ],
    [
      'national color guard, ribbon chosen',
      checks.checkColorGuard,
      { colorGuardCompetition: 'NATIONAL' },
      {},
      [],
    ],
    [
      'wing CAC, ribbon chosen',
      checks.checkCac,
      { cac: 'WING' },
      { cACChecked: true },
      [
        'The Cadet Advisory Council ribbon does not belong: this cadet served on the wing cadet advisory council, and the ribbon is for serving on a region or national council.',
      ],
    ],
    [
      'region CAC, ribbon left out',
      checks.checkCac,
      { cac: 'REGION' },
      { cACChecked: false },
      [
        'You left out the Cadet Advisory Council ribbon: this cadet served on the region cadet advisory council, and the ribbon is for serving on a region or national council.',
      ],
    ],
    ['national CAC, ribbon chosen', checks.checkCac, { cac: 'NATIONAL' }, {}, []],
    [
      '59 hours, ribbon chosen',
      checks.checkCommunityService,
      { communityService: 59 },
      { communityServiceChecked: true },
      [
        'The Community Service ribbon does not belong: this cadet has 59 hours of community service, and the ribbon takes 60 or more hours.',
      ],
    ],
    [
      '60 hours, ribbon left out',
      checks.checkCommunityService,
      { communityService: 60 },
      { communityServiceChecked: false },
      [
        'You left out the Community Service ribbon: this cadet has 60 hours of community service, and the ribbon takes 60 or more hours.',
      ],
    ],
    ['60 hours, ribbon chosen', checks.checkCommunityService, { communityService: 60 }, {}, []],
    [
      '9 sorties, ribbon chosen',
      checks.checkSearchAndRescue,
      { airSar: 9 },
      { sarChecked: true },
      [
        'The Search and Rescue ribbon does not belong: this cadet has flown 9 search and rescue sorties, and the ribbon takes 10 or more sorties.',
      ],
    ],
    [
      '10 sorties, ribbon left out',
      checks.checkSearchAndRescue,
      { airSar: 10 },
      { sarChecked: false },
      [
        'You left out the Search and Rescue ribbon: this cadet has flown 10 search and rescue sorties, and the ribbon takes 10 or more sorties.',
      ],
    ],
    ['1 sortie, none chosen', checks.checkSearchAndRescue, { airSar: 1 }, {}, []],
  ]);
});

describe('encampment iff attended; national activity ribbon iff at least one, and flagged without encampment', () => {
  run([
    ['no encampment, none chosen', checks.checkEncampment, {}, {}, []],
    [
      'no encampment, ribbon chosen',
      checks.checkEncampment,
      {},
      { encampmentChecked: true },
      [
        'The Encampment ribbon does not belong: this cadet has not been to encampment yet, and the ribbon is for attending an encampment.',
      ],
    ],
    [
      'encampment only (0), ribbon left out',
      checks.checkEncampment,
      { activityAttendance: 0 },
      { encampmentChecked: false },
      [
        'You left out the Encampment ribbon: this cadet has been to encampment, and the ribbon is for attending an encampment.',
      ],
    ],
    [
      'encampment only (0), NCSA chosen',
      checks.checkNationalActivities,
      { activityAttendance: 0 },
      { nCSAsChecked: true },
      [
        'The National special activities ribbon does not belong: this cadet has not been to a national special activity, and the ribbon takes at least one.',
      ],
    ],
    [
      '2 activities, NCSA left out',
      checks.checkNationalActivities,
      { activityAttendance: 2 },
      { nCSAsChecked: false },
      [
        'You left out the National special activities ribbon: this cadet has been to 2 national special activities, and the ribbon takes at least one.',
      ],
    ],
    ['1 activity, NCSA chosen', checks.checkNationalActivities, { activityAttendance: 1 }, {}, []],
    ['NCSA with encampment', checks.checkNationalActivitiesNeedEncampment, { activityAttendance: 1 }, {}, []],
    [
      'NCSA without encampment: flagged',
      checks.checkNationalActivitiesNeedEncampment,
      { activityAttendance: 1 },
      { encampmentChecked: false },
      [
        'The National special activities ribbon is never worn without the Encampment ribbon: a cadet goes to encampment before any national special activity.',
      ],
    ],
    [
      'encampment without NCSA: not flagged',
      checks.checkNationalActivitiesNeedEncampment,
      { activityAttendance: 0 },
      {},
      [],
    ],
  ]);
});

describe('the AFOEA ribbon: joined before August 2016, from the join date, not today’s month', () => {
  run([
    ['joined July 2016, chosen', checks.checkAfoea, { joined: { year: 2016, month: 7 } }, {}, []],
    [
      'joined July 2016, left out',
      checks.checkAfoea,
      { joined: { year: 2016, month: 7 } },
      { AFOEAChecked: false },
      [
        'You left out the AFOEA ribbon: this cadet joined CAP in July 2016, and the ribbon is only for cadets who joined before August 2016.',
      ],
    ],
    [
      'joined December 2015, left out',
      checks.checkAfoea,
      { joined: { year: 2015, month: 12 } },
      { AFOEAChecked: false },
      [
        'You left out the AFOEA ribbon: this cadet joined CAP in December 2015, and the ribbon is only for cadets who joined before August 2016.',
      ],
    ],
    [
      'joined August 2016, chosen',
      checks.checkAfoea,
      { joined: { year: 2016, month: 8 } },
      { AFOEAChecked: true },
      [
        'The AFOEA ribbon does not belong: this cadet joined CAP in August 2016, and the ribbon is only for cadets who joined before August 2016.',
      ],
    ],
    ['joined January 2017, none chosen', checks.checkAfoea, { joined: { year: 2017, month: 1 } }, {}, []],
  ]);
  it('the check has no clock: the same cadet and answers give the same result in any month', () => {
    const c = testCadet({ joined: { year: 2016, month: 7 }, yearsInCAP: 10 });
    expect(checks.checkAfoea.length).toBe(2);
    expect(checks.checkAfoea(c, answers(c))).toEqual([]);
  });
});

const AWARD_ROWS: [keyof GeneratedCadet, keyof QuizInput, string, string][] = [
  ['findRibbon', 'findChecked', 'Find ribbon', 'was credited with a find on a search'],
  [
    'disasterRelief',
    'disasterReliefChecked',
    'Disaster Relief ribbon',
    'served on a disaster relief mission',
  ],
  ['vfwNCOofTheYear', 'vfwNCOChecked', 'VFW NCO of the Year award', 'was named VFW NCO of the Year'],
  [
    'afsaSquadronNCOofTheYear',
    'afsaChecked',
    'AFSA Squadron NCO of the Year award',
    'was named AFSA Squadron NCO of the Year',
  ],
  ['unitCitation', 'unitCitationChecked', 'Unit Citation', 'is in a unit that earned the Unit Citation'],
  ['lifesavingAward', 'lifesavingChecked', 'Lifesaving Award', 'was given the Lifesaving Award'],
  [
    'natCommanderUnitCitation',
    'natCommanderUnitCitationChecked',
    "National Commander's Unit Citation",
    "is in a unit that earned the National Commander's Unit Citation",
  ],
  ['capAchievement', 'capAchievementChecked', 'CAP Achievement Award', 'was given the CAP Achievement Award'],
  [
    'commandersCommendation',
    'commandersCommendationChecked',
    "Commander's Commendation Award",
    "was given the Commander's Commendation Award",
  ],
  [
    'meritoriousService',
    'meritoriousServiceChecked',
    'Meritorious Service Award',
    'was given the Meritorious Service Award',
  ],
  [
    'exceptionalService',
    'exceptionalServiceChecked',
    'Exceptional Service Award',
    'was given the Exceptional Service Award',
  ],
  [
    'distinguishedService',
    'distinguishedServiceChecked',
    'Distinguished Service Award',
    'was given the Distinguished Service Award',
  ],
  ['silverMedalOfValor', 'silver_MVChecked', 'Silver Medal of Valor', 'was given the Silver Medal of Valor'],
  ['bronzeMedalOfValor', 'bronze_MVChecked', 'Bronze Medal of Valor', 'was given the Bronze Medal of Valor'],
  ['afaRibbon', 'afaChecked', 'AFA Award to Unit Cadet of the Year', 'was named AFA Unit Cadet of the Year'],
];

describe('each award iff awarded', () => {
  it.each(AWARD_ROWS)(
    '%s awarded: its picture chosen passes, left out is a mistake',
    (field, picture, label, words) => {
      const c = testCadet({ [field]: true });
      expect(checks.checkAwards(c, answers(c))).toEqual([]);
      expect(checks.checkAwards(c, answers(c, { [picture]: false }))).toEqual([
        `You left out the ${label}: this cadet ${words}, and it is worn only when awarded.`,
      ]);
    },
  );
  it.each(AWARD_ROWS)(
    '%s not awarded: its picture left out passes, chosen is a mistake',
    (field, picture, label) => {
      const c = testCadet();
      expect(checks.checkAwards(c, answers(c))).toEqual([]);
      const [mistake] = checks.checkAwards(c, answers(c, { [picture]: true }));
      expect(mistake).toMatch(
        new RegExp(
          `^The ${label.replace(/[()']/g, '.')} does not belong: this cadet (was never|is not in a unit|never served)`,
        ),
      );
    },
  );
});

describe('distractors never apply (IACE, VFW officer)', () => {
  run([
    ['neither chosen', checks.checkDistractors, {}, {}, []],
    [
      'IACE chosen',
      checks.checkDistractors,
      {},
      { iaceChecked: true },
      [
        'The International Air Cadet Exchange (IACE) ribbon does not belong: this cadet has never been on the exchange.',
      ],
    ],
    [
      'VFW officer chosen',
      checks.checkDistractors,
      {},
      { vfwOfficer: true },
      ['The VFW Officer award does not belong: it is for officers, not cadets.'],
    ],
  ]);
});

describe('§9 pass means zero errors', () => {
  it('the right answers pass; one mistake fails, two are both listed', () => {
    const c = testCadet({ cadetsRecruited: 3 });
    expect(checks.quizResult(c, answers(c))).toEqual({ mistakes: [], passed: true });
    expect(checks.quizResult(c, answers(c, { iaceChecked: true })).passed).toBe(false);
    const two = checks.quizResult(c, answers(c, { recruitChecked: false, goddardChecked: true }));
    expect(two.passed).toBe(false);
    expect(two.mistakes).toHaveLength(2);
    expect(two.mistakes.join(' ')).toMatch(/Recruiter ribbon.*|Goddard achievement ribbon/);
  });
});
