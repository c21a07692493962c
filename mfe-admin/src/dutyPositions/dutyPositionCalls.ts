// The browser calls of temporary duty positions (platform §7 GET/POST /member/tempdutypositions/{id},
// {id} = the member reference's string form). Responses are parsed with the contracts schema.
import {
  memberDutyPositionsResponse,
  stringifyMemberReference,
  type MemberDutyPositionsResponse,
  type MemberReference,
  type TemporaryDutyAssignment,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

const path = (member: MemberReference) =>
  `/api/member/tempdutypositions/${encodeURIComponent(stringifyMemberReference(member))}`;

export function loadDutyPositions(
  member: MemberReference,
  client: ApiClient = apiClient,
): Promise<MemberDutyPositionsResponse> {
  return client.get(path(member), { schema: memberDutyPositionsResponse });
}

/** Replaces the member's temporary positions; answers their positions afterwards. */
export function saveTemporaryDutyPositions(
  member: MemberReference,
  dutyPositions: TemporaryDutyAssignment[],
  client: ApiClient = apiClient,
): Promise<MemberDutyPositionsResponse> {
  return client.post(path(member), { dutyPositions }, { schema: memberDutyPositionsResponse });
}
