import { z } from 'zod';

/** Platform §3 session types. Only Regular (and ScanAdd for scan-add calls) counts as signed in. */
export const SessionType = z.enum(['Regular', 'PasswordReset', 'ScanAdd', 'MFAInProgress']);
export type SessionType = z.infer<typeof SessionType>;

/** docs/foundation.md: `SessionInfo = { id, type, expires }`; expires in ms since the epoch. */
export const SessionInfo = z.object({
  id: z.string().min(1),
  type: SessionType,
  expires: z.number(),
  /** A ScanAdd session's event (events §7 scan mode); absent for every other session type. */
  scanAddEventID: z.number().int().positive().optional(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** §9: the session expiry helper gives a time 24 hours ahead. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export function sessionExpiryFrom(nowMs: number = Date.now()): number {
  return nowMs + SESSION_LIFETIME_MS;
}
