// Who may enter cadet records, for whom, and which entries make sense ("a manager
// can also enter them"). Pure (entryRules.test.ts); svc-identity applies them per request and the
// editor page uses them to show or hide the forms.
//
// Choice: entering needs PromotionManagement FULL (the platform §6 permission for promotions; the
// Admin preset has it on squadron, group, wing and region accounts), or the privileged user. The
// reports widget's other holders (cadet flight and command duties) may read the reports but not
// change the records they are built from: approvals and fitness results are a manager's word.
import type { MemberType } from '../../entities/memberReference.ts';
import type { PermissionSet } from '../../permissions/permissionSet.ts';
import { hasPermission, isSuperUser } from '../../permissions/presets.ts';
import { achievementById, type CadetAchievement } from '../achievements.ts';
import {
  CADET_ENTRY_MESSAGES,
  CADET_REQUIREMENT_LABELS,
  type CadetRecordEntryInput,
  type CadetRequirement,
} from '../entries.ts';
import { DAY_MS } from './promotionState.ts';

export interface CadetEntryViewer {
  member: { type: MemberType; id: number | string; permissions: PermissionSet } | null;
  superUserIDs?: readonly number[];
}

/** PromotionManagement FULL, or a configured super user. */
export function mayEnterCadetRecords({ member, superUserIDs = [] }: CadetEntryViewer): boolean {
  if (!member) return false;
  if (
    member.type === 'CAPNHQMember' &&
    isSuperUser({ type: 'CAPNHQMember', id: Number(member.id) }, superUserIDs)
  )
    return true;
  return hasPermission(member as Parameters<typeof hasPermission>[0], 'PromotionManagement', 'FULL');
}

/**
 * Whose records may be entered: national cadets only. Senior members have no cadet record, and a
 * prospective cadet's record is never read by the promotion calls (they have no CAPWATCH rows
 * until they join), so an entry there would show nowhere.
 */
export function cadetEntryTargetProblem(member: { type: MemberType; seniorMember: boolean }): string | null {
  if (member.seniorMember) return CADET_ENTRY_MESSAGES.notCadet;
  if (member.type !== 'CAPNHQMember') return CADET_ENTRY_MESSAGES.notNational;
  return null;
}

/** Whether an achievement asks for a requirement (the oath is asked by every achievement that lists it). */
export function achievementAsks(achievement: CadetAchievement, requirement: CadetRequirement): boolean {
  return ASKS[requirement](achievement);
}

const ASKS: Record<CadetRequirement, (achievement: CadetAchievement) => boolean> = {
  oath: (a) => a.Oath,
  leadership: (a) => a.Leadership !== null,
  aerospace: (a) => a.Aerospace !== null,
  drill: (a) => a.Drill !== null,
  characterDevelopment: (a) => a.CharDev,
  staffService: (a) => a.SDAService,
  technicalWriting: (a) => a.SDAWriting,
  oralPresentation: (a) => a.SDAPresentation,
  mentor: (a) => a.Mentor,
};

const dayMs = (text: string): number => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/**
 * What is wrong with an entry the schema accepted, or null: a day after today (UTC day of `now`,
 * plus one day of slack for managers west of UTC), a day up to 1900 (CAPWATCH's "never"), or a
 * requirement the achievement does not ask for.
 */
export function cadetEntryProblem(entry: CadetRecordEntryInput, now: number): string | null {
  const date = dayMs(entry.date);
  if (date > now + DAY_MS) return CADET_ENTRY_MESSAGES.future;
  if (date < Date.UTC(1901, 0, 1)) return CADET_ENTRY_MESSAGES.tooOld;
  if (entry.kind === 'requirement') {
    const achievement = achievementById(entry.achievement)!;
    if (!achievementAsks(achievement, entry.requirement))
      return CADET_ENTRY_MESSAGES.notAsked(
        `${achievement.AchvName} (${achievement.CadetAchvID})`,
        CADET_REQUIREMENT_LABELS[entry.requirement],
      );
  }
  return null;
}

/** One line of the editor's list and of the audit: what the entry says, without the date. */
export function describeCadetEntry(entry: CadetRecordEntryInput): string {
  const name = (id: number) => `${achievementById(id)?.AchvName ?? `Achievement ${id}`} (${id})`;
  switch (entry.kind) {
    case 'requirement':
      return `${CADET_REQUIREMENT_LABELS[entry.requirement]} for ${name(entry.achievement)}`;
    case 'approval':
      return `${name(entry.achievement)} ${entry.status === 'APR' ? 'approved' : 'pending approval'}`;
    case 'fitness': {
      const scores = [
        entry.pacer && `pacer ${entry.pacer}`,
        entry.mileRun && `mile ${entry.mileRun}`,
        entry.curlUps && `curl-ups ${entry.curlUps}`,
        entry.pushUps && `push-ups ${entry.pushUps}`,
        entry.sitAndReach && `sit and reach ${entry.sitAndReach}`,
      ].filter(Boolean);
      return `Fitness test ${entry.passed ? 'passed' : 'failed'}${scores.length ? `: ${scores.join(', ')}` : ''}`;
    }
    case 'oflight':
      return `Orientation flight syllabus ${entry.syllabus} ${entry.outcome.toLowerCase()}`;
    case 'encampment':
      return 'Encampment completed';
    case 'ges':
      return 'GES qualified';
  }
}
