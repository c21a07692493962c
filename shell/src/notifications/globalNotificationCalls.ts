// GET /api/notifications/global (platform §7 "notifications"; the spec does not show the method
// and path of the banner's fetch, this is the call svc-identity answers): the global notification
// shown now, or null (204) when there is none.
import { globalNotificationResponse, type Notification } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export async function loadGlobalNotification(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Notification | null> {
  const found = await client.get('/api/notifications/global', {
    schema: globalNotificationResponse,
    ...(signal ? { signal } : {}),
  });
  return found ?? null;
}
