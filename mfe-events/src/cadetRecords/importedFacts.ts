// The imported CAPWATCH rows (svc-identity answers them as stored, column -> text) as short lines
// for the editor, so a manager sees what the import already has before entering anything. Dates
// are shown as the file has them. Pure (importedFacts.test.ts).
import {
  achievementById,
  capwatchFlag,
  CADET_REQUIREMENT_COLUMNS,
  CADET_REQUIREMENT_LABELS,
  CADET_REQUIREMENTS,
  type CapwatchCadetRowsAnswer,
} from '@portal/contracts';

type Row = Record<string, string>;
const text = (value: string | undefined) => (value ?? '').trim();
const achievementName = (id: string) => {
  const a = /^\d+$/.test(text(id)) ? achievementById(Number(id)) : undefined;
  return a ? `${a.AchvName} (${a.CadetAchvID})` : `Achievement ${text(id)}`;
};
const FLAGS = new Set(['CadetOath', 'OtherReq']);

function requirementsOf(row: Row): string {
  const done = CADET_REQUIREMENTS.flatMap((requirement) => {
    const column = CADET_REQUIREMENT_COLUMNS[requirement];
    const value = text(row[column]);
    if (FLAGS.has(column)) return capwatchFlag(value) ? [CADET_REQUIREMENT_LABELS[requirement]] : [];
    return value === '' || /\/1900/.test(value) ? [] : [`${CADET_REQUIREMENT_LABELS[requirement]} ${value}`];
  });
  return done.length ? done.join(', ') : 'nothing recorded';
}

/** One line per imported row, grouped as the editor shows them (empty groups left out). */
export function importedFacts(rows: CapwatchCadetRowsAnswer): { title: string; lines: string[] }[] {
  const groups = [
    {
      title: 'Approvals',
      lines: rows.CadetAchvAprs.map((r) =>
        `${achievementName(r.CadetAchvID ?? '')}: ${text(r.Status) || 'INC'} ${text(r.DateMod) || text(r.DateCreated)}`.trim(),
      ),
    },
    {
      title: 'Requirements',
      lines: rows.CadetAchv.map((r) => `${achievementName(r.CadetAchvID ?? '')}: ${requirementsOf(r)}`),
    },
    {
      title: 'Fitness tests',
      lines: rows.CadetHFZInformation.map(
        (r) => `${text(r.DateTaken)}: ${capwatchFlag(r.IsPassed) ? 'passed' : 'failed'}`,
      ),
    },
    {
      title: 'Orientation flights',
      lines: rows.OFlight.map((r) => `Syllabus ${text(r.Syllabus)}: ${text(r.FltDate)}`),
    },
    {
      title: 'Activities',
      lines: rows.CadetActivities.map((r) => `${text(r.Name) || text(r.Type)}: ${text(r.Completed)}`),
    },
  ];
  return groups.filter((g) => g.lines.length > 0);
}
