import { describe, expect, it } from 'vitest';
import { Member, emptyContact, normalizeName } from './member.ts';
import { Account, displayAccountID } from './account.ts';
import { Registry, defaultRegistry, isValidFaviconName } from './registry.ts';
import { RequestContext, internalContextResponse } from './context.ts';

export const sampleMember = (): Member => ({
  type: 'CAPNHQMember',
  id: 542488,
  nameFirst: 'Jane',
  nameMiddle: 'Q',
  nameLast: 'Doe',
  nameSuffix: '',
  memberRank: 'C/Amn',
  squadron: 'MER-MD-001',
  flight: 'Alpha',
  gender: 'FEMALE',
  dateOfBirth: 1_100_000_000_000,
  joined: 1_600_000_000_000,
  expirationDate: 1_900_000_000_000,
  seniorMember: false,
  hasNHQReference: true,
  orgid: 916,
  dutyPositions: [
    { duty: 'Cadet Flight Commander', date: 1, expires: null, type: 'NHQ', orgid: 916, assistant: false },
  ],
  permissions: { AttendanceView: 'PERSONAL' },
  teamIDs: [0],
  absenteeInformation: null,
  contact: { ...emptyContact(), EMAIL: { PRIMARY: 'jane@example.org' } },
});

describe('entities (platform §3)', () => {
  it('a full member parses; contact kinds and priorities are checked', () => {
    expect(Member.parse(sampleMember())).toEqual(sampleMember());
    const bad = { ...sampleMember(), contact: { ...emptyContact(), EMAIL: { PRIMARY: 5 } } };
    expect(Member.safeParse(bad).success).toBe(false);
  });

  it('a prospective member has a string id', () => {
    const m = { ...sampleMember(), type: 'CAPProspectiveMember', id: 'md001-1', hasNHQReference: false };
    expect(Member.safeParse(m).success).toBe(true);
    expect(Member.safeParse({ ...m, id: 12 }).success).toBe(false);
  });

  it('duty position type is NHQ or CAPUnit', () => {
    const m = sampleMember();
    m.dutyPositions[0]!.type = 'Other' as 'NHQ';
    expect(Member.safeParse(m).success).toBe(false);
  });

  it('§3: names are trimmed with line breaks and repeated spaces collapsed', () => {
    expect(normalizeName('  Mary \n Ann   Smith ')).toBe('Mary Ann Smith');
  });

  it('account types are the five of §1', () => {
    const a = {
      id: 'md001',
      type: 'CAPSQUADRON',
      name: 'Test',
      orgIDs: [916],
      mainOrg: 916,
      mainCalendarID: 'c',
    };
    expect(Account.parse(a)).toEqual(a);
    expect(Account.safeParse({ ...a, type: 'CAPFLIGHT' }).success).toBe(false);
    expect(displayAccountID('md001')).toBe('MD-001');
  });

  it('default registry validates and has no addresses', () => {
    const r = defaultRegistry('md001');
    expect(Registry.parse(r)).toEqual(r);
    expect(r.Contact.MailingAddress).toBeNull();
    expect(isValidFaviconName('icon.ico')).toBe(true);
    expect(isValidFaviconName('icon.gif')).toBe(false);
  });

  it('request context and internal context answer parse', () => {
    const ctx = {
      accountID: 'md001',
      account: null,
      session: { id: 's', type: 'MFAInProgress', expires: 5 },
      member: sampleMember(),
      issuedAt: 10,
    };
    expect(RequestContext.parse(ctx)).toEqual(ctx);
    expect(internalContextResponse.safeParse({ account: null, session: null, member: null }).success).toBe(
      true,
    );
    expect(
      RequestContext.safeParse({ ...ctx, session: { id: 's', type: 'Bogus', expires: 5 } }).success,
    ).toBe(false);
  });
});
