// The events §7 calls the form and the viewer make, through the kit's client (CSRF token added to
// every modifying call). Bodies are checked with the contracts' request schemas before they leave,
// answers with the response schemas.
import {
  copyEventRequest,
  copyEventResponse,
  createEventRequest,
  eventMoveRequest,
  eventResponse,
  memberByIdResponse,
  teamListResponse,
  updateEventRequest,
  viewerResponse,
  type CopyEventBody,
  type CreateEventRequest,
  type Event,
  type Member,
  type Team,
  type ViewerData,
} from '@portal/contracts';
import { apiClient, checkedSend, getChecked, type ApiClient } from '@portal/kit';

const eventPath = (id: number) => `/api/events/${id}`;

/** GET /api/events/{id}: the event to edit. */
export function loadEvent(id: number, client: ApiClient = apiClient, signal?: AbortSignal): Promise<Event> {
  return getChecked(client, eventPath(id), eventResponse, signal);
}

/** GET /api/events/{id}/viewer: the event as this viewer may see it (redacted by the server, §6). */
export function loadViewer(
  id: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<ViewerData> {
  return getChecked(client, `/api/events/${id}/viewer`, viewerResponse, signal);
}

/** POST /api/events/: the whole form; answers the new event. */
export function createEvent(
  body: Omit<CreateEventRequest, 'token'>,
  client: ApiClient = apiClient,
): Promise<Event> {
  // parse only checks: the body sent is the form's own values (the schema's qual transform is a no-op
  // for a form that already applied the rule)
  createEventRequest.parse(body);
  return client.post('/api/events/', body, { schema: eventResponse });
}

/** PUT /api/events/{id}: the changed fields. */
export const updateEvent = checkedSend('put', eventPath, updateEventRequest, eventResponse);

/** PUT /api/events/{id} for a move (§4: all four times by one delta). */
export const moveEvent = checkedSend('put', eventPath, eventMoveRequest, eventResponse);

/** PUT /api/events/{id} {status: 'CANCELLED'} (the copy-move's first step). */
export function cancelEvent(id: number, client: ApiClient = apiClient) {
  return client.put(eventPath(id), { status: 'CANCELLED' }, { schema: eventResponse });
}

/** DELETE /api/events/{id}. */
export async function deleteEvent(id: number, client: ApiClient = apiClient): Promise<void> {
  await client.delete(eventPath(id));
}

/** POST /api/events/{id}/copy: answers the copy's id. */
export async function copyEvent(
  id: number,
  body: CopyEventBody,
  client: ApiClient = apiClient,
): Promise<number> {
  const parsed = copyEventRequest.parse(body);
  const { id: newId } = await client.post(`/api/events/${id}/copy`, parsed, { schema: copyEventResponse });
  return newId;
}

/** GET /api/team: the team choice of the form. */
export function loadTeams(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Team[]> {
  return getChecked(client, '/api/team', teamListResponse, signal);
}

/** GET /api/member/byid/{id}: the member added as an internal point of contact. */
export function loadMember(id: number, client: ApiClient = apiClient): Promise<Member> {
  return client.get(`/api/member/byid/${id}`, { schema: memberByIdResponse });
}
