// Reads the member export zip into the rows the import stores (README.md, "File layout").
// Only the tables of layout.ts are inflated; each is decoded and read record by record.
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { BadDataError } from './badData.ts';
import { readTable, type DelimitedRecord } from './delimited.ts';
import {
  CADET_RECORD_SOURCES,
  CONTACT_KINDS,
  tableForEntry,
  TABLES,
  type CadetRecordSource,
  type TableName,
} from './layout.ts';
import { capidOf, dateOf, flagOf, genderOf, orgIDOf, requiredText, type Where } from './values.ts';

/** Inflated tables may not add up to more than this (a zip bomb guard). */
export const MAX_UNZIPPED_BYTES = 512 * 1024 * 1024;

export interface NhqMember {
  capid: number;
  nameLast: string;
  nameFirst: string;
  nameMiddle: string;
  nameSuffix: string;
  gender: 'MALE' | 'FEMALE' | null;
  dateOfBirth: string | null;
  rank: string;
  joined: string | null;
  expiration: string | null;
  orgid: number;
  /** Type CADET is a cadet; every other type (SENIOR, LIFE, PATRON, ...) a senior member. */
  seniorMember: boolean;
  /** Region-Wing-Unit from the member row, when it has them. */
  squadron: string;
}

export interface NhqContact {
  capid: number;
  kind: string;
  priority: 'PRIMARY' | 'SECONDARY' | 'EMERGENCY';
  contact: string;
}

export interface NhqDuty {
  capid: number;
  duty: string;
  assistant: boolean;
  orgid: number;
  /** DateMod of the row, when it has one. */
  date: string | null;
}

export interface NhqOrganization {
  orgid: number;
  region: string;
  wing: string;
  unit: string;
  nextLevel: number | null;
  name: string;
  type: string;
  status: string;
}

export interface CadetRecord {
  source: CadetRecordSource;
  capid: number;
  data: Record<string, string>;
}

export interface CapwatchExport {
  members: NhqMember[];
  contacts: NhqContact[];
  duties: NhqDuty[];
  organizations: NhqOrganization[] | null;
  cadetRecords: CadetRecord[];
  /** Cadet record tables the zip carried (only those are replaced). */
  cadetSources: CadetRecordSource[];
}

function fileLabel(entry: string): string {
  return entry.split('/').pop() ?? entry;
}

/** Inflates the tables this import reads; BadData for a file that is not a readable zip. */
export function unzipTables(zip: Uint8Array): Map<TableName, { file: string; text: string }> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (info: UnzipFileInfo) => {
        if (!tableForEntry(info.name)) return false;
        total += info.originalSize;
        if (total > MAX_UNZIPPED_BYTES) {
          throw new BadDataError(`the zip's tables expand beyond ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BadDataError) throw error;
    throw new BadDataError(`the file is not a readable zip archive (${(error as Error).message})`);
  }
  const tables = new Map<TableName, { file: string; text: string }>();
  const decoder = new TextDecoder('utf-8');
  for (const [name, bytes] of Object.entries(entries)) {
    const layout = tableForEntry(name)!;
    const file = fileLabel(name);
    if (tables.has(layout.name)) {
      throw new BadDataError(
        `the zip holds ${layout.name} twice (${tables.get(layout.name)!.file} and ${file})`,
      );
    }
    tables.set(layout.name, { file, text: decoder.decode(bytes) });
  }
  return tables;
}

function* recordsOf(
  tables: Map<TableName, { file: string; text: string }>,
  name: TableName,
): Generator<DelimitedRecord & { file: string }> {
  const entry = tables.get(name);
  const layout = TABLES.find((t) => t.name === name)!;
  if (!entry) {
    if (layout.required) throw new BadDataError(`${layout.fileNames[0]}.txt is missing from the zip`);
    return;
  }
  const table = readTable(entry.text, entry.file);
  const missing = layout.columns.filter((c) => !table.header.includes(c));
  if (missing.length > 0) {
    throw BadDataError.at(
      entry.file,
      1,
      `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    );
  }
  for (const record of table.records) yield { ...record, file: entry.file };
}

function squadronOf(v: Record<string, string>): string {
  const parts = [v.Region, v.Wing, v.Unit].map((p) => (p ?? '').trim());
  return parts.every((p) => p !== '') ? parts.join('-') : '';
}

