// Browser calls of prospective member management (schemas from @portal/contracts).
import {
  memberListResponse,
  prospectiveMemberResponse,
  type Member,
  upgradeProspectiveResponse,
  type ProspectiveMemberRequest,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

const BASE = '/api/member/account/capprospective';

export function createProspectiveMember(
  body: ProspectiveMemberRequest,
  client: ApiClient = apiClient,
): Promise<Member> {
  return client
    .post(`${BASE}/requestaccount`, body, { schema: prospectiveMemberResponse })
    .then((r) => r.member);
}

/** GET /api/member/list/CAPProspectiveMember (the member list of helper 1's member data calls). */
export function listProspectiveMembers(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Member[]> {
  return client.get('/api/member/list/CAPProspectiveMember', {
    schema: memberListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function deleteProspectiveMember(id: string, client: ApiClient = apiClient): Promise<void> {
  return client.delete(`${BASE}/${encodeURIComponent(id)}`).then(() => undefined);
}

export function upgradeProspectiveMember(
  id: string,
  capid: number,
  client: ApiClient = apiClient,
): Promise<void> {
  return client
    .post(
      `${BASE}/${encodeURIComponent(id)}`,
      { nhqReference: { type: 'CAPNHQMember', id: capid } },
      { schema: upgradeProspectiveResponse },
    )
    .then(() => undefined);
}
