// Events spec §5 "Quiz consistency checks": which pictures a generated cadet
// earns. Thresholds are the spec's; each predicate is the "iff" of its check (checks.ts).
import {
  LEVEL_ACHIEVEMENT_ID,
  orgLevelRank,
  type AwardField,
  type GeneratedCadet,
  type GradeLevel,
  type OrgLevel,
  type YearMonth,
} from './cadet.ts';
import { ACHIEVEMENT_PICTURES, type PictureName } from './pictures.ts';

export const RECRUITER_MIN_RECRUITS = 2;
export const RED_SERVICE_MIN_YEARS = 2;
export const COLOR_GUARD_MIN_LEVEL: OrgLevel = 'WING';
/** §5 "CAC at region or higher" (the "wing, region or national" differs: README). */
export const CAC_MIN_LEVEL: OrgLevel = 'REGION';
export const COMMUNITY_SERVICE_MIN_HOURS = 60;
export const SAR_MIN_SORTIES = 10;
/** §5 the AFOEA ribbon: threshold year 2016 with the month before August. */
export const AFOEA_THRESHOLD: YearMonth = { year: 2016, month: 8 };

/** The achievement id of each achievement picture (Curry 1 … Armstrong 9). */
export const achievementIdOf = (picture: (typeof ACHIEVEMENT_PICTURES)[number]): number =>
  ACHIEVEMENT_PICTURES.indexOf(picture) + 1;

/** Every achievement ribbon up to the grade, none above it. */
export const earnsAchievementRibbon = (level: GradeLevel, achievementId: number): boolean =>
  achievementId <= LEVEL_ACHIEVEMENT_ID[level];

export const earnsRecruiter = (c: Pick<GeneratedCadet, 'cadetsRecruited'>) =>
  c.cadetsRecruited >= RECRUITER_MIN_RECRUITS;
export const earnsRedService = (c: Pick<GeneratedCadet, 'yearsInCAP'>) =>
  c.yearsInCAP >= RED_SERVICE_MIN_YEARS;
export const earnsColorGuard = (c: Pick<GeneratedCadet, 'colorGuardCompetition'>) =>
  orgLevelRank(c.colorGuardCompetition) >= orgLevelRank(COLOR_GUARD_MIN_LEVEL);
export const earnsCac = (c: Pick<GeneratedCadet, 'cac'>) =>
  orgLevelRank(c.cac) >= orgLevelRank(CAC_MIN_LEVEL);
export const earnsCommunityService = (c: Pick<GeneratedCadet, 'communityService'>) =>
  c.communityService >= COMMUNITY_SERVICE_MIN_HOURS;
export const earnsSar = (c: Pick<GeneratedCadet, 'airSar'>) => c.airSar >= SAR_MIN_SORTIES;
export const earnsEncampment = (c: Pick<GeneratedCadet, 'activityAttendance'>) =>
  c.activityAttendance !== 'NONE';
export const earnsNcsa = (c: Pick<GeneratedCadet, 'activityAttendance'>) =>
  c.activityAttendance !== 'NONE' && c.activityAttendance >= 1;

/** Joined before the threshold: decided from the join date alone, never from today's month. */
export const joinedBeforeAfoeaThreshold = (joined: YearMonth): boolean =>
  joined.year < AFOEA_THRESHOLD.year ||
  (joined.year === AFOEA_THRESHOLD.year && joined.month < AFOEA_THRESHOLD.month);
export const earnsAfoea = (c: Pick<GeneratedCadet, 'joined'>) => joinedBeforeAfoeaThreshold(c.joined);

/** The ribbons a cadet earns by a rule of its record (each check's "iff"), with their rules. */
export const EARNED_RIBBONS: readonly (readonly [PictureName, (c: GeneratedCadet) => boolean])[] = [
  ['encampmentChecked', earnsEncampment],
  ['nCSAsChecked', earnsNcsa],
  ['recruitChecked', earnsRecruiter],
  ['redService', earnsRedService],
  ['colorGuardChecked', earnsColorGuard],
  ['cACChecked', earnsCac],
  ['communityServiceChecked', earnsCommunityService],
  ['sarChecked', earnsSar],
  ['AFOEAChecked', earnsAfoea],
];

/** The picture of each award field (each award: its ribbon iff awarded). */
export const AWARD_PICTURES: Record<AwardField, PictureName> = {
  findRibbon: 'findChecked',
  disasterRelief: 'disasterReliefChecked',
  vfwNCOofTheYear: 'vfwNCOChecked',
  afsaSquadronNCOofTheYear: 'afsaChecked',
  unitCitation: 'unitCitationChecked',
  lifesavingAward: 'lifesavingChecked',
  natCommanderUnitCitation: 'natCommanderUnitCitationChecked',
  capAchievement: 'capAchievementChecked',
  commandersCommendation: 'commandersCommendationChecked',
  meritoriousService: 'meritoriousServiceChecked',
  exceptionalService: 'exceptionalServiceChecked',
  distinguishedService: 'distinguishedServiceChecked',
  silverMedalOfValor: 'silver_MVChecked',
  bronzeMedalOfValor: 'bronze_MVChecked',
  afaRibbon: 'afaChecked',
};

/** Pictures that never apply to a generated cadet. */
export const DISTRACTORS = ['iaceChecked', 'vfwOfficer'] as const satisfies readonly PictureName[];
