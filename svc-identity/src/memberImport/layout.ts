// The tables of the member export this import reads (README.md, "File layout"): which files, and
// which of their columns must be there. Other files and columns in the zip are ignored.

import { CADET_RECORD_SOURCES } from '@portal/contracts';

export { CADET_RECORD_SOURCES };
export type CadetRecordSource = (typeof CADET_RECORD_SOURCES)[number];

export type TableName =
  'Member' | 'MbrContact' | 'DutyPosition' | 'CadetDutyPositions' | 'Organization' | CadetRecordSource;

export interface TableLayout {
  name: TableName;
  /** Base names accepted for the file (case-insensitive, .txt or .csv, any folder in the zip). */
  fileNames: string[];
  required: boolean;
  /** Columns that must be in the header row. */
  columns: string[];
}

export const TABLES: TableLayout[] = [
  {
    name: 'Member',
    fileNames: ['Member'],
    required: true,
    columns: ['CAPID', 'NameLast', 'NameFirst', 'ORGID', 'Type'],
  },
  {
    name: 'MbrContact',
    fileNames: ['MbrContact'],
    required: false,
    columns: ['CAPID', 'Type', 'Priority', 'Contact'],
  },
  {
    name: 'DutyPosition',
    fileNames: ['DutyPosition', 'DutyPositions'],
    required: false,
    columns: ['CAPID', 'Duty', 'Asst', 'ORGID'],
  },
  {
    name: 'CadetDutyPositions',
    fileNames: ['CadetDutyPositions', 'CadetDutyPosition'],
    required: false,
    columns: ['CAPID', 'Duty', 'Asst', 'ORGID'],
  },
  {
    name: 'Organization',
    fileNames: ['Organization'],
    required: false,
    columns: ['ORGID', 'Region', 'Wing', 'Unit', 'Name'],
  },
  { name: 'CadetAchv', fileNames: ['CadetAchv'], required: false, columns: ['CAPID'] },
  { name: 'CadetAchvAprs', fileNames: ['CadetAchvAprs'], required: false, columns: ['CAPID'] },
  {
    name: 'CadetHFZInformation',
    fileNames: ['CadetHFZInformation', 'CadetHFZInfo'],
    required: false,
    columns: ['CAPID'],
  },
  {
    name: 'OFlight',
    fileNames: ['OFlight', 'CadetOFlights', 'OFlights'],
    required: false,
    columns: ['CAPID'],
  },
  { name: 'CadetActivities', fileNames: ['CadetActivities'], required: false, columns: ['CAPID'] },
];

/** The table a zip entry holds, by its base name, or null for files this import does not read. */
export function tableForEntry(entryName: string): TableLayout | null {
  const base = entryName.split('/').pop() ?? '';
  const match = /^(.+)\.(txt|csv)$/i.exec(base);
  if (!match) return null;
  const stem = match[1]!.toLowerCase();
  return TABLES.find((t) => t.fileNames.some((f) => f.toLowerCase() === stem)) ?? null;
}

/** MbrContact Type -> the member contact kind of platform §3; other types are not imported. */
export const CONTACT_KINDS: Record<string, string> = {
  EMAIL: 'EMAIL',
  'CELL PHONE': 'CELLPHONE',
  'HOME PHONE': 'HOMEPHONE',
  'WORK PHONE': 'WORKPHONE',
  'CADET PARENT EMAIL': 'CADETPARENTEMAIL',
  'CADET PARENT PHONE': 'CADETPARENTPHONE',
};
