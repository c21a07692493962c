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
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

/** GET /api/events/{timestart}/{timeend}: events overlapping the range (drafts only for managers). */
export function loadRange(
  start: number,
  end: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Event[]> {
  return getChecked(client, `/api/events/${start}/${end}`, eventListResponse, signal);
}

/** GET /api/events/upcoming. */
export function loadUpcoming(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Event[]> {
  return getChecked(client, '/api/events/upcoming', eventListResponse, signal);
}

/** GET /api/events/recurring: the next meeting, or null (204: nothing scheduled). */
export async function loadNextMeeting(client: ApiClient = apiClient, signal?: AbortSignal) {
  const next = await getChecked(client, '/api/events/recurring', eventResponse.optional(), signal);
  return next ?? null;
}

/** GET /api/banner: drive file ids of the photo banner. */
export async function loadBanner(client: ApiClient = apiClient, signal?: AbortSignal): Promise<string[]> {
  const { images } = await getChecked(client, PHOTO_BANNER_PATH, photoBannerResponse, signal);
  return images;
}

/** GET /api/accountcheck: the account (its mainCalendarID). */
export function loadAccount(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Account> {
  return getChecked(client, '/api/accountcheck', Account, signal);
}

/** GET /api/registry (public): the site configuration. */
export function loadRegistry(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Registry> {
  return getChecked(client, '/api/registry', Registry, signal);
}

/** §9 "Time zone for events and calendar": the registry's Website.Timezone, America/New_York by default. */
export function accountZone(registry: Registry | null | undefined): string {
  const zone = registry?.Website.Timezone.trim();
  return zone ? zone : DEFAULT_TIMEZONE;
}
