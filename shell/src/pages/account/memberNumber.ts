import { isRequestMemberNumberValid, MEMBER_NUMBER_MESSAGE } from '@portal/contracts';

/** Digits only -> number; anything else -> null (platform §5: integer input accepts digits or empty). */
export function parseMemberNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** §5 account and login-name requests: member number at least 100000. */
export function memberNumberError(text: string): string | null {
  const n = parseMemberNumber(text);
  return n !== null && isRequestMemberNumberValid(n) ? null : MEMBER_NUMBER_MESSAGE;
}
