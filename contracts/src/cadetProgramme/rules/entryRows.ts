// A manager's cadet record entries (entries.ts) as CAPWATCH-shaped rows merged into a member's
// imported rows, so cadetRecordFromCapwatch (and through it svc-events' promotion calls and every
// report) reads both the same way. Entered rows carry two columns of ours: Source 'Entry' and
// EntryID. Pure (entryRows.test.ts). How each kind lands:
// - requirement: fills its column on the member's last CadetAchv row of that achievement (the row
//   cadetRecordFromCapwatch reads), or on a new row; oath and mentoring are flags ('True'). When
//   the approvals table has no row of that achievement, an INC row marks it in progress (as
//   CAPWATCH does), so the record moves on to it.
// - approval: one CadetAchvAprs row per achievement survives: the further status (APR over PND over
//   anything else), then the later date, then the entry over the import, so a later import that
//   brings the approval is not undone by an earlier "pending" entry.
// - fitness: a CadetHFZInformation row after the imported ones (the later row wins a tie).
// - oflight: an OFlight row; cancelled and incomplete ones carry Outcome (ours), which keeps them
//   out of the flown flights and counts them on the 52-1.
// - encampment and GES: CadetActivities rows (Type 'ENCAMP' / 'GES').
// Several entries of the same requirement: the latest entered (highest id) wins.
import type { CapwatchCadetRowsAnswer } from '../internalCadetRecords.ts';
import { CADET_REQUIREMENT_COLUMNS, type CadetRecordEntryInput } from '../entries.ts';

export const ENTRY_SOURCE = 'Entry';
export const GES_ACTIVITY = { Type: 'GES', Name: 'General Emergency Services' } as const;
export const ENCAMPMENT_ACTIVITY = { Type: 'ENCAMP', Name: 'Encampment' } as const;
export const OFLIGHT_OUTCOME_TEXT = { CANCELLED: 'Cancelled', INCOMPLETE: 'Incomplete' } as const;

type Row = Record<string, string>;

/** 'YYYY-MM-DD' as CAPWATCH writes days: 'M/D/YYYY'. */
export function capwatchDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
}

const STATUS_RANK: Record<string, number> = { APR: 2, PND: 1 };
const statusRank = (row: Row) => STATUS_RANK[(row.Status ?? '').trim().toUpperCase()] ?? 0;
const dayOf = (row: Row) => {
  const text = (row.DateMod || row.DateCreated || '').trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (us) return Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return iso ? Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])) : -Infinity;
};

/** Whether `a` should replace `b` as the approval row of their achievement. */
function betterApproval(a: Row, b: Row): boolean {
  if (statusRank(a) !== statusRank(b)) return statusRank(a) > statusRank(b);
  if (dayOf(a) !== dayOf(b)) return dayOf(a) > dayOf(b);
  return a.Source === ENTRY_SOURCE && b.Source !== ENTRY_SOURCE;
}

/** The member's rows with their entries merged in; `imported` is not changed. */
export function withEnteredRows(
  imported: CapwatchCadetRowsAnswer,
  entries: readonly { id: number; entry: CadetRecordEntryInput }[],
  capid: number | string = '',
): CapwatchCadetRowsAnswer {
  const rows: CapwatchCadetRowsAnswer = {
    CadetAchv: imported.CadetAchv.map((r) => ({ ...r })),
    CadetAchvAprs: imported.CadetAchvAprs.map((r) => ({ ...r })),
    CadetHFZInformation: [...imported.CadetHFZInformation],
    OFlight: [...imported.OFlight],
    CadetActivities: [...imported.CadetActivities],
  };
  const mark = (id: number): Row => ({ CAPID: String(capid), Source: ENTRY_SOURCE, EntryID: String(id) });
  for (const { id, entry } of [...entries].sort((a, b) => a.id - b.id)) {
    const date = capwatchDay(entry.date);
    switch (entry.kind) {
      case 'requirement': {
        const achv = String(entry.achievement);
        let row = rows.CadetAchv.filter((r) => (r.CadetAchvID ?? '').trim() === achv).at(-1);
        if (!row) rows.CadetAchv.push((row = { ...mark(id), CadetAchvID: achv }));
        const column = CADET_REQUIREMENT_COLUMNS[entry.requirement];
        row[column] = column === 'CadetOath' || column === 'OtherReq' ? 'True' : date;
        // CAPWATCH lists the achievement in progress as an INC approval row; without one the
        // record would stay on the last approved achievement and not show these dates
        if (!rows.CadetAchvAprs.some((r) => (r.CadetAchvID ?? '').trim() === achv))
          rows.CadetAchvAprs.push({ ...mark(id), CadetAchvID: achv, Status: 'INC' });
        break;
      }
      case 'approval': {
        const achv = String(entry.achievement);
        const row: Row = {
          ...mark(id),
          CadetAchvID: achv,
          Status: entry.status,
          DateCreated: date,
          DateMod: date,
        };
        const others = rows.CadetAchvAprs.filter((r) => (r.CadetAchvID ?? '').trim() === achv);
        if (others.some((r) => !betterApproval(row, r))) break;
        rows.CadetAchvAprs = rows.CadetAchvAprs.filter((r) => !others.includes(r));
        rows.CadetAchvAprs.push(row);
        break;
      }
      case 'fitness':
        rows.CadetHFZInformation.push({
          ...mark(id),
          DateTaken: date,
          IsPassed: entry.passed ? 'True' : 'False',
          PacerRun: entry.pacer ?? '',
          MileRun: entry.mileRun ?? '',
          CurlUp: entry.curlUps ?? '',
          PushUp: entry.pushUps ?? '',
          SitAndReach: entry.sitAndReach ?? '',
        });
        break;
      case 'oflight':
        rows.OFlight.push({
          ...mark(id),
          Syllabus: String(entry.syllabus),
          FltDate: date,
          ...(entry.outcome === 'FLOWN' ? {} : { Outcome: OFLIGHT_OUTCOME_TEXT[entry.outcome] }),
        });
        break;
      case 'encampment':
        rows.CadetActivities.push({ ...mark(id), ...ENCAMPMENT_ACTIVITY, Completed: date });
        break;
      case 'ges':
        rows.CadetActivities.push({ ...mark(id), ...GES_ACTIVITY, Completed: date });
        break;
    }
  }
  return rows;
}
