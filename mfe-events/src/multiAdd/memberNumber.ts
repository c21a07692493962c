// Events §5 "Manual add by member number: a number from 100000 to 999999, else 'Invalid CAP ID'
// (the scanner accepts greater than 100000 up to 999999 and submits nothing otherwise)" and §9
// "Member number range: 100000 to 999999 (... scanner: above 100000 ...)". The range and the add
// field's check come from the contracts (the server refuses the same numbers); only digits count as
// a number (an identity card scan types digits; '1e5' or '123456.0' are not member numbers).
import { ATTENDANCE_MEMBER_NUMBER, checkAttendanceMemberNumber } from '@portal/contracts';

/** The add-by-number field: the member number, or the §5 message 'Invalid CAP ID'. */
export const parseMemberNumber = (text: string) => checkAttendanceMemberNumber(text);

/** The scanner: greater than 100000 up to 999999, else nothing is submitted (null). */
export function scannedMemberNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > ATTENDANCE_MEMBER_NUMBER.min && n <= ATTENDANCE_MEMBER_NUMBER.max ? n : null;
}
