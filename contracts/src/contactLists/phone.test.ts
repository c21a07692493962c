import { describe, expect, it } from 'vitest';
import { emptyContact } from '../entities/member.ts';
import { formatPhone, memberEmails, memberPhones } from './phone.ts';

describe('§5/§9 "Phone display (xxx)xxx-xxxx"', () => {
  it.each([
    ['4105550101', '(410)555-0101'],
    ['410-555-0101', '(410)555-0101'],
    ['(410) 555-0101', '(410)555-0101'],
    ['410.555.0101', '(410)555-0101'],
    ['1 410 555 0101', '(410)555-0101'],
    ['+1 (410) 555-0101', '(410)555-0101'],
    ['555-0101', '555-0101'],
    [' +44 20 7946 0958 ', '+44 20 7946 0958'],
    ['24105550101', '24105550101'],
  ])('%j -> %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});

describe("a member's phones and addresses as the contact lists show them", () => {
  const contact = {
    ...emptyContact(),
    CELLPHONE: { PRIMARY: '4105550101', EMERGENCY: '(410)555-0101' },
    HOMEPHONE: { PRIMARY: '301-555-0140' },
    CADETPARENTPHONE: { PRIMARY: '443 555 0112', SECONDARY: '  ' },
    EMAIL: { PRIMARY: 'casey@example.com', SECONDARY: 'Casey@example.com' },
    CADETPARENTEMAIL: { EMERGENCY: 'parent@example.com' },
  };

  it('phones: formatted, labelled, duplicates and blanks dropped', () => {
    expect(memberPhones(contact)).toEqual([
      { label: 'Cell', value: '(410)555-0101' },
      { label: 'Home', value: '(301)555-0140' },
      { label: 'Parent', value: '(443)555-0112' },
    ]);
  });

  it("emails: the member's, then the parent's, duplicates (any case) dropped", () => {
    expect(memberEmails(contact)).toEqual([
      { label: 'Email', value: 'casey@example.com' },
      { label: 'Parent email (emergency)', value: 'parent@example.com' },
    ]);
  });
});
