// Events §5 "Manual add by member number: a number from 100000 to 999999, else 'Invalid CAP ID'
// (the scanner accepts greater than 100000 up to 999999 and submits nothing otherwise)" and §9
// "Member number range: 100000 to 999999 (... scanner: above 100000 ...)". Only digits count as a
// number (an identity card scan types digits; '1e5' or '123456.0' are not member numbers).
import { ATTENDANCE_MESSAGES } from '@portal/contracts';

export const MEMBER_NUMBER_MIN = 100000;
export const MEMBER_NUMBER_MAX = 999999;

function digits(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The add-by-number field: the member number, or the §5 message 'Invalid CAP ID'. */
export function parseMemberNumber(text: string): { ok: true; id: number } | { ok: false; message: string } {
  const n = digits(text);
  return n !== null && n >= MEMBER_NUMBER_MIN && n <= MEMBER_NUMBER_MAX
    ? { ok: true, id: n }
    : { ok: false, message: ATTENDANCE_MESSAGES.invalidCAPID };
}

/** The scanner: greater than 100000 up to 999999, else nothing is submitted (null). */
export function scannedMemberNumber(text: string): number | null {
  const n = digits(text);
  return n !== null && n > MEMBER_NUMBER_MIN && n <= MEMBER_NUMBER_MAX ? n : null;
}
