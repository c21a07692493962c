// Field readers for the export's values. Each throws BadDataError naming the file and line.
import { BadDataError } from './badData.ts';

export interface Where {
  file: string;
  line: number;
}

/** A member number: digits, 1 to 9,999,999. */
export function capidOf(value: string | undefined, where: Where, column = 'CAPID'): number {
  const text = value ?? '';
  if (!/^\d{1,7}$/.test(text) || Number(text) === 0) {
    throw BadDataError.at(where.file, where.line, `${column} '${text}' is not a member number`);
  }
  return Number(text);
}

export function orgIDOf(value: string | undefined, where: Where, column = 'ORGID'): number {
  const text = value ?? '';
  if (!/^\d{1,9}$/.test(text))
    throw BadDataError.at(where.file, where.line, `${column} '${text}' is not a number`);
  return Number(text);
}

export function requiredText(value: string | undefined, where: Where, column: string): string {
  const text = (value ?? '').trim();
  if (text === '') throw BadDataError.at(where.file, where.line, `${column} is empty`);
  return text;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/;

/** M/D/YYYY (optionally with a time, as the export writes them) or YYYY-MM-DD; empty is null. */
export function dateOf(value: string | undefined, where: Where, column: string): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  let year: number, month: number, day: number;
  const us = US_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  if (us) [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else throw BadDataError.at(where.file, where.line, `${column} '${text}' is not a date`);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    year > 2200 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw BadDataError.at(where.file, where.line, `${column} '${text}' is not a date`);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function genderOf(value: string | undefined, where: Where): 'MALE' | 'FEMALE' | null {
  const text = (value ?? '').trim().toUpperCase();
  if (text === '') return null;
  if (text === 'M' || text === 'MALE') return 'MALE';
  if (text === 'F' || text === 'FEMALE') return 'FEMALE';
  throw BadDataError.at(where.file, where.line, `Gender '${value}' is not M or F`);
}

/** Asst: 0/1 (or true/false, yes/no); empty is not an assistant. */
export function flagOf(value: string | undefined, where: Where, column: string): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'no' || text === 'n') return false;
  if (text === '1' || text === 'true' || text === 'yes' || text === 'y' || text === '-1') return true;
  throw BadDataError.at(where.file, where.line, `${column} '${value}' is not 0 or 1`);
}
