import { z } from 'zod';
import { MemberReference } from '../entities/memberReference.ts';
import { PasswordSetResult } from '../entities/passwordResults.ts';
import { mfaToken } from '../validation/fieldRules.ts';

/** Every mutating call made with a session carries the CSRF token (foundation "CSRF token"). */
const csrf = { token: z.string().optional() };

/** `POST /api/member/session/startmfasetup` -> the otpauth:// URL the page shows as a QR code. */
export const startMfaSetupResponse = z.object({ url: z.string().startsWith('otpauth://') });
export type StartMfaSetupResponse = z.infer<typeof startMfaSetupResponse>;

/** `POST /api/member/session/finishmfasetup` (204 on success) and `/finishmfa` (answers signinResponse). */
export const mfaTokenRequest = z.object({ mfaToken, ...csrf });
export type MfaTokenRequest = z.infer<typeof mfaTokenRequest>;

/** Server messages of the MFA calls (§8: MFA failures show the server message). */
export const MFA_MESSAGES = {
  invalidToken: 'The code could not be verified. Check the time on your device and try the next code.',
  notStarted: 'Multi-factor setup has not been started. Please start again.',
  alreadyEnabled: 'Multi-factor authentication is already set up for this account.',
  noLogin: 'This member has no sign-in account.',
} as const;

/** `POST /api/member/passwordreset` (expired-password form, PasswordReset session). */
export const passwordResetRequest = z.object({ password: z.string(), ...csrf });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** Answer of every "set a password" call; `message` explains a result other than Ok. */
export const passwordSetResponse = z.object({
  result: PasswordSetResult,
  message: z.string().optional(),
});
export type PasswordSetResponse = z.infer<typeof passwordSetResponse>;

/** `POST /api/member/session/su`: the body is the member reference to become (plus `token`); 204. */
export const suRequest = MemberReference;
export type SuRequest = z.infer<typeof suRequest>;

/**
 * `POST /api/member/session/clone` (platform §7 "member session"; what it does is designed here):
 * a second, independent session of the signed-in member, to hand to another browser or device (a
 * scanner kiosk, say) without sharing this one. The caller's session is untouched; the clone is a
 * Regular session of the same login and member with its own day-long lifetime, ended on its own by
 * a sign-out there (and with every other session by a password change). `sessionID` is the clone's
 * cookie value (the `sessionid` cookie); `expires` ms since the epoch.
 */
export const cloneSessionRequest = z.object({ ...csrf });
export type CloneSessionRequest = z.infer<typeof cloneSessionRequest>;
export const cloneSessionResponse = z.object({
  sessionID: z.string().min(1),
  expires: z.number(),
});
export type CloneSessionResponse = z.infer<typeof cloneSessionResponse>;
