import { z } from 'zod';

/** §5: the special characters that count, exactly: ^!@#$%&*(){}+=_-<>,.?/[]\|;' and space. */
export const PASSWORD_SPECIAL_CHARACTERS = "^!@#$%&*(){}+=_-<>,.?/[]\\|;' ";
export const PASSWORD_MIN_LENGTH = 11;
/** §5/§9: a password longer than this many characters is valid on length alone. */
export const PASSWORD_PASSPHRASE_LENGTH = 32;
/** §5: policy effective January 1st 2024 (passwords set earlier may be reported Expired). */
export const PASSWORD_POLICY_EFFECTIVE = Date.UTC(2024, 0, 1);

export interface PasswordPolicyCheck {
  /** at least 11 characters */
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
  /** longer than 32 characters: valid whatever the other rules say */
  passphrase: boolean;
  valid: boolean;
}

/** Per-rule results for the live indicators of the password forms (§5). */
export function checkPasswordPolicy(password: string): PasswordPolicyCheck {
  const length = [...password].length;
  const check = {
    length: length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    special: [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
    passphrase: length > PASSWORD_PASSPHRASE_LENGTH,
  };
  const valid =
    check.passphrase || (check.length && check.lowercase && check.uppercase && check.digit && check.special);
  return { ...check, valid };
}

export function isPasswordValid(password: string): boolean {
  return checkPasswordPolicy(password).valid;
}

/** Labels for the live indicators, in display order. */
export const PASSWORD_RULE_LABELS = {
  length: 'At least 11 characters',
  lowercase: 'A lowercase letter',
  uppercase: 'An uppercase letter',
  digit: 'A number',
  special: "A special character (^!@#$%&*(){}+=_-<>,.?/[]\\|;' or a space)",
  passphrase: 'Or more than 32 characters',
} as const;

export const PASSWORD_MESSAGES = {
  complexity:
    'The password must be more than 32 characters long, or at least 11 characters long with a lowercase letter, an uppercase letter, a number and a special character',
  mismatch: 'Passwords do not match',
} as const;

/** A new password in a request body (finish setup, reset, change). */
export const newPassword = z.string().refine(isPasswordValid, { message: PASSWORD_MESSAGES.complexity });
