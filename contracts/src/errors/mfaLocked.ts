// The answer to a multi-factor code while the member's MFA is locked after repeated wrong codes
// (svc-identity counts them per member, across sessions). It says when to try again; the
// Retry-After header carries the same time in seconds.
import type { ApiError } from './apiError.ts';

export const MFA_LOCKED_CODE = 'MFA_LOCKED';

/** How long until the lock ends, in words: minutes up to two hours, then hours (rounded up). */
function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function mfaLockedError(retryAfterSeconds: number): ApiError & { status: 429 } {
  return {
    status: 429,
    code: MFA_LOCKED_CODE,
    message: `Too many wrong codes. Multi-factor sign-in is locked for your account; please try again in ${waitInWords(retryAfterSeconds)}.`,
  };
}
