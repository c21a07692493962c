// Home promotion panel: the next achievement's requirements, each done or missing with its
// date and link (events spec §3 Requirement per achievement, §4 cadet report rule, §9 eligibility),
// and, beyond the spec, the plain list of what still blocks the next promotion. Pure
// (requirements.test.ts).
import { achievementById, LAST_AWARD_ID, type CadetAchievement } from '../achievements.ts';
import type { CadetRequirementsRecord } from '../entities.ts';
import { hfzCredit, isPhaseOne } from './fitness.ts';
import { eligibilityDate, progressIsForNext } from './promotionState.ts';

export type RequirementKey =
  | 'oath'
  | 'leadership'
  | 'aerospace'
  | 'drill'
  | 'fitness'
  | 'characterDevelopment'
  | 'mentor'
  | 'sdaService'
  | 'sdaWriting'
  | 'sdaPresentation'
  | 'encampment'
  | 'rcls'
  | 'timeInGrade';

export interface RequirementItem {
  key: RequirementKey;
  label: string;
  /** What the achievement asks: the test or module name, the drill count, ... */
  detail: string | null;
  done: boolean;
  /** When it was done (or, for fitness, until when the credit lasts; for time in grade, from when). */
  date: number | null;
  link: string | null;
}

export const REQUIREMENT_LABELS: Record<RequirementKey, string> = {
  oath: 'Cadet Oath',
  leadership: 'Leadership',
  aerospace: 'Aerospace',
  drill: 'Drill',
  fitness: 'Fitness (HFZ)',
  characterDevelopment: 'Character development',
  mentor: 'Mentoring',
  sdaService: 'SDA service',
  sdaWriting: 'SDA writing',
  sdaPresentation: 'SDA presentation',
  encampment: 'Encampment',
  rcls: 'Region Cadet Leadership School',
  timeInGrade: 'Time in grade (56 days)',
};

/** The achievement the panel shows as "next": none once the programme is complete. */
export function nextAchievement(
  record: Pick<CadetRequirementsRecord, 'NextCadetAchvID'>,
): CadetAchievement | null {
  const a = achievementById(record.NextCadetAchvID);
  return a && a.CadetAchvID >= 1 && a.CadetAchvID <= LAST_AWARD_ID ? a : null;
}

/**
 * The requirements of the next achievement. Dates count only while CurrentCadetAchv is that
 * achievement (INC or PND); after an approval nothing of the next one is on record yet. Fitness
 * is asked at every achievement: in phase 1 taking the test is enough (a failed test counts,
 * §4); later a passed test whose credit is still valid. Time in grade: 56 days after the last
 * approval (§9).
 */
export function requirementChecklist(record: CadetRequirementsRecord, now: number): RequirementItem[] {
  const a = nextAchievement(record);
  if (!a) return [];
  const own = progressIsForNext(record);
  const p = record.CurrentCadetAchv;
  const items: RequirementItem[] = [];
  const add = (
    key: RequirementKey,
    done: boolean,
    date: number | null,
    detail: string | null,
    link: string | null,
  ) => items.push({ key, label: REQUIREMENT_LABELS[key], detail, done, date: done ? date : null, link });
  const dated = (d: number | null) => own && d !== null;

  if (a.Oath) add('oath', own && p.CadetOath, null, null, a.ReqsWebLink);
  if (a.Leadership) add('leadership', dated(p.LeadLabDateP), p.LeadLabDateP, a.Leadership, a.LeadTestWebLink);
  if (a.Aerospace) add('aerospace', dated(p.AEDateP), p.AEDateP, a.Aerospace, a.AeroTestWebLink);
  if (a.Drill) {
    const detail = `${a.Drill}: ${a.DrillItemsPass} of ${a.DrillItemsTotal} items`;
    add('drill', dated(p.DrillDate), p.DrillDate, detail, a.DrillTestWebLink);
  }
  // The §4 rule judged for the achievement being worked on (after an approval, the next one).
  const credit = hfzCredit({
    HFZRecord: record.HFZRecord,
    CurrentCadetAchv: { ...p, CadetAchvID: a.CadetAchvID },
  });
  const fitnessDone = credit !== null && now < credit.expires;
  const fitnessDetail = isPhaseOne(a.CadetAchvID) ? 'Take the fitness test' : 'Pass the fitness test';
  add('fitness', fitnessDone, credit ? credit.expires : null, fitnessDetail, a.ReqsWebLink);
  if (a.CharDev) add('characterDevelopment', dated(p.MoralLDateP), p.MoralLDateP, null, a.ReqsWebLink);
  if (a.Mentor) add('mentor', own && p.OtherReq, null, null, a.ReqsWebLink);
  if (a.SDAService) add('sdaService', dated(p.StaffServiceDate), p.StaffServiceDate, null, a.ReqsWebLink);
  if (a.SDAWriting)
    add(
      'sdaWriting',
      dated(p.TechnicalWritingAssignmentDate),
      p.TechnicalWritingAssignmentDate,
      null,
      a.ReqsWebLink,
    );
  if (a.SDAPresentation)
    add('sdaPresentation', dated(p.OralPresentationDate), p.OralPresentationDate, null, a.ReqsWebLink);
  // Encampment and RCLS are done once, whenever they happened.
  if (a.Encampment) add('encampment', record.EncampDate !== null, record.EncampDate, null, a.ReqsWebLink);
  if (a.RCLS) add('rcls', (record.RCLSDate ?? null) !== null, record.RCLSDate ?? null, null, a.ReqsWebLink);
  const eligible = eligibilityDate(record);
  add('timeInGrade', eligible === null || now >= eligible, eligible, null, null);
  return items;
}

export interface PromotionBlocker {
  key: RequirementKey | 'pendingApproval';
  /** A plain sentence: 'Leadership: Learn to Lead module 4', 'Eligible on' + the date, ... */
  text: string;
  /** The date the text refers to (time in grade: the eligibility date), for the UI to format. */
  date: number | null;
}

/**
 * Beyond the spec: what still stands between the cadet and the next promotion, in checklist
 * order. A pending approval is the only blocker once everything is done; an empty list means
 * the cadet may be submitted for promotion.
 */
export function promotionBlockers(record: CadetRequirementsRecord, now: number): PromotionBlocker[] {
  const out: PromotionBlocker[] = [];
  for (const item of requirementChecklist(record, now)) {
    if (item.done) continue;
    if (item.key === 'timeInGrade') {
      out.push({ key: item.key, text: 'Eligible on', date: eligibilityDate(record) });
    } else {
      out.push({
        key: item.key,
        text: item.detail ? `${item.label}: ${item.detail}` : item.label,
        date: null,
      });
    }
  }
  if (record.MaxAprvStatus === 'PND')
    out.push({ key: 'pendingApproval', text: 'Awaiting approval of the achievement', date: null });
  return out;
}
