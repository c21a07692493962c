// The viewer's contact list (GET /api/member/contacts) for the email selector, the contact list
// pages and the dashboard's flight contact widget.
import { apiClient, useLoadState, type ApiClient } from '@portal/kit';
import { loadContactList, loadErrorMessage } from './emailSelectorCalls.ts';

export function useContactList(client: ApiClient = apiClient) {
  return useLoadState((signal) => loadContactList(client, signal), [client], loadErrorMessage);
}
