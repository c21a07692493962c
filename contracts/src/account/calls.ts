import { z } from 'zod';
import { MemberReference } from '../entities/memberReference.ts';
import { newUsername, requestMemberNumber } from '../validation/fieldRules.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';

/**
 * Request and response bodies of the member account calls (platform §7 "member account").
 * Mutating calls made with a session also carry the CSRF `token` field (foundation.md); the
 * finish-setup and finish-reset calls use `token` for the emailed link's secret instead.
 */

const memberNumber = requestMemberNumber;
const captchaValue = z.string().min(1, ACCOUNT_MESSAGES.captcha);

/** POST /api/member/account/capnhq/requestaccount */
export const requestAccountRequest = z.object({
  capid: memberNumber,
  email: z.string().trim().includes('@', { message: ACCOUNT_MESSAGES.email }),
  recaptcha: captchaValue,
});
export type RequestAccountRequest = z.infer<typeof requestAccountRequest>;

/** POST /api/member/account/finishsetup: `token` is the emailed link's secret. */
export const finishSetupRequest = z.object({
  token: z.string().min(1, ACCOUNT_MESSAGES.linkInvalid),
  username: newUsername,
  password: z.string().min(1, ACCOUNT_MESSAGES.passwordEmpty),
});
export type FinishSetupRequest = z.infer<typeof finishSetupRequest>;

/** POST /api/member/account/capnhq/requestusername */
export const requestUsernameRequest = z.object({
  capid: memberNumber,
  captchaToken: captchaValue,
});
export type RequestUsernameRequest = z.infer<typeof requestUsernameRequest>;

/** POST /api/member/account/requestpasswordreset: username trimmed, non-empty. */
export const requestPasswordResetRequest = z.object({
  username: z.string().trim().min(1, ACCOUNT_MESSAGES.usernameEmpty),
  captchaToken: captchaValue,
});
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequest>;

/** POST /api/member/account/finishpasswordreset: `token` is the emailed link's secret. */
export const finishPasswordResetRequest = z.object({
  token: z.string().min(1, ACCOUNT_MESSAGES.linkInvalid),
  newPassword: z.string().min(1, ACCOUNT_MESSAGES.passwordEmpty),
});
export type FinishPasswordResetRequest = z.infer<typeof finishPasswordResetRequest>;

/**
 * Answer of finishsetup and finishpasswordreset. sessionType 'Regular': the member is signed in
 * (session cookie set); the shell reloads the session (GET /api/check) and goes to /admin.
 * 'MFAInProgress' (reset of a login with MFA): the email link alone must not pass MFA, so the
 * shell shows the sign-in page's MFA challenge. null: password set but the login has expired.
 */
export const accountSignedInResponse = z.object({
  result: z.literal('Ok'),
  sessionType: z.enum(['Regular', 'MFAInProgress']).nullable(),
});
export type AccountSignedInResponse = z.infer<typeof accountSignedInResponse>;

/** GET /api/member/account: the signed-in member's login. */
export const memberAccountResponse = z.object({
  username: z.string(),
  member: MemberReference,
  mfaEnabled: z.boolean(),
  /** ms since the epoch */
  passwordSetAt: z.number(),
  /** ms since the epoch; null = never expires */
  passwordExpires: z.number().nullable(),
  discordID: z.string().nullable(),
});
export type MemberAccountResponse = z.infer<typeof memberAccountResponse>;

/** POST /api/member/account/registerdiscord/{discordID}: path id, a chat-service snowflake. */
export const discordID = z.string().regex(/^\d{5,25}$/, 'Invalid chat-service id');
