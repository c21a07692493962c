// GET /api/notifications/unread: the signed-in member's unread notifications and open tasks,
// counted (svc-identity/README.md "Notifications"); the side menu and the home page show them.
import { UNREAD_COUNTS_PATH, unreadCountsResponse, type UnreadCounts } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadUnreadCounts(client: ApiClient = apiClient, signal?: AbortSignal): Promise<UnreadCounts> {
  return client.get(UNREAD_COUNTS_PATH, { schema: unreadCountsResponse, ...(signal ? { signal } : {}) });
}
