// The managers' calls of the online CAPF 60-80 (contracts permissionSlips/calls.ts), through the
// kit's client (CSRF token added to the writes): request the slips, read each cadet's state, revoke
// one cadet's link. Answers are checked with the contracts' schemas.
import {
  requestSlipsResponse,
  slipStatusListResponse,
  type MemberReference,
  type RequestSlipsResponse,
  type SlipStatus,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

const slipsPath = (eventID: number) => `/api/events/${eventID}/permissionslips`;

/** POST /api/events/{id}/permissionslips: emails every committed cadet's guardians. */
export function requestSlips(eventID: number, client: ApiClient = apiClient): Promise<RequestSlipsResponse> {
  return client.post(slipsPath(eventID), {}, { schema: requestSlipsResponse });
}

/** GET /api/events/{id}/permissionslips: each committed cadet's slip state (managers). */
export function loadSlipStatuses(
  eventID: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<SlipStatus[]> {
  return client.get(slipsPath(eventID), { schema: slipStatusListResponse, ...(signal ? { signal } : {}) });
}

/** DELETE /api/events/{id}/permissionslips/{memberType}/{memberID}: the cadet's link stops working. */
export async function revokeSlip(
  eventID: number,
  member: MemberReference,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.delete(`${slipsPath(eventID)}/${member.type}/${encodeURIComponent(String(member.id))}`);
}
