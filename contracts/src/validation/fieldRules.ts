import { z } from 'zod';

/** §5 finish account setup: the username rule and its exact message. */
export const USERNAME_MESSAGE =
  'Username cannot be empty, must be between 0 and 45 characters and cannot start or end with a space';
/** §9: username under 45 characters. */
export const USERNAME_MAX_LENGTH = 44;

export function isUsernameValid(username: string): boolean {
  return username.length > 0 && username.length <= USERNAME_MAX_LENGTH && username.trim() === username;
}
export const newUsername = z.string().refine(isUsernameValid, { message: USERNAME_MESSAGE });

/** §5 MFA token: exactly 6 numeric characters. */
export const MFA_TOKEN_PATTERN = /^[0-9]{6}$/;
export const MFA_TOKEN_MESSAGE = 'The code must be exactly 6 digits';
export function isMfaTokenValid(token: string): boolean {
  return MFA_TOKEN_PATTERN.test(token);
}
export const mfaToken = z.string().regex(MFA_TOKEN_PATTERN, MFA_TOKEN_MESSAGE);

/** §5/§9 member numbers (CAPID). */
export const MEMBER_NUMBER_MIN = 100000;
export const MEMBER_NUMBER_MAX = 999999;
export const MEMBER_NUMBER_MESSAGE = 'Member number must be at least 100000';
/** Account and login-name requests: at least 100000. */
export function isRequestMemberNumberValid(capid: number): boolean {
  return Number.isInteger(capid) && capid >= MEMBER_NUMBER_MIN;
}
export const requestMemberNumber = z
  .number()
  .refine(isRequestMemberNumberValid, { message: MEMBER_NUMBER_MESSAGE });
/** Points of contact: 100000 (exclusive) to 999999. */
export function isPocMemberNumberValid(capid: number): boolean {
  return Number.isInteger(capid) && capid > MEMBER_NUMBER_MIN && capid <= MEMBER_NUMBER_MAX;
}
/** Manual adds: 100000 to 999999. */
export function isManualAddMemberNumberValid(capid: number): boolean {
  return Number.isInteger(capid) && capid >= MEMBER_NUMBER_MIN && capid <= MEMBER_NUMBER_MAX;
}

/** §5 account request: an email containing an @. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export function isRequestEmailValid(email: string): boolean {
  return email.includes('@');
}

/** §5 form messages, word for word. */
export const FORM_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  emailRequired: 'An email is required for the selected function',
  accountNameEmpty: 'Account name cannot be empty',
  accountIdPrefix: (currentId: string) => `Account ID must start with "${currentId}"`,
  teamNameEmpty: 'Team name must not be empty',
  teamVisibility: 'Please select a publicity',
  registerDiscordSignedOut: 'You need to sign in to view this page',
  registerDiscordDone: 'You can now close this page',
  passwordResetRequested:
    'Password reset request succesful. Please check your inbox. It may take up to 5 minutes for the email to arrive; if it does not, check your Spam or Junk folder',
  accountRequestFailed: 'Could not request account',
  prospectiveCreateFailed: 'There was a problem communicating with the server',
} as const;

/** §5 sign-in: username (trimmed), password and captcha non-empty. */
export const trimmedNonEmpty = z.string().trim().min(1);
