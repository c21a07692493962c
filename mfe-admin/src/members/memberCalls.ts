// The browser's member data calls (platform §7 "member other" and su), checked with contracts schemas.
import {
  absentRequest,
  absentResponse,
  memberSearchPath,
  memberSearchResponse,
  suRequest,
  type AbsentResponse,
  type MemberReference,
  type MemberSearchQuery,
  type MemberSearchResponse,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

/** GET /api/member/search/{unitName}/{lastName}/{firstName}/{dutyName}/{includeAssts} ('%' for empty). */
export function searchMembers(
  query: MemberSearchQuery,
  options: { signal?: AbortSignal } = {},
  client: ApiClient = apiClient,
): Promise<MemberSearchResponse> {
  return client.get(memberSearchPath(query), {
    schema: memberSearchResponse,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST /api/member/absent: the signed-in member's own absentee information. */
export function saveAbsence(
  absence: { absentUntil: number; comments: string },
  client: ApiClient = apiClient,
): Promise<AbsentResponse> {
  return client.post('/api/member/absent', absentRequest.parse(absence), { schema: absentResponse });
}

/** POST /api/member/session/su: the privileged user becomes another member of the account (204). */
export async function signInAs(member: MemberReference, client: ApiClient = apiClient): Promise<void> {
  await client.post('/api/member/session/su', suRequest.parse(member));
}
