// Calendar feeds (beyond the spec): an iCalendar (RFC 5545) feed of an account's
// public events and a personal feed of the events a member signed up for, behind a revocable token.
// Owner: svc-events. Calls (all under the account's host):
//   GET  /api/calendar/public.ics           anonymous allowed          -> text/calendar
//   GET  /api/calendar/feed                 signed in (401)            -> calendarFeedResponse
//   POST /api/calendar/feed/reset           signed in + CSRF token     -> calendarFeedResponse
//   GET  /api/calendar/feed/{token}.ics     no cookie; unknown -> 404  -> text/calendar
// The rules both sides need (paths, token shape, URL building, which events a feed shows and how
// their status reads in iCalendar) are here; the iCalendar writer itself is svc-events' own.
import { z } from 'zod';
import type { EventStatusValue } from './rules/status.ts';

export const PUBLIC_FEED_PATH = '/api/calendar/public.ics';
export const FEED_INFO_PATH = '/api/calendar/feed';
export const FEED_RESET_PATH = '/api/calendar/feed/reset';
/** The personal feed: FEED_INFO_PATH + '/' + token + '.ics'. */
export const personalFeedPath = (token: string) => `${FEED_INFO_PATH}/${token}.ics`;

/** The page that shows the links (mfe-events). */
export const CALENDAR_FEEDS_PAGE = '/calendar/feeds';

/** 32 bytes, base64url without padding: 43 characters. */
export const FEED_TOKEN_BYTES = 32;
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a personal feed file name ('{token}.ics'), or null when the name cannot be one. */
export function feedTokenOf(fileName: string): string | null {
  if (!fileName.endsWith('.ics')) return null;
  const token = fileName.slice(0, -'.ics'.length);
  return FEED_TOKEN_PATTERN.test(token) ? token : null;
}

/** Feeds show events overlapping one year back to two years ahead (designed). */
export const FEED_PAST_MS = 365 * 24 * 60 * 60 * 1000;
export const FEED_FUTURE_MS = 2 * 365 * 24 * 60 * 60 * 1000;
export function feedWindow(now: number): { from: number; to: number } {
  return { from: now - FEED_PAST_MS, to: now + FEED_FUTURE_MS };
}

/**
 * Drafts are never published (§6: anonymous visitors and members do not see them). Cancelled
 * events stay in the feed, marked cancelled, so a subscribed calendar shows the cancellation
 * instead of the event silently vanishing.
 */
export function isFeedEvent(status: EventStatusValue): boolean {
  return status !== 'DRAFT';
}

/**
 * iCalendar STATUS (RFC 5545 3.8.1.11 for VEVENT: TENTATIVE, CONFIRMED, CANCELLED). Complete and
 * Information Only events are going ahead (or went ahead) as planned: CONFIRMED.
 */
export function icsEventStatus(status: EventStatusValue): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  if (status === 'CANCELLED') return 'CANCELLED';
  if (status === 'TENTATIVE' || status === 'DRAFT') return 'TENTATIVE';
  return 'CONFIRMED';
}

/** A host as HTTP sends it: name (letters, digits, dots, dashes) and an optional port. */
const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/**
 * The origin feed links are built on: the account's host as the browser used it (the gateway
 * passes it as X-Forwarded-Host and the scheme as X-Forwarded-Proto). Null for a host that is
 * not a plain host name (the caller then answers 400 rather than write a doubtful link).
 */
export function feedOrigin(proto: string | undefined, host: string | undefined): string | null {
  const scheme = proto?.split(',')[0]?.trim().toLowerCase() === 'https' ? 'https' : 'http';
  const name = host?.split(',')[0]?.trim() ?? '';
  if (!HOST_PATTERN.test(name)) return null;
  return `${scheme}://${name.toLowerCase()}`;
}

/** The host name without its port (for iCalendar UIDs, which must not change with the port). */
export const feedHostName = (origin: string) => new URL(origin).hostname;

/** The same URL for calendar apps that subscribe on a webcal: link (Apple, Outlook). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

// ---- calls ----

/** GET /api/calendar/feed and POST /api/calendar/feed/reset. */
export const calendarFeedResponse = z.object({
  /** The account's public events (the same for everyone). */
  publicUrl: z.url(),
  /** The member's own feed: whoever holds this link reads the member's sign-ups. */
  personalUrl: z.url(),
  /** When the personal link was made (or last reset), ms since the epoch. */
  personalCreated: z.number().int(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;

/** POST /api/calendar/feed/reset: nothing but the CSRF token (body field or x-csrf-token). */
export const calendarFeedResetRequest = z.object({ token: z.string().optional() });
export type CalendarFeedResetRequest = z.infer<typeof calendarFeedResetRequest>;

export const CALENDAR_FEED_MESSAGES = {
  /** Feed links need the account host as the browser used it. */
  badHost: 'Cannot build calendar links for this host',
  copied: 'Copied',
  copyFailed: 'Press Ctrl+C (or Cmd+C) to copy the selected link',
  resetDone: 'Your personal link was reset. The old link no longer works.',
  resetConfirm:
    'Reset your personal calendar link? Calendars subscribed to the old link stop updating; subscribe again with the new link.',
} as const;
