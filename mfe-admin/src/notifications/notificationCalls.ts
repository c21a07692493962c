// The notification calls of platform §7 through the kit's client (token added to POST/DELETE).
import {
  createGlobalNotificationResponse,
  globalNotificationResponse,
  notificationListResponse,
  notificationResponse,
  type CreateGlobalNotificationRequest,
  type Notification,
} from '@portal/contracts';
import { announceUnreadChanged, apiClient, type ApiClient } from '@portal/kit';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/notifications: the member's own and (ViewAccountNotifications) the admin ones. */
export function loadNotifications(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Notification[]> {
  return client.get('/api/notifications', { schema: notificationListResponse, ...withSignal(signal) });
}

/** GET /api/notifications/global: the one shown now, or null (204). */
export async function loadGlobalNotification(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Notification | null> {
  return (
    (await client.get('/api/notifications/global', {
      schema: globalNotificationResponse,
      ...withSignal(signal),
    })) ?? null
  );
}

/** POST /api/notifications/{id}: toggles read; answers the notification afterwards. */
export async function toggleNotificationRead(
  id: number,
  client: ApiClient = apiClient,
): Promise<Notification> {
  const notification = await client.post(`/api/notifications/${id}`, {}, { schema: notificationResponse });
  announceUnreadChanged(); // the side menu's count follows at once
  return notification;
}

/** DELETE /api/notifications/{id} (the global one: ends it). */
export async function deleteNotification(id: number, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/notifications/${id}`);
  announceUnreadChanged();
}

/** POST /api/notifications/global: replaces the global notification shown now. */
export function createGlobalNotification(
  request: Omit<CreateGlobalNotificationRequest, 'token'>,
  client: ApiClient = apiClient,
): Promise<Notification> {
  return client.post('/api/notifications/global', request, { schema: createGlobalNotificationResponse });
}
