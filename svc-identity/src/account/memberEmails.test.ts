import { describe, expect, it } from 'vitest';
import { emptyContact } from '@portal/contracts';
import { memberEmails, memberHasEmail, primaryEmail } from './memberEmails.ts';

const contact = {
  ...emptyContact(),
  EMAIL: { PRIMARY: ' Pat@Example.com ', SECONDARY: 'not-an-email' },
  CADETPARENTEMAIL: { PRIMARY: 'parent@example.com', EMERGENCY: 'pat@example.com' },
};

describe('member email addresses for account mails', () => {
  it('own addresses first, then the cadet parent’s, without duplicates or non-addresses', () => {
    expect(memberEmails({ contact })).toEqual(['Pat@Example.com', 'parent@example.com']);
    expect(primaryEmail({ contact })).toBe('Pat@Example.com');
    expect(primaryEmail({ contact: emptyContact() })).toBeNull();
  });

  it('the account request email must match one on file, case-insensitively', () => {
    expect(memberHasEmail({ contact }, 'PARENT@example.com ')).toBe(true);
    expect(memberHasEmail({ contact }, 'someone@example.com')).toBe(false);
  });
});
