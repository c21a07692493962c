// Data path: the cadet requirements record (§3) built from a member's raw CAPWATCH rows as
// the member import stores them (identity.nhq_cadet_records: column name -> text as in the file;
// tables CadetAchv, CadetAchvAprs, CadetHFZInformation, OFlight, CadetActivities). Pure and
// forgiving: an unreadable cell is "not recorded", never an error (the import already checked the
// member numbers). Pure (capwatchRecord.test.ts).
import type {
  CadetAprvStatus,
  CadetRequirementsRecord,
  HFZRecord,
  OrientationFlight,
  OrientationFlightNotFlown,
} from '../entities.ts';
import { promotionPosition } from './promotionState.ts';

export type CapwatchRow = Readonly<Record<string, string | undefined>>;

export interface CapwatchCadetRows {
  CadetAchv?: readonly CapwatchRow[];
  CadetAchvAprs?: readonly CapwatchRow[];
  CadetHFZInformation?: readonly CapwatchRow[];
  OFlight?: readonly CapwatchRow[];
  CadetActivities?: readonly CapwatchRow[];
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** CAPWATCH dates: M/D/YYYY (a time may follow) or YYYY-MM-DD, as UTC midnight; else null. */
export function capwatchDate(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  const us = US_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  if (!us && !iso) return null;
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  // Dates before 1901 are the export's "never" placeholders (e.g. 1/1/1900).
  if (year <= 1900 || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return ms;
}

/** CAPWATCH flags: 1, True, Y, Yes (any case) are true. */
export function capwatchFlag(value: string | undefined): boolean {
  return /^(1|true|y|yes)$/i.test((value ?? '').trim());
}

const intOf = (value: string | undefined): number | null => {
  const text = (value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

const textOf = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** CadetAchvAprs Status: APR and PND as written; anything else (INC, a disapproval) is incomplete. */
function statusOf(value: string | undefined): CadetAprvStatus {
  const text = (value ?? '').trim().toUpperCase();
  return text === 'APR' || text === 'PND' ? text : 'INC';
}

/** The highest achievement on record: the approvals table first, else the achievements table. */
function highestAchievement(
  rows: CapwatchCadetRows,
): { CadetAchvID: number; status: CadetAprvStatus } | null {
  let best: { CadetAchvID: number; status: CadetAprvStatus } | null = null;
  for (const row of rows.CadetAchvAprs ?? []) {
    const id = intOf(row.CadetAchvID);
    if (id === null || id < 1) continue;
    if (!best || id > best.CadetAchvID) best = { CadetAchvID: id, status: statusOf(row.Status) };
  }
  if (best) return best;
  for (const row of rows.CadetAchv ?? []) {
    const id = intOf(row.CadetAchvID);
    if (id !== null && id >= 1 && (!best || id > best.CadetAchvID)) best = { CadetAchvID: id, status: 'INC' };
  }
  return best;
}

/** The last approval date: the highest approved achievement's modification (else creation) date. */
function lastApproval(rows: CapwatchCadetRows): number | null {
  let best: { id: number; date: number | null } | null = null;
  for (const row of rows.CadetAchvAprs ?? []) {
    const id = intOf(row.CadetAchvID);
    if (id === null || statusOf(row.Status) !== 'APR') continue;
    if (!best || id > best.id)
      best = { id, date: capwatchDate(row.DateMod) ?? capwatchDate(row.DateCreated) };
  }
  return best?.date ?? null;
}

/** The latest fitness test (by DateTaken; the later row wins a tie). */
function latestHFZ(rows: readonly CapwatchRow[]): HFZRecord | null {
  let best: HFZRecord | null = null;
  for (const row of rows) {
    const DateTaken = capwatchDate(row.DateTaken);
    if (DateTaken === null || (best && DateTaken < best.DateTaken)) continue;
    best = {
      DateTaken,
      IsPassed: capwatchFlag(row.IsPassed),
      PacerRun: textOf(row.PacerRun),
      MileRun: textOf(row.MileRun),
      CurlUp: textOf(row.CurlUp),
      PushUp: textOf(row.PushUp),
      SitAndReach: textOf(row.SitAndReach),
    };
  }
  return best;
}

/** An OFlight row's Outcome (ours, from a manager's entry): 'Cancelled' or 'Incomplete'; else flown. */
function outcomeOf(row: CapwatchRow): OrientationFlightNotFlown['Outcome'] | null {
  const text = (row.Outcome ?? '').trim().toUpperCase();
  return text === 'CANCELLED' || text === 'INCOMPLETE' ? text : null;
}

function oflightsOf(rows: readonly CapwatchRow[]): {
  flown: OrientationFlight[];
  notFlown: OrientationFlightNotFlown[];
} {
  const flown: OrientationFlight[] = [];
  const notFlown: OrientationFlightNotFlown[] = [];
  for (const row of rows) {
    const Syllabus = intOf(row.Syllabus);
    const FltDate = capwatchDate(row.FltDate);
    if (Syllabus === null || Syllabus < 1 || Syllabus > 10 || FltDate === null) continue;
    const Outcome = outcomeOf(row);
    if (Outcome) notFlown.push({ Syllabus, FltDate, Outcome });
    else flown.push({ Syllabus, FltDate });
  }
  const order = (a: OrientationFlight, b: OrientationFlight) =>
    a.FltDate - b.FltDate || a.Syllabus - b.Syllabus;
  return { flown: flown.sort(order), notFlown: notFlown.sort(order) };
}

/** The earliest completion of a CadetActivities type (matched on Type or Name, any case). */
function activityDate(rows: readonly CapwatchRow[], pattern: RegExp): number | null {
  const dates = rows
    .filter((r) => pattern.test(r.Type ?? '') || pattern.test(r.Name ?? ''))
    .map((r) => capwatchDate(r.Completed))
    .filter((d): d is number => d !== null);
  return dates.length === 0 ? null : Math.min(...dates);
}

/**
 * §3 record of one cadet from their CAPWATCH rows. GES is not in the imported tables: it is the
 * earliest CadetActivities row of Type 'GES' (or named General Emergency Services), which a
 * manager's entry adds (rules/entryRows.ts); null until then.
 */
export function cadetRecordFromCapwatch(rows: CapwatchCadetRows): CadetRequirementsRecord {
  const { progressAchvID, ...ids } = promotionPosition(highestAchievement(rows));
  const oflights = oflightsOf(rows.OFlight ?? []);
  const achv = (rows.CadetAchv ?? []).filter((r) => intOf(r.CadetAchvID) === progressAchvID).at(-1) ?? {};
  return {
    CurrentCadetAchv: {
      CadetAchvID: progressAchvID,
      CadetOath: capwatchFlag(achv.CadetOath),
      LeadLabDateP: capwatchDate(achv.LeadLabDateP),
      AEDateP: capwatchDate(achv.AEDateP),
      DrillDate: capwatchDate(achv.DrillDate),
      MoralLDateP: capwatchDate(achv.MoralLDateP),
      StaffServiceDate: capwatchDate(achv.StaffServiceDate),
      TechnicalWritingAssignmentDate: capwatchDate(achv.TechnicalWritingAssignmentDate),
      OralPresentationDate: capwatchDate(achv.OralPresentationDate),
      OtherReq: capwatchFlag(achv.OtherReq),
    },
    ...ids,
    LastAprvDate: lastApproval(rows),
    EncampDate: activityDate(rows.CadetActivities ?? [], /encamp/i),
    RCLSDate: activityDate(rows.CadetActivities ?? [], /rcls|region cadet leadership/i),
    HFZRecord: latestHFZ(rows.CadetHFZInformation ?? []),
    ges: activityDate(rows.CadetActivities ?? [], /^ges$|general emergency services/i),
    oflights: oflights.flown,
    // absent when none, so records without such flights read as before
    ...(oflights.notFlown.length ? { oflightsNotFlown: oflights.notFlown } : {}),
  };
}
