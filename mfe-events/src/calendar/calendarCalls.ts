// The calls of the calendar and the home panels (events §7 and platform §7), through the kit's
// client; answers are checked with the contracts' schemas.
import {
  Account,
  DEFAULT_TIMEZONE,
  eventListResponse,
  eventResponse,
  photoBannerResponse,
  PHOTO_BANNER_PATH,
  Registry,
  type Event,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/events/{timestart}/{timeend}: events overlapping the range (drafts only for managers). */
export function loadRange(
  start: number,
  end: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Event[]> {
  return client.get(`/api/events/${start}/${end}`, { schema: eventListResponse, ...withSignal(signal) });
}

/** GET /api/events/upcoming. */
export function loadUpcoming(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Event[]> {
  return client.get('/api/events/upcoming', { schema: eventListResponse, ...withSignal(signal) });
}

/** GET /api/events/recurring: the next meeting, or null (204: nothing scheduled). */
export async function loadNextMeeting(client: ApiClient = apiClient, signal?: AbortSignal) {
  const next = await client.get('/api/events/recurring', {
    schema: eventResponse.optional(),
    ...withSignal(signal),
  });
  return next ?? null;
}

/** GET /api/banner: drive file ids of the photo banner. */
export async function loadBanner(client: ApiClient = apiClient, signal?: AbortSignal): Promise<string[]> {
  const { images } = await client.get(PHOTO_BANNER_PATH, {
    schema: photoBannerResponse,
    ...withSignal(signal),
  });
  return images;
}

/** GET /api/accountcheck: the account (its mainCalendarID). */
export function loadAccount(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Account> {
  return client.get('/api/accountcheck', { schema: Account, ...withSignal(signal) });
}

/** GET /api/registry (public): the site configuration. */
export function loadRegistry(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Registry> {
  return client.get('/api/registry', { schema: Registry, ...withSignal(signal) });
}

/** §9 "Time zone for events and calendar": the registry's Website.Timezone, America/New_York by default. */
export function accountZone(registry: Registry | null | undefined): string {
  const zone = registry?.Website.Timezone.trim();
  return zone ? zone : DEFAULT_TIMEZONE;
}
