// Turns the session's member (kit's loosely typed SessionMember) and the account type into the
// AdminViewer that the widget rules read. Missing or malformed fields count as "nothing granted".
import { MemberReference, type AccountType, type DutyPosition, type PermissionSet } from '@portal/contracts';
import type { AdminViewer } from './adminLinks.ts';

export interface SessionMemberLike {
  permissions?: unknown;
  dutyPositions?: unknown;
  seniorMember?: unknown;
  [key: string]: unknown;
}

export function viewerFromMember(
  member: SessionMemberLike,
  accountType: AccountType | null,
  superUser: boolean,
): AdminViewer {
  const ref = MemberReference.safeParse({ type: member.type, id: member.id });
  const permissions =
    ref.success && typeof member.permissions === 'object' && member.permissions !== null
      ? (member.permissions as PermissionSet)
      : {};
  const dutyPositions = Array.isArray(member.dutyPositions)
    ? (member.dutyPositions as Partial<DutyPosition>[])
        .filter((d) => typeof d.duty === 'string')
        .map((d) => ({ duty: d.duty as string, expires: typeof d.expires === 'number' ? d.expires : null }))
    : [];
  return {
    member: { ...(ref.success ? ref.data : { type: 'CAPProspectiveMember', id: 'unknown' }), permissions },
    dutyPositions,
    seniorMember: member.seniorMember === true,
    superUser,
    accountType,
  };
}
