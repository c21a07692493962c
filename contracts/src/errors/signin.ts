import { z } from 'zod';

/** Platform §8 sign-in results. */
export const SigninResult = z.enum([
  'None',
  'IncorrectCredentials',
  'InvalidSessionID',
  'ServerError',
  'UnknownServerError',
  'DatabaseError',
  'TokenInvalid',
  'AccountExpired',
  'PasswordExpired',
  'MFAChallengeRequired',
]);
export type SigninResult = z.infer<typeof SigninResult>;

/** Platform §8 sign-in codes (the ones the shell routes on). */
export const SigninCode = z.enum([
  'NONE',
  'PASSWORD_EXPIRED',
  'ACCOUNT_USES_MFA',
  'INVALID_SESSION_ID',
  'SERVER_ERROR',
]);
export type SigninCode = z.infer<typeof SigninCode>;

export const SIGNIN_MESSAGES = {
  incorrectCredentials: 'The username and password could not be verified',
  invalidSession: 'Invalid session',
  serverError: 'An error occurred while trying to sign in',
  tokenInvalid: 'Invalid reCAPTCHA',
  accountExpired: 'Your account has expired',
} as const;

/**
 * The §8 message for a result, or null when the result is not shown as a message
 * (None = success, PasswordExpired = switch to the reset form, MFAChallengeRequired = MFA form).
 * A failed call (no result at all) shows SIGNIN_MESSAGES.serverError.
 */
export function signinMessage(result: SigninResult): string | null {
  return MESSAGE_OF_RESULT[result];
}

const MESSAGE_OF_RESULT: Record<SigninResult, string | null> = {
  IncorrectCredentials: SIGNIN_MESSAGES.incorrectCredentials,
  InvalidSessionID: SIGNIN_MESSAGES.invalidSession,
  ServerError: SIGNIN_MESSAGES.serverError,
  UnknownServerError: SIGNIN_MESSAGES.serverError,
  DatabaseError: SIGNIN_MESSAGES.serverError,
  TokenInvalid: SIGNIN_MESSAGES.tokenInvalid,
  AccountExpired: SIGNIN_MESSAGES.accountExpired,
  None: null,
  PasswordExpired: null,
  MFAChallengeRequired: null,
};

/**
 * The code that accompanies a result. The shell routes on the code (ACCOUNT_USES_MFA ->
 * challenge, PASSWORD_EXPIRED -> reset form); every other failure carries SERVER_ERROR and
 * its message comes from the result via signinMessage.
 */
export function signinCodeFor(result: SigninResult): SigninCode {
  switch (result) {
    case 'None':
      return 'NONE';
    case 'PasswordExpired':
      return 'PASSWORD_EXPIRED';
    case 'MFAChallengeRequired':
      return 'ACCOUNT_USES_MFA';
    case 'InvalidSessionID':
      return 'INVALID_SESSION_ID';
    default:
      return 'SERVER_ERROR';
  }
}
