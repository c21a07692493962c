// The §7 link calls of the viewer's 'Link event' action: GET /api/events/{id}/linkable (designed:
// the accounts the member may link the event into, not yet linked) and POST
// /api/events/{eventid}/link/{targetaccount} (answers the linked event's id and account, or a
// message), checked with the contracts' schemas.
import { linkableAccountsResponse, linkEventResponse, type LinkResult } from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

export function loadLinkable(id: number, client: ApiClient = apiClient, signal?: AbortSignal) {
  return getChecked(client, `/api/events/${id}/linkable`, linkableAccountsResponse, signal);
}

export function linkEvent(
  id: number,
  targetAccount: string,
  client: ApiClient = apiClient,
): Promise<LinkResult> {
  const path = `/api/events/${id}/link/${encodeURIComponent(targetAccount)}`;
  return client.post(path, {}, { schema: linkEventResponse });
}
