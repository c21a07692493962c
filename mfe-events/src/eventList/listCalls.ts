// The §7 calls of the event list (/eventlinklist): GET /api/events (the server keeps the events that
// started within about 390 days, newest first, drafts only for managers, each redacted for the
// viewer) and the status changer's PUT /api/events/{id} {status}. Bodies and answers go through the
// contracts' schemas.
import {
  eventListResponse,
  eventResponse,
  eventStatusRequest,
  type Event,
  type EventStatus,
} from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

/** GET /api/events: the list as the server orders it (newest first). */
export function listEvents(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Event[]> {
  return getChecked(client, '/api/events', eventListResponse, signal);
}

/** PUT /api/events/{id} {status}: the list's status changer; answers the changed event. */
export function setEventStatus(
  id: number,
  status: EventStatus,
  client: ApiClient = apiClient,
): Promise<Event> {
  const body = eventStatusRequest.omit({ token: true }).parse({ status });
  return client.put(`/api/events/${id}`, body, { schema: eventResponse });
}
