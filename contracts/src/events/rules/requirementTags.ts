// Events §3 requirementTag ("a training name or null; index 0 of the list is 'Not Needed'"; "shown
// only for one specific account"; "The list of about 58 training courses: not shown"), §3
// groupEventNumber ("shown only for squadron accounts") and the §5 rule "A member cannot sign up
// when they already hold a requirement tag the event fulfils".
//
// Designed where the spec is silent:
// - The one account is the demo composite squadron md001 (the spec does not name it).
// - The course list is built from the organisation's own training names (GLOSSARY: achievements
//   Curry ... Spaatz and their requirements, encampment, RCLS, GES): per achievement, each
//   academic part it asks for (leadership, aerospace, character development), then the cadet
//   activities (55 courses after 'Not Needed'; the §5 words speak of academic requirements, so
//   orientation flights and fitness tests are not tags).
// - A member holds a tag when the cadet records (svc-identity's imported CAPWATCH rows and a
//   manager's entries) show it done: the achievement row's date of that part, an activity row whose
//   Type or Name names it.
import type { AccountType } from '../../entities/account.ts';
import { CADET_ACHIEVEMENTS } from '../../cadetProgramme/achievements.ts';
import { capwatchDate, type CapwatchCadetRows } from '../../cadetProgramme/rules/capwatchRecord.ts';
import { REQUIREMENT_TAG_NONE } from '../options.ts';

/** §3 "The requirementTag field is shown only for one specific account" (designed: md001). */
export const REQUIREMENT_TAG_ACCOUNT_ID = 'md001';

/** §3: whether the event form offers the requirement tag on this account. */
export const showsRequirementTag = (accountID: string | null): boolean =>
  accountID === REQUIREMENT_TAG_ACCOUNT_ID;

/** §3 "The groupEventNumber field is shown only for squadron accounts". */
export const showsGroupEventNumber = (accountType: AccountType | null): boolean =>
  accountType === 'CAPSQUADRON';

/** The CadetAchv column that dates each academic part of an achievement. */
const PARTS = [
  {
    part: 'leadership',
    column: 'LeadLabDateP',
    asks: (a: (typeof CADET_ACHIEVEMENTS)[number]) => !!a.Leadership,
  },
  { part: 'aerospace', column: 'AEDateP', asks: (a: (typeof CADET_ACHIEVEMENTS)[number]) => !!a.Aerospace },
  {
    part: 'character development',
    column: 'MoralLDateP',
    asks: (a: (typeof CADET_ACHIEVEMENTS)[number]) => a.CharDev,
  },
] as const;

/** Activities named in CadetActivities rows (Type or Name matched as the promotion rules do). */
const ACTIVITIES: readonly { tag: string; pattern: RegExp }[] = [
  { tag: 'Encampment', pattern: /encamp/i },
  { tag: 'Region Cadet Leadership School', pattern: /rcls|region cadet leadership/i },
  { tag: 'General Emergency Services', pattern: /^ges$|general emergency services/i },
];

const achievementTag = (name: string, part: string) => `${name} ${part}`;

/** The achievements a cadet works through (Curry ... Spaatz; not Cadet Basic, complete or Pending). */
const STEPS = CADET_ACHIEVEMENTS.filter((a) => a.CadetAchvID >= 1 && a.CadetAchvID <= 21);

/** §3 the requirementTag list: 'Not Needed' first, then the training names (designed, see above). */
export const REQUIREMENT_TAG_OPTIONS: readonly string[] = [
  REQUIREMENT_TAG_NONE,
  ...STEPS.flatMap((a) => PARTS.filter((p) => p.asks(a)).map((p) => achievementTag(a.AchvName, p.part))),
  ...ACTIVITIES.map((a) => a.tag),
];

/** The list entry (index 0 'Not Needed' is stored as null) and back. */
export const requirementTagFromOption = (option: string): string | null =>
  option === REQUIREMENT_TAG_NONE ? null : option;
export const requirementTagOption = (tag: string | null): string => tag ?? REQUIREMENT_TAG_NONE;

/** The tags of the list a member holds, from their cadet rows (none for prospective members). */
export function completedRequirementTags(rows: CapwatchCadetRows): string[] {
  const held = new Set<string>();
  for (const row of rows.CadetAchv ?? []) {
    const step = STEPS.find((a) => String(a.CadetAchvID) === row.CadetAchvID?.trim());
    if (!step) continue;
    for (const p of PARTS)
      if (p.asks(step) && capwatchDate(row[p.column]) !== null)
        held.add(achievementTag(step.AchvName, p.part));
  }
  for (const activity of rows.CadetActivities ?? []) {
    if (capwatchDate(activity.Completed) === null) continue;
    const names = [activity.Type ?? '', activity.Name ?? ''];
    for (const a of ACTIVITIES) if (names.some((n) => a.pattern.test(n))) held.add(a.tag);
  }
  return REQUIREMENT_TAG_OPTIONS.filter((tag) => held.has(tag));
}