function readMembers(tables: Map<TableName, { file: string; text: string }>): NhqMember[] {
  const members: NhqMember[] = [];
  const seen = new Map<number, number>();
  for (const { file, line, values: v } of recordsOf(tables, 'Member')) {
    const where: Where = { file, line };
    const capid = capidOf(v.CAPID, where);
    const earlier = seen.get(capid);
    if (earlier !== undefined) throw BadDataError.at(file, line, `CAPID ${capid} is also on line ${earlier}`);
    seen.set(capid, line);
    members.push({
      capid,
      nameLast: requiredText(v.NameLast, where, 'NameLast'),
      nameFirst: requiredText(v.NameFirst, where, 'NameFirst'),
      nameMiddle: v.NameMiddle ?? '',
      nameSuffix: v.NameSuffix ?? '',
      gender: genderOf(v.Gender, where),
      dateOfBirth: dateOf(v.DOB, where, 'DOB'),
      rank: v.Rank ?? '',
      joined: dateOf(v.Joined, where, 'Joined'),
      expiration: dateOf(v.Expiration, where, 'Expiration'),
      orgid: orgIDOf(v.ORGID, where),
      seniorMember: requiredText(v.Type, where, 'Type').toUpperCase() !== 'CADET',
      squadron: squadronOf(v),
    });
  }
  return members;
}

function readContacts(tables: Map<TableName, { file: string; text: string }>): NhqContact[] {
  const contacts: NhqContact[] = [];
  for (const { file, line, values: v } of recordsOf(tables, 'MbrContact')) {
    const where: Where = { file, line };
    const capid = capidOf(v.CAPID, where);
    const priority = (v.Priority ?? '').toUpperCase();
    if (priority !== 'PRIMARY' && priority !== 'SECONDARY' && priority !== 'EMERGENCY') {
      throw BadDataError.at(file, line, `Priority '${v.Priority}' is not PRIMARY, SECONDARY or EMERGENCY`);
    }
    const kind = CONTACT_KINDS[(v.Type ?? '').toUpperCase()];
    // other kinds (pagers, fax...) have no place in a member's contact (platform §3)
    if (!kind || (v.Contact ?? '') === '') continue;
    if (v.DoNotContact !== undefined && flagOf(v.DoNotContact, where, 'DoNotContact')) continue;
    contacts.push({ capid, kind, priority, contact: v.Contact! });
  }
  return contacts;
}

function readDuties(tables: Map<TableName, { file: string; text: string }>): NhqDuty[] {
  const duties: NhqDuty[] = [];
  for (const name of ['DutyPosition', 'CadetDutyPositions'] as const) {
    for (const { file, line, values: v } of recordsOf(tables, name)) {
      const where: Where = { file, line };
      duties.push({
        capid: capidOf(v.CAPID, where),
        duty: requiredText(v.Duty, where, 'Duty'),
        assistant: flagOf(v.Asst, where, 'Asst'),
        orgid: orgIDOf(v.ORGID, where),
        date: dateOf(v.DateMod, where, 'DateMod'),
      });
    }
  }
  return duties;
}

function readOrganizations(tables: Map<TableName, { file: string; text: string }>): NhqOrganization[] | null {
  if (!tables.has('Organization')) return null;
  const organizations = new Map<number, NhqOrganization>();
  for (const { file, line, values: v } of recordsOf(tables, 'Organization')) {
    const where: Where = { file, line };
    const orgid = orgIDOf(v.ORGID, where);
    const next = (v.NextLevel ?? '').trim();
    organizations.set(orgid, {
      orgid,
      region: v.Region ?? '',
      wing: v.Wing ?? '',
      unit: v.Unit ?? '',
      nextLevel: next === '' ? null : orgIDOf(next, where, 'NextLevel'),
      name: v.Name ?? '',
      type: v.Type ?? '',
      status: v.Status ?? '',
    });
  }
  return [...organizations.values()];
}

function readCadetRecords(tables: Map<TableName, { file: string; text: string }>) {
  const cadetRecords: CadetRecord[] = [];
  const cadetSources: CadetRecordSource[] = [];
  for (const source of CADET_RECORD_SOURCES) {
    if (!tables.has(source)) continue;
    cadetSources.push(source);
    for (const { file, line, values } of recordsOf(tables, source)) {
      cadetRecords.push({ source, capid: capidOf(values.CAPID, { file, line }), data: values });
    }
  }
  return { cadetRecords, cadetSources };
}

/** The whole export, validated; throws BadDataError naming the file and line of the first problem. */
export function parseCapwatchExport(zip: Uint8Array): CapwatchExport {
  const tables = unzipTables(zip);
  const members = readMembers(tables);
  const contacts = readContacts(tables);
  const duties = readDuties(tables);
  const organizations = readOrganizations(tables);
  const { cadetRecords, cadetSources } = readCadetRecords(tables);
  return { members, contacts, duties, organizations, cadetRecords, cadetSources };
}
