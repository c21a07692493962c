import { describe, expect, it } from 'vitest';
import { parseMemberReference, stringifyMemberReference, MemberReference } from './memberReference.ts';

describe('member reference (platform §3)', () => {
  it('parses CAPNHQMember with a numeric id', () => {
    expect(parseMemberReference('CAPNHQMember-542488')).toEqual({
      ok: true,
      value: { type: 'CAPNHQMember', id: 542488 },
    });
  });

  it("§3: CAPNHQMember with a non-numeric id gives 'Invalid member ID'", () => {
    for (const bad of [
      'CAPNHQMember-abc',
      'CAPNHQMember-',
      'CAPNHQMember',
      'CAPNHQMember-12a',
      'CAPNHQMember--5',
    ]) {
      expect(parseMemberReference(bad)).toEqual({ ok: false, error: 'Invalid member ID' });
    }
  });

  it('parses CAPProspectiveMember with a string id containing dashes', () => {
    expect(parseMemberReference('CAPProspectiveMember-md001-7')).toEqual({
      ok: true,
      value: { type: 'CAPProspectiveMember', id: 'md001-7' },
    });
  });

  it("§3: an unknown type gives 'Invalid member type'", () => {
    for (const bad of ['Someone-123', '', 'capnhqmember-123', '123456']) {
      expect(parseMemberReference(bad)).toEqual({ ok: false, error: 'Invalid member type' });
    }
  });

  it('§3: string form is type, dash, id and round-trips', () => {
    const refs: MemberReference[] = [
      { type: 'CAPNHQMember', id: 100001 },
      { type: 'CAPProspectiveMember', id: 'md001-3' },
    ];
    for (const ref of refs) {
      const str = stringifyMemberReference(ref);
      expect(str).toBe(`${ref.type}-${ref.id}`);
      expect(parseMemberReference(str)).toEqual({ ok: true, value: ref });
    }
  });

  it('schema rejects a string id for a national member', () => {
    expect(MemberReference.safeParse({ type: 'CAPNHQMember', id: '123' }).success).toBe(false);
    expect(MemberReference.safeParse({ type: 'CAPNHQMember', id: 123 }).success).toBe(true);
  });
});
