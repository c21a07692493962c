import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../entities/memberReference.ts';
import type { ManageEventLevel } from '../permissions/permissionSet.ts';
import { linkEventResponse, linkableAccountsResponse } from './calls.ts';
import {
  internalMemberAccountsPath,
  internalMemberAccountsResponse,
  type MemberAccount,
} from './internalAccounts.ts';
import {
  EVENT_LINK_MESSAGES as M,
  levelInAccount,
  linkableAccountFilter,
  linkableAccounts,
  linkControl,
  linkRefusal,
  type LinkCheck,
} from './links.ts';

const ME: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const rules = { superUserIds: [999999], now: Date.UTC(2026, 10, 1) };
const duty = (name: string, expires: number | null = null) => ({
  duty: name,
  date: 0,
  expires,
  type: 'NHQ' as const,
  orgid: 1,
  assistant: false,
});
const account = (id: string, fields: Partial<MemberAccount> = {}): MemberAccount => ({
  accountID: id,
  accountName: `Account ${id}`,
  accountType: 'CAPSQUADRON',
  permissions: {},
  dutyPositions: [],
  ...fields,
});

const OWN = account('md001', { permissions: { ManageEvent: 'FULL' } });
const WING_FULL = account('md000', { accountName: 'Maryland Wing', permissions: { ManageEvent: 'FULL' } });
const SQ_NONE = account('md002', { permissions: { ManageEvent: 'NONE' } });
const SQ_DRAFTS = account('md003', { permissions: { ManageEvent: 'ADDDRAFTEVENTS' } });
const SQ_DUTY = account('md004', { dutyPositions: [duty('Activities Officer')] });
const SQ_EXPIRED_DUTY = account('md005', { dutyPositions: [duty('Commander', rules.now - 1)] });

const check = (fields: Partial<LinkCheck> = {}): LinkCheck => ({
  event: { accountID: 'md001', type: 'REGULAR' },
  level: 'FULL',
  member: ME,
  memberAccounts: [OWN, WING_FULL, SQ_NONE, SQ_DRAFTS, SQ_DUTY, SQ_EXPIRED_DUTY],
  linkedAccountIDs: [],
  rules,
  ...fields,
});

describe('§6 Link event: the level in a target account comes from that account’s own permissions', () => {
  it.each<[string, MemberAccount, ManageEventLevel]>([
    ['ManageEvent FULL there', WING_FULL, 'FULL'],
    ['ManageEvent NONE there (whatever the own account says)', SQ_NONE, 'NONE'],
    ['ManageEvent ADDDRAFTEVENTS there', SQ_DRAFTS, 'ADDDRAFTEVENTS'],
    ['a FULL duty position there (Activities Officer)', SQ_DUTY, 'FULL'],
    ['an expired temporary duty there counts for nothing', SQ_EXPIRED_DUTY, 'NONE'],
  ])('%s', (_case, acc, level) => {
    expect(levelInAccount(ME, acc, rules)).toBe(level);
  });

  it('a super user holds FULL in each of their accounts', () => {
    expect(levelInAccount({ type: 'CAPNHQMember', id: 999999 }, SQ_NONE, rules)).toBe('FULL');
  });
});

