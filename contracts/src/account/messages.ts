import { PASSWORD_MESSAGES } from '../password/passwordPolicy.ts';
import { EMAIL_MESSAGE, MEMBER_NUMBER_MESSAGE, USERNAME_MESSAGE } from '../validation/fieldRules.ts';

/**
 * Messages of the member account flows (platform §5 wording where the spec gives one, otherwise
 * ours). The server answers them as `{ code, message }`; the shell shows the message as is (§8).
 */
export const ACCOUNT_MESSAGES = {
  /** §5 finish account setup username rule, word for word. */
  username: USERNAME_MESSAGE,
  memberNumber: MEMBER_NUMBER_MESSAGE,
  email: EMAIL_MESSAGE,
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  /** The captcha check failed (same words as the sign-in result TokenInvalid, §8). */
  captcha: 'Invalid reCAPTCHA',
  /** §5: only one account per member number. */
  oneAccountPerMember:
    'Only one account per member number is allowed, and this member number already has one. Use the username request or password reset pages instead.',
  /** §5: one username per member number (finish setup). */
  oneUsernamePerMember:
    'Only one username per member number is allowed, and this member number already has one.',
  memberNotFound: 'No member with that member number was found in this unit',
  emailMismatch: 'The email address does not match an email address on file for this member',
  usernameTaken: 'That username is already taken. Please choose another one.',
  linkInvalid: 'This link is invalid, expired or already used. Please request a new one.',
  discordTaken: 'This chat-service account is already registered to another member',
  discordCodeShape: 'Enter the 8-digit code the Discord bot sent you',
  discordCodeInvalid:
    'This code is not valid for this Discord account, or it has expired or was already used. Ask the Discord bot for a new code.',
  /**
   * The account request's one answer, whatever the member number and email (no enumeration of
   * members, accounts or addresses): what differs is mailed to the address on file instead.
   */
  accountRequested:
    'Account request received. If the member number belongs to a member of this unit, an email is on its way to their address on file: it has a link to finish creating the account, or says what to do instead. It may take up to 5 minutes for the email to arrive; if it does not, check your Spam or Junk folder',
} as const;

/** The mails that tell a member on file why their account request sent no set-up link. */
export const ACCOUNT_REQUEST_NOTICES = {
  title: 'About your account request',
  hasAccount: (capid: number) =>
    `An account was requested for member number ${capid}. ${ACCOUNT_MESSAGES.oneAccountPerMember}`,
  emailMismatch: (capid: number) =>
    `An account was requested for member number ${capid} with another email address. ${ACCOUNT_MESSAGES.emailMismatch}, so no link was sent to it. To request the account, use this address; if you did not ask for an account you can ignore this message.`,
} as const;

/** What the password forms show for each PasswordSetResult other than Ok (§4). */
export const PASSWORD_SET_MESSAGES = {
  Complexity: PASSWORD_MESSAGES.complexity,
  InHistory: 'That password was used recently. Please choose a different password.',
  MinimumAge: 'The password was changed too recently. Please try again later.',
  ServerError: 'An error occurred while setting the password',
} as const;

/** The error codes of the account flows (body `{ code, message }`). */
export const ACCOUNT_ERROR_CODES = {
  captcha: 'CAPTCHA_INVALID',
  memberHasAccount: 'MEMBER_HAS_ACCOUNT',
  memberNotFound: 'MEMBER_NOT_FOUND',
  emailMismatch: 'EMAIL_MISMATCH',
  usernameTaken: 'USERNAME_TAKEN',
  linkInvalid: 'LINK_INVALID',
  discordTaken: 'DISCORD_TAKEN',
  discordCodeInvalid: 'DISCORD_CODE_INVALID',
  passwordComplexity: 'PASSWORD_COMPLEXITY',
  passwordInHistory: 'PASSWORD_IN_HISTORY',
  passwordMinimumAge: 'PASSWORD_MINIMUM_AGE',
} as const;
