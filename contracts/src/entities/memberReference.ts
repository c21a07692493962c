import { z } from 'zod';

/** Platform §3: a member is a national member (numeric id) or a local prospective member (string id). */
export const MemberType = z.enum(['CAPNHQMember', 'CAPProspectiveMember']);
export type MemberType = z.infer<typeof MemberType>;

export const NHQMemberReference = z.object({
  type: z.literal('CAPNHQMember'),
  id: z.number().int().nonnegative(),
});
export type NHQMemberReference = z.infer<typeof NHQMemberReference>;

export const ProspectiveMemberReference = z.object({
  type: z.literal('CAPProspectiveMember'),
  id: z.string().min(1),
});
export type ProspectiveMemberReference = z.infer<typeof ProspectiveMemberReference>;

export const MemberReference = z.discriminatedUnion('type', [NHQMemberReference, ProspectiveMemberReference]);
export type MemberReference = z.infer<typeof MemberReference>;

/** The two client-built errors of platform §8 that member reference parsing produces. */
export const MEMBER_REFERENCE_ERRORS = {
  invalidID: 'Invalid member ID',
  invalidType: 'Invalid member type',
} as const;

export type MemberReferenceParseResult =
  | { ok: true; value: MemberReference }
  | { ok: false; error: (typeof MEMBER_REFERENCE_ERRORS)[keyof typeof MEMBER_REFERENCE_ERRORS] };

/**
 * Parses the string form 'type-id' (platform §3), e.g. 'CAPNHQMember-123456' or
 * 'CAPProspectiveMember-md001-42'. Only the first dash separates type and id, since
 * prospective ids may themselves contain dashes.
 */
export function parseMemberReference(str: string): MemberReferenceParseResult {
  const dash = str.indexOf('-');
  const type = dash === -1 ? str : str.slice(0, dash);
  const id = dash === -1 ? '' : str.slice(dash + 1);

  if (type === 'CAPNHQMember') {
    if (!/^\d+$/.test(id)) {
      return { ok: false, error: MEMBER_REFERENCE_ERRORS.invalidID };
    }
    return { ok: true, value: { type, id: parseInt(id, 10) } };
  }
  if (type === 'CAPProspectiveMember') {
    if (id.length === 0) {
      return { ok: false, error: MEMBER_REFERENCE_ERRORS.invalidID };
    }
    return { ok: true, value: { type, id } };
  }
  return { ok: false, error: MEMBER_REFERENCE_ERRORS.invalidType };
}

export function stringifyMemberReference(ref: MemberReference): string {
  return `${ref.type}-${ref.id}`;
}

export function areMemberReferencesEqual(a: MemberReference, b: MemberReference): boolean {
  return a.type === b.type && a.id === b.id;
}

/** Pulls the reference out of a full member (or anything carrying type and id). */
export function toMemberReference(member: MemberReference): MemberReference {
  return member.type === 'CAPNHQMember'
    ? { type: 'CAPNHQMember', id: member.id }
    : { type: 'CAPProspectiveMember', id: member.id };
}
