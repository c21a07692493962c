import { z } from 'zod';
import { mfaToken } from '../validation/fieldRules.ts';

/**
 * Turning multi-factor authentication on or off asks for the current password again (a session
 * alone, e.g. one left open on a shared computer, cannot change it). Enrolment answers ten recovery
 * codes, shown once and stored hashed; each works once in place of a TOTP code at the challenge.
 */

/** Every mutating call made with a session carries the CSRF token (foundation "CSRF token"). */
const csrf = { token: z.string().optional() };

export const MFA_ENROLMENT_MESSAGES = {
  passwordEmpty: 'Please enter your current password',
  /** Same words as §8's sign-in failure, for the password alone. */
  passwordIncorrect: 'The password could not be verified',
  notEnabled: 'Multi-factor authentication is not set up for this account.',
  recoveryCodeShape: 'A recovery code has 10 letters and digits',
  recoveryCodeInvalid: 'This recovery code is not one of yours or was already used.',
  oneOfCodes: 'Enter the 6-digit code from your app or a recovery code',
} as const;

export const MFA_ENROLMENT_CODES = {
  passwordIncorrect: 'PASSWORD_INCORRECT',
  notEnabled: 'MFA_NOT_ENABLED',
} as const;

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

const currentPassword = z.string().min(1, MFA_ENROLMENT_MESSAGES.passwordEmpty);

/** A recovery code as typed: case, spaces and dashes do not matter ("abcde-fghij"). */
export const recoveryCode = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, MFA_ENROLMENT_MESSAGES.recoveryCodeShape));

/** `POST /api/member/session/finishmfasetup`: the code from the app and the current password. */
export const finishMfaSetupRequest = z.object({ mfaToken, password: currentPassword, ...csrf });
export type FinishMfaSetupRequest = z.infer<typeof finishMfaSetupRequest>;

/** Its answer (200): the recovery codes, shown once; only their hashes are kept. */
export const finishMfaSetupResponse = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type FinishMfaSetupResponse = z.infer<typeof finishMfaSetupResponse>;

/** `POST /api/member/session/removemfa` (204): turns MFA off and forgets the recovery codes. */
export const removeMfaRequest = z.object({ password: currentPassword, ...csrf });
export type RemoveMfaRequest = z.infer<typeof removeMfaRequest>;

/** `POST /api/member/session/finishmfa`: the app's 6-digit code, or one recovery code instead. */
export const finishMfaRequest = z
  .object({ mfaToken: mfaToken.optional(), recoveryCode: recoveryCode.optional(), ...csrf })
  .refine((body) => (body.mfaToken === undefined) !== (body.recoveryCode === undefined), {
    message: MFA_ENROLMENT_MESSAGES.oneOfCodes,
  });
export type FinishMfaRequest = z.infer<typeof finishMfaRequest>;
