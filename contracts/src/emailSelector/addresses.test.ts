import { describe, expect, it } from 'vitest';
import {
  EMAIL_SELECTOR_MESSAGES,
  emailOutputText,
  memberEmailAddresses,
  selectedAddresses,
  someSelectedWithoutEmail,
} from './addresses.ts';
import { selectable } from './testMembers.ts';

const full = selectable({
  contact: {
    EMAIL: {
      PRIMARY: 'casey@example.com',
      SECONDARY: 'casey.school@example.com',
      EMERGENCY: 'c.e@example.com',
    },
    CADETPARENTEMAIL: { PRIMARY: 'parent@example.com', SECONDARY: 'parent2@example.com' },
  },
});
const secondaryOnly = selectable({
  id: 2,
  contact: { EMAIL: { PRIMARY: '  ', SECONDARY: 'second@example.com', EMERGENCY: 'third@example.com' } },
});
const emergencyOnly = selectable({ id: 3, contact: { EMAIL: { EMERGENCY: 'only.emergency@example.com' } } });
const parentOnly = selectable({
  id: 4,
  contact: { CADETPARENTEMAIL: { PRIMARY: 'parent.only@example.com' } },
});
const none = selectable({ id: 5 });

describe('§5 "Without parent emails, the first available of the member\'s addresses (primary, secondary, emergency) is used; with them, all"', () => {
  it.each([
    [full, false, ['casey@example.com'], 'primary first'],
    [secondaryOnly, false, ['second@example.com'], 'a blank primary is skipped: secondary'],
    [emergencyOnly, false, ['only.emergency@example.com'], 'emergency when it is the only one'],
    [parentOnly, false, [], "a parent address is not the member's own"],
    [none, false, [], 'nothing stored'],
    [
      full,
      true,
      [
        'casey@example.com',
        'casey.school@example.com',
        'c.e@example.com',
        'parent@example.com',
        'parent2@example.com',
      ],
      'every EMAIL and CADETPARENTEMAIL address',
    ],
    [secondaryOnly, true, ['second@example.com', 'third@example.com'], 'all stored addresses'],
    [parentOnly, true, ['parent.only@example.com'], 'the parent address counts'],
    [none, true, [], 'nothing stored'],
  ])('%# (parent emails %s): %j — %s', (member, addParents, expected) => {
    expect(memberEmailAddresses(member, addParents)).toEqual(expected);
  });
});

describe('§5 "duplicates removed"; §2 "unique addresses joined by \'; \'"', () => {
  const sibling = selectable({
    id: 6,
    contact: {
      EMAIL: { PRIMARY: 'sibling@example.com' },
      CADETPARENTEMAIL: { PRIMARY: 'PARENT@example.com' },
    },
  });
  const sameAsOwnParent = selectable({
    id: 7,
    contact: {
      EMAIL: { PRIMARY: 'family@example.com' },
      CADETPARENTEMAIL: { PRIMARY: 'family@example.com' },
    },
  });

  it.each([
    [[full, sibling], false, 'casey@example.com; sibling@example.com'],
    [
      [full, sibling],
      true,
      'casey@example.com; casey.school@example.com; c.e@example.com; parent@example.com; parent2@example.com; sibling@example.com',
    ],
    [[sameAsOwnParent], true, 'family@example.com'],
    [[full, full], false, 'casey@example.com'],
    [[none], true, ''],
    [[], true, ''],
  ])('%# (parent emails %s) -> %j', (members, addParents, expected) => {
    expect(emailOutputText(members, addParents)).toBe(expected);
  });

  it('keeps the first spelling of an address that differs only in case', () => {
    expect(selectedAddresses([full, sibling], true)).toContain('parent@example.com');
    expect(selectedAddresses([full, sibling], true)).not.toContain('PARENT@example.com');
  });
});

describe("§2 warning 'Warning: Some selected members do not have an email stored'", () => {
  it("has the spec's words", () => {
    expect(EMAIL_SELECTOR_MESSAGES.missingEmail).toBe(
      'Warning: Some selected members do not have an email stored',
    );
  });

  it.each([
    [[full, secondaryOnly], false, false, 'everyone selected has an address'],
    [[full, none], true, true, 'a member with nothing stored'],
    [[parentOnly], false, true, 'only a parent address, parent emails off'],
    [[parentOnly], true, false, 'only a parent address, parent emails on'],
    [[], false, false, 'nobody selected'],
  ])('%# (parent emails %s) -> %s: %s', (members, addParents, expected) => {
    expect(someSelectedWithoutEmail(members, addParents)).toBe(expected);
  });
});
