// The two calls the feeds page makes (contracts/src/events/feeds.ts), through the kit's client
// (which adds the CSRF token to the POST). Answers are checked with the contracts' schema.
import {
  calendarFeedResponse,
  FEED_INFO_PATH,
  FEED_RESET_PATH,
  type CalendarFeedResponse,
} from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

/** GET /api/calendar/feed: the public and personal links (the personal one made on first use). */
export function loadFeedLinks(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<CalendarFeedResponse> {
  return getChecked(client, FEED_INFO_PATH, calendarFeedResponse, signal);
}

/** POST /api/calendar/feed/reset: a new personal link; the old one stops working. */
export function resetFeedLink(client: ApiClient = apiClient): Promise<CalendarFeedResponse> {
  return client.post(FEED_RESET_PATH, {}, { schema: calendarFeedResponse });
}
