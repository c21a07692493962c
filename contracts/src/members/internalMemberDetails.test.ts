import { describe, expect, it } from 'vitest';
import {
  INTERNAL_MEMBER_DETAILS_LIMIT,
  internalFlightMembersPath,
  internalFlightMembersResponse,
  internalMemberDetailsRequest,
  orgContactsFromLinks,
} from './internalMemberDetails.ts';

describe('orgContactsFromLinks (§3 organisation info contacts from the registry links)', () => {
  const cases: Array<[string, Parameters<typeof orgContactsFromLinks>[0], string[]]> = [
    ['no links set: no contacts', {}, []],
    ['null and blank links are left out', { FaceBook: null, Twitter: '  ' }, []],
    [
      'full URLs kept (trimmed), in the footer order whatever the key order',
      { Discord: ' https://discord.example/x ', FaceBook: 'https://facebook.example/md001' },
      ['https://facebook.example/md001', 'https://discord.example/x'],
    ],
    [
      "a handle becomes its site's URL, as the footer links it",
      { Instagram: 'demo.squadron', YouTube: 'UCdemo', Twitter: 'a b' },
      [
        'https://twitter.com/a%20b',
        'https://www.youtube.com/channel/UCdemo',
        'https://www.instagram.com/demo.squadron',
      ],
    ],
  ];
  it.each(cases)('%s', (_name, links, expected) => {
    const contacts = orgContactsFromLinks(links);
    expect(contacts.map((c) => c.contact)).toEqual(expected);
    expect(contacts.every((c) => c.type === 'URL')).toBe(true);
  });
});

describe('internal member details and flight members schemas', () => {
  it('a details request takes 1 to INTERNAL_MEMBER_DETAILS_LIMIT references', () => {
    const ref = { type: 'CAPNHQMember', id: 510002 } as const;
    expect(internalMemberDetailsRequest.safeParse({ members: [] }).success).toBe(false);
    expect(internalMemberDetailsRequest.safeParse({ members: [ref] }).success).toBe(true);
    const many = Array.from({ length: INTERNAL_MEMBER_DETAILS_LIMIT + 1 }, () => ref);
    expect(internalMemberDetailsRequest.safeParse({ members: many }).success).toBe(false);
  });
  it('the flight path carries the encoded member reference; no flight means no members', () => {
    expect(internalFlightMembersPath({ type: 'CAPNHQMember', id: 510003 })).toBe(
      '/internal/members/CAPNHQMember-510003/flight',
    );
    expect(internalFlightMembersResponse.parse({ flight: null, members: [] })).toEqual({
      flight: null,
      members: [],
    });
  });
});
