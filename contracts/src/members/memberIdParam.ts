// `GET /api/member/byid/{id}`: the id segment is a member reference's string form
// ('CAPNHQMember-510004', 'CAPProspectiveMember-md001-2') or a bare number meaning a national member.
import {
  MEMBER_REFERENCE_ERRORS,
  parseMemberReference,
  type MemberReferenceParseResult,
} from '../entities/memberReference.ts';

export function parseMemberIdParam(value: string): MemberReferenceParseResult {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    if (!Number.isSafeInteger(id)) return { ok: false, error: MEMBER_REFERENCE_ERRORS.invalidID };
    return { ok: true, value: { type: 'CAPNHQMember', id } };
  }
  const parsed = parseMemberReference(trimmed);
  if (parsed.ok && parsed.value.type === 'CAPNHQMember' && !Number.isSafeInteger(parsed.value.id)) {
    return { ok: false, error: MEMBER_REFERENCE_ERRORS.invalidID };
  }
  return parsed;
}
