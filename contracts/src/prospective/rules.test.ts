import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import { prospectiveMemberRequest } from './calls.ts';
import {
  DEFAULT_PASSWORD_CREATION_TYPE,
  prospectiveFormErrors,
  prospectiveUsername,
  type PasswordCreationType,
  type ProspectiveFormInput,
} from './rules.ts';

const GOOD_PASSWORD = 'Prospect-Pass-2024!';

function input(
  type: PasswordCreationType,
  overrides: {
    nameFirst?: string;
    nameLast?: string;
    email?: string;
    username?: string;
    password?: string;
  } = {},
): ProspectiveFormInput {
  return {
    member: {
      nameFirst: overrides.nameFirst ?? 'Pat',
      nameLast: overrides.nameLast ?? 'Prospect',
      contact: overrides.email === undefined ? {} : { EMAIL: { PRIMARY: overrides.email } },
    },
    login: { type, username: overrides.username ?? 'pat.prospect', password: overrides.password ?? '' },
  };
}

describe('prospective member rules (platform §5)', () => {
  it('the default password creation type is "email a link to finish account creation" (§3)', () => {
    expect(DEFAULT_PASSWORD_CREATION_TYPE).toBe('EmailLink');
  });

  it.each([
    ['first name empty', { nameFirst: '  ' }, 'nameFirst'],
    ['last name empty', { nameLast: '' }, 'nameLast'],
  ] as const)("'Name cannot be empty': %s", (_label, overrides, field) => {
    const errors = prospectiveFormErrors(input('SetNow', { ...overrides, password: GOOD_PASSWORD }));
    expect(errors[field]).toBe('Name cannot be empty');
  });

  it.each<[PasswordCreationType, string | undefined, boolean]>([
    ['SetNow', undefined, false],
    ['EmailLink', undefined, true],
    ['RandomPassword', undefined, true],
    ['EmailLink', 'pat@example.com', false],
    ['RandomPassword', 'pat@example.com', false],
    ['EmailLink', 'not-an-address', true],
  ])(
    "'An email is required for the selected function': %s with email %s -> required %s (contact optional unless random-password or email-link)",
    (type, email, expectError) => {
      const errors = prospectiveFormErrors(input(type, { email, password: GOOD_PASSWORD }));
      expect(errors.email).toBe(expectError ? 'An email is required for the selected function' : undefined);
    },
  );

  it('set-now needs a password meeting the policy', () => {
    expect(prospectiveFormErrors(input('SetNow', { password: 'short' })).password).toMatch(/11 characters/);
    expect(prospectiveFormErrors(input('SetNow', { password: GOOD_PASSWORD }))).toEqual({});
  });

  it('username trimmed when not email-link; ignored for email-link', () => {
    expect(prospectiveUsername({ type: 'SetNow', username: '  pat  ', password: '' })).toBe('pat');
    expect(prospectiveUsername({ type: 'RandomPassword', username: ' pat', password: '' })).toBe('pat');
    expect(prospectiveUsername({ type: 'EmailLink', username: ' pat', password: '' })).toBe('');
    expect(prospectiveFormErrors(input('EmailLink', { email: 'a@example.com', username: '' }))).toEqual({});
    expect(
      prospectiveFormErrors(input('SetNow', { username: '   ', password: GOOD_PASSWORD })).username,
    ).toMatch(/Username cannot be empty/);
  });

  it('the request schema answers the spec words (first message) for a bad request', () => {
    const parsed = parseBody(prospectiveMemberRequest, {
      member: {
        contact: {},
        flight: null,
        nameFirst: '',
        nameLast: 'X',
        nameMiddle: '',
        nameSuffix: '',
        seniorMember: false,
      },
      login: { type: 'RandomPassword', username: 'x', password: '' },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.message).toBe('Name cannot be empty');
      expect(parsed.error.issues).toContain('An email is required for the selected function');
    }
  });
});
