// Test fixtures only: a plain cadet who earns nothing beyond the Lindbergh ribbons, and its right answers.
import type { GeneratedCadet } from './cadet.ts';
import { correctInput } from './answers.ts';
import type { QuizInput } from './pictures.ts';

export function testCadet(overrides: Partial<GeneratedCadet> = {}): GeneratedCadet {
  return {
    name: 'Rivera',
    grade: { level: 'Lindbergh', isFirstSergeant: false },
    cac: 'NONE',
    colorGuardCompetition: 'NONE',
    airSar: 0,
    activityAttendance: 'NONE',
    communityService: 0,
    cadetsRecruited: 0,
    yearsInCAP: 1,
    joined: { year: 2025, month: 3 },
    findRibbon: false,
    disasterRelief: false,
    vfwNCOofTheYear: false,
    afsaSquadronNCOofTheYear: false,
    unitCitation: false,
    lifesavingAward: false,
    natCommanderUnitCitation: false,
    capAchievement: false,
    commandersCommendation: false,
    meritoriousService: false,
    exceptionalService: false,
    distinguishedService: false,
    silverMedalOfValor: false,
    bronzeMedalOfValor: false,
    afaRibbon: false,
    ...overrides,
  };
}

/** The right answers for `cadet`, then `changes` applied. */
export function answers(cadet: GeneratedCadet, changes: Partial<QuizInput> = {}): QuizInput {
  return { ...correctInput(cadet), ...changes };
}
