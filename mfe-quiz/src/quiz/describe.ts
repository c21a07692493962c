// The generated cadet in words (§5 wording: 'promotion to grade' for ids up to 8 and
// 8, 10, 12, 14, 17, 20, 21; plurals of years, cadets and activities; the Mitchell encampment note).
import { AWARD_FIELDS, LEVEL_ACHIEVEMENT_ID, type AwardField, type GeneratedCadet } from './cadet.ts';
import { achievementWording, encampmentNeededForMitchell, levelWord, monthName, plural } from './words.ts';

const AWARD_NAMES: Record<AwardField, string> = {
  findRibbon: 'credited with a find on a search',
  disasterRelief: 'served on a disaster relief mission',
  vfwNCOofTheYear: 'VFW NCO of the Year',
  afsaSquadronNCOofTheYear: 'AFSA Squadron NCO of the Year',
  unitCitation: 'in a unit that earned the Unit Citation',
  lifesavingAward: 'the Lifesaving Award',
  natCommanderUnitCitation: "in a unit that earned the National Commander's Unit Citation",
  capAchievement: 'the CAP Achievement Award',
  commandersCommendation: "the Commander's Commendation Award",
  meritoriousService: 'the Meritorious Service Award',
  exceptionalService: 'the Exceptional Service Award',
  distinguishedService: 'the Distinguished Service Award',
  silverMedalOfValor: 'the Silver Medal of Valor',
  bronzeMedalOfValor: 'the Bronze Medal of Valor',
  afaRibbon: 'AFA Unit Cadet of the Year',
};

export interface CadetDescription {
  /** 'Cadet Rivera' */
  title: string;
  /** One sentence per fact, in the order the page lists them. */
  facts: string[];
}

function activities(c: GeneratedCadet): string {
  const next = LEVEL_ACHIEVEMENT_ID[c.grade.level] + 1;
  if (c.activityAttendance === 'NONE') {
    return encampmentNeededForMitchell(next)
      ? 'Has not been to encampment yet (encampment is needed for the Mitchell award).'
      : 'Has not been to encampment.';
  }
  if (c.activityAttendance === 0) return 'Has been to encampment, and to no national special activity.';
  return `Has been to encampment and to ${plural(c.activityAttendance, 'national special activity')}.`;
}

export function describeCadet(c: GeneratedCadet): CadetDescription {
  const id = LEVEL_ACHIEVEMENT_ID[c.grade.level];
  const awards = AWARD_FIELDS.filter((f) => c[f]).map((f) => AWARD_NAMES[f]);
  return {
    title: `Cadet ${c.name}`,
    facts: [
      `Has earned ${achievementWording(id)}, achievement ${id}.`,
      c.grade.isFirstSergeant ? 'Is the first sergeant of the squadron.' : 'Is not the first sergeant.',
      `Joined CAP in ${monthName(c.joined.month)} ${c.joined.year}: ${plural(c.yearsInCAP, 'year')} in CAP.`,
      `Has recruited ${plural(c.cadetsRecruited, 'cadet')}.`,
      activities(c),
      c.colorGuardCompetition === 'NONE'
        ? 'Has never competed in color guard.'
        : `Competed in color guard at the ${levelWord(c.colorGuardCompetition)} level.`,
      c.cac === 'NONE'
        ? 'Has never served on a cadet advisory council.'
        : `Served on the ${levelWord(c.cac)} cadet advisory council.`,
      `Has ${plural(c.communityService, 'hour')} of community service.`,
      `Has flown ${plural(c.airSar, 'search and rescue sortie')}.`,
      awards.length ? `Awards: ${awards.join('; ')}.` : 'Has no other awards.',
    ],
  };
}
