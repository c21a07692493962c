// Platform §3 "Prospective member request" and §5 prospective member validation, shared by the
// create page (live messages) and svc-identity (the 400 answer). Pure functions, no I/O.
import { FORM_MESSAGES, isUsernameValid, USERNAME_MESSAGE } from '../validation/fieldRules.ts';
import { isPasswordValid, PASSWORD_MESSAGES } from '../password/passwordPolicy.ts';
import type { MemberContact } from '../entities/member.ts';

/**
 * §3 password creation types: set one now; email a link to finish account creation (default);
 * email a random password.
 */
export const PASSWORD_CREATION_TYPES = ['SetNow', 'EmailLink', 'RandomPassword'] as const;
export type PasswordCreationType = (typeof PASSWORD_CREATION_TYPES)[number];
export const DEFAULT_PASSWORD_CREATION_TYPE: PasswordCreationType = 'EmailLink';
export const PASSWORD_CREATION_LABELS: Record<PasswordCreationType, string> = {
  SetNow: 'Set one now',
  EmailLink: 'Email a link to finish account creation',
  RandomPassword: 'Email a random password',
};

export interface ProspectiveFormInput {
  member: {
    nameFirst: string;
    nameLast: string;
    contact: Partial<
      Record<keyof MemberContact, { PRIMARY?: string; SECONDARY?: string; EMERGENCY?: string }>
    >;
  };
  login: { type: PasswordCreationType; username: string; password: string };
}

/** Field -> message for every rule the input breaks (empty object: valid). */
export interface ProspectiveFormErrors {
  nameFirst?: string;
  nameLast?: string;
  email?: string;
  username?: string;
  password?: string;
}

/** The first address in the contact's EMAIL entries (primary, secondary, emergency), or null. */
export function prospectiveEmail(contact: ProspectiveFormInput['member']['contact']): string | null {
  for (const priority of ['PRIMARY', 'SECONDARY', 'EMERGENCY'] as const) {
    const value = contact.EMAIL?.[priority]?.trim();
    if (value && value.includes('@')) return value;
  }
  return null;
}

/** §5: the username is trimmed unless the member chooses it later (email-link). */
export function prospectiveUsername(login: ProspectiveFormInput['login']): string {
  return login.type === 'EmailLink' ? '' : login.username.trim();
}

/**
 * §5: first and last name non-empty ('Name cannot be empty'); the password section is valid if
 * set-now, or an email exists in contact ('An email is required for the selected function');
 * contact optional unless random-password or email-link. Set-now needs a username and a password
 * meeting the policy; random-password needs a username (the random password is mailed to it).
 */
export function prospectiveFormErrors(input: ProspectiveFormInput): ProspectiveFormErrors {
  const errors: ProspectiveFormErrors = {};
  if (input.member.nameFirst.trim() === '') errors.nameFirst = FORM_MESSAGES.nameEmpty;
  if (input.member.nameLast.trim() === '') errors.nameLast = FORM_MESSAGES.nameEmpty;
  const { type } = input.login;
  if (type !== 'SetNow' && prospectiveEmail(input.member.contact) === null) {
    errors.email = FORM_MESSAGES.emailRequired;
  }
  if (type !== 'EmailLink' && !isUsernameValid(prospectiveUsername(input.login))) {
    errors.username = USERNAME_MESSAGE;
  }
  if (type === 'SetNow' && !isPasswordValid(input.login.password)) {
    errors.password = PASSWORD_MESSAGES.complexity;
  }
  return errors;
}

export function isProspectiveFormValid(input: ProspectiveFormInput): boolean {
  return Object.keys(prospectiveFormErrors(input)).length === 0;
}

/** Prospective member ids are `{accountID}-{n}`, n counting up per account and never reused. */
export function prospectiveMemberID(accountID: string, n: number): string {
  return `${accountID}-${n}`;
}