describe('§6 "Link event: needs non-NONE permission and linkable accounts not yet linked; a LINKED event cannot be linked further"', () => {
  it.each<[string, Partial<LinkCheck>, string, { status: number; message: string } | null]>([
    ['linkable: FULL in the target', {}, 'md000', null],
    ['linkable: ADDDRAFTEVENTS in the target is non-NONE', {}, 'md003', null],
    ['linkable: a duty position in the target', {}, 'md004', null],
    [
      '"needs non-NONE permission" on the event',
      { level: 'NONE' },
      'md000',
      { status: 403, message: M.noPermission },
    ],
    [
      '"a LINKED event cannot be linked further"',
      { event: { accountID: 'md001', type: 'LINKED' } },
      'md000',
      { status: 400, message: M.linkedCannotBeLinked },
    ],
    ['not into its own account', {}, 'md001', { status: 400, message: M.ownAccount }],
    ['NONE in the target account', {}, 'md002', { status: 403, message: M.noPermissionInTarget }],
    ['an account the member is not in', {}, 'md999', { status: 403, message: M.noPermissionInTarget }],
    [
      '"not yet linked": already linked there',
      { linkedAccountIDs: ['md000'] },
      'md000',
      { status: 409, message: M.alreadyLinked },
    ],
  ])('%s', (_case, fields, target, refusal) => {
    expect(linkRefusal(check(fields), target)).toEqual(refusal);
  });

  it('linkable accounts: those with non-NONE there, not the own account, not already linked, in the given order', () => {
    expect(linkableAccounts(check({ linkedAccountIDs: ['md003'] }))).toEqual([
      { id: 'md000', name: 'Maryland Wing' },
      { id: 'md004', name: 'Account md004' },
    ]);
  });

  it('no linkable accounts for a LINKED event or a member with NONE on the event', () => {
    expect(linkableAccounts(check({ event: { accountID: 'md001', type: 'LINKED' } }))).toEqual([]);
    expect(linkableAccounts(check({ level: 'NONE' }))).toEqual([]);
  });

  it('"One target account gives a direct button; several give a picker"', () => {
    expect(linkControl([])).toBe('none');
    expect(linkControl([{ id: 'md000', name: 'Wing' }])).toBe('button');
    expect(
      linkControl([
        { id: 'md000', name: 'Wing' },
        { id: 'md002', name: 'Sq' },
      ]),
    ).toBe('picker');
  });

  it.each<[string, string, string[]]>([
    ['empty passes everything', '', ['md000', 'md002', 'md010']],
    ['"a picker with a regex name filter": case-insensitive', 'WING', ['md000']],
    ['a regular expression over names', '^squadron [0-9]+$', ['md002', 'md010']],
    ['the account id matches too', 'md01', ['md010']],
    ['an invalid pattern passes everything', '([', ['md000', 'md002', 'md010']],
  ])('picker filter: %s', (_case, pattern, ids) => {
    const list = [
      { id: 'md000', name: 'Maryland Wing' },
      { id: 'md002', name: 'Squadron 2' },
      { id: 'md010', name: 'Squadron 10' },
    ];
    expect(list.filter(linkableAccountFilter(pattern)).map((a) => a.id)).toEqual(ids);
  });
});

describe('link call schemas', () => {
  it('§3 Link result: id and accountID on success, or a message', () => {
    expect(linkEventResponse.parse({ id: 4, accountID: 'md000' })).toEqual({ id: 4, accountID: 'md000' });
    expect(linkEventResponse.parse({ message: M.alreadyLinked })).toEqual({ message: M.alreadyLinked });
    expect(linkEventResponse.safeParse({ id: 0, accountID: 'md000' }).success).toBe(false);
  });

  it('linkable accounts answer: id and name', () => {
    expect(linkableAccountsResponse.safeParse([{ id: 'md000', name: 'Wing' }]).success).toBe(true);
    expect(linkableAccountsResponse.safeParse([{ id: 'md000' }]).success).toBe(false);
  });

  it('internal member accounts: path URL-encodes the reference; each account carries permissions and duty positions', () => {
    expect(internalMemberAccountsPath(ME)).toBe('/internal/members/CAPNHQMember-510001/accounts');
    expect(internalMemberAccountsPath({ type: 'CAPProspectiveMember', id: 'md001-2' })).toBe(
      '/internal/members/CAPProspectiveMember-md001-2/accounts',
    );
    const answer = { member: ME, accounts: [OWN, { ...SQ_DUTY, accountType: 'CAPWING' }] };
    expect(internalMemberAccountsResponse.parse(answer)).toEqual(answer);
    expect(
      internalMemberAccountsResponse.safeParse({ member: ME, accounts: [{ ...OWN, accountType: 'TEAM' }] })
        .success,
    ).toBe(false);
    expect(
      internalMemberAccountsResponse.safeParse({
        member: ME,
        accounts: [{ ...OWN, permissions: { ManageEvent: 'SOME' } }],
      }).success,
    ).toBe(false);
  });
});
