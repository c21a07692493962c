// Events spec §5: "Description wording pluralises years, cadets and activities", and achievement ids
// 8, 10, 12, 14, 17, 20 and 21 (and anything up to 8) use the 'promotion to grade' wording.
import { achievementById } from '@portal/contracts';

const IRREGULAR: Record<string, string> = {
  activity: 'activities',
  'national special activity': 'national special activities',
};

/** The plural of a noun: 'activity' -> 'activities', 'year' -> 'years'. */
export function pluralOf(noun: string): string {
  if (IRREGULAR[noun]) return IRREGULAR[noun];
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** '1 year', '2 years', '0 cadets', '1 activity', '3 activities'. */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : pluralOf(noun)}`;
}

/** §5: the achievement ids (beyond those up to 8) that read as a promotion to a grade. */
export const PROMOTION_WORDING_IDS: readonly number[] = [8, 10, 12, 14, 17, 20, 21];

export const usesPromotionWording = (achievementId: number): boolean =>
  achievementId <= 8 || PROMOTION_WORDING_IDS.includes(achievementId);

/**
 * What a cadet earned with an achievement, in words: 'the promotion to C/MSgt (Lindbergh)' for the
 * promotion wording, otherwise 'the Armstrong achievement'.
 */
export function achievementWording(achievementId: number): string {
  const a = achievementById(achievementId);
  if (!a) throw new Error(`no achievement ${achievementId}`);
  return usesPromotionWording(achievementId)
    ? `the promotion to ${a.Grade} (${a.AchvName})`
    : `the ${a.AchvName} achievement`;
}

/** The Mitchell award's achievement id. */
export const MITCHELL_ID = 10;

/** §5: encampment is needed for the Mitchell award when the next achievement is 10 or below. */
export const encampmentNeededForMitchell = (nextAchievementId: number): boolean =>
  nextAchievementId <= MITCHELL_ID;

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const; // prettier-ignore

export const monthName = (month: number): string => MONTHS[month - 1]!;

/** 'wing' for WING: organisation levels in words. */
export const levelWord = (level: string): string => level.toLowerCase();
