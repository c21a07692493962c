// The browser's flight calls (platform §7), typed and checked with the contracts schemas.
import {
  membersByFlightFullResponse,
  memberFlightBulkRequest,
  type MemberFlightBulkRequest,
  type MembersByFlightFullResponse,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

/** GET /api/members/flight/full: members grouped by the registry's flights, with role codes. */
export function loadFlightBoard(client: ApiClient = apiClient): Promise<MembersByFlightFullResponse> {
  return client.get('/api/members/flight/full', { schema: membersByFlightFullResponse });
}

/** POST /api/member/flight/bulk (token added by the client): all the changes or none. */
export async function saveFlightChanges(
  members: MemberFlightBulkRequest['members'],
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post('/api/member/flight/bulk', memberFlightBulkRequest.parse({ members }));
}
