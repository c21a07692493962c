import { describe, expect, it } from 'vitest';
import {
  calendarFeedResponse,
  feedOrigin,
  feedTokenOf,
  feedWindow,
  FEED_FUTURE_MS,
  FEED_PAST_MS,
  feedHostName,
  icsEventStatus,
  isFeedEvent,
  personalFeedPath,
  webcalUrl,
} from './feeds.ts';
import { EVENT_STATUS_VALUES, type EventStatusValue } from './rules/status.ts';

const TOKEN = 'A'.repeat(20) + '-_' + 'z9'.repeat(10) + 'q';

describe('calendar feeds: personal feed file name {token}.ics (32 random bytes, base64url)', () => {
  it('a 43-character base64url token', () => {
    expect(TOKEN).toHaveLength(43);
    expect(personalFeedPath(TOKEN)).toBe(`/api/calendar/feed/${TOKEN}.ics`);
  });
  it.each<[string, string | null]>([
    [`${TOKEN}.ics`, TOKEN],
    [TOKEN, null],
    [`${TOKEN}.ICS`, null],
    [`${TOKEN.slice(1)}.ics`, null],
    [`${TOKEN}x.ics`, null],
    [`${TOKEN.slice(1)}=.ics`, null],
    [`${TOKEN.slice(1)}/.ics`, null],
    ['reset', null],
    ['.ics', null],
  ])('%s -> %s', (name, token) => {
    expect(feedTokenOf(name)).toBe(token);
  });
});

describe('calendar feeds: which events (drafts never published; cancelled ones stay, marked)', () => {
  it.each<[EventStatusValue, boolean, string]>([
    ['DRAFT', false, 'TENTATIVE'],
    ['TENTATIVE', true, 'TENTATIVE'],
    ['CONFIRMED', true, 'CONFIRMED'],
    ['COMPLETE', true, 'CONFIRMED'],
    ['INFORMATIONONLY', true, 'CONFIRMED'],
    ['CANCELLED', true, 'CANCELLED'],
  ])('%s: in feed %s, iCalendar STATUS %s', (status, inFeed, ics) => {
    expect(isFeedEvent(status)).toBe(inFeed);
    expect(icsEventStatus(status)).toBe(ics);
  });
  it('every status value has a row above', () => {
    expect(EVENT_STATUS_VALUES).toHaveLength(6);
  });
  it('the window is one year back to two years ahead', () => {
    const now = Date.UTC(2026, 10, 23);
    expect(feedWindow(now)).toEqual({ from: now - FEED_PAST_MS, to: now + FEED_FUTURE_MS });
    expect(new Date(feedWindow(now).from).toISOString()).toBe('2025-11-23T00:00:00.000Z');
    expect(new Date(feedWindow(now).to).toISOString()).toBe('2028-11-22T00:00:00.000Z');
  });
});

describe('calendar feeds: links on the account host the browser used', () => {
  it.each<[string | undefined, string | undefined, string | null]>([
    ['http', 'md001.localhost:8080', 'http://md001.localhost:8080'],
    ['https', 'MD001.Example.org', 'https://md001.example.org'],
    ['https, http', 'md001.example.org, proxy.internal', 'https://md001.example.org'],
    [undefined, 'md001.localhost', 'http://md001.localhost'],
    ['ftp', 'md001.localhost', 'http://md001.localhost'],
    ['http', undefined, null],
    ['http', '', null],
    ['http', 'evil.example/path', null],
    ['http', 'user@evil.example', null],
    ['http', 'md001.localhost:80x', null],
    ['http', '-md001.localhost', null],
  ])('proto %s host %s -> %s', (proto, host, origin) => {
    expect(feedOrigin(proto, host)).toBe(origin);
  });
  it('UIDs use the host name without the port', () => {
    expect(feedHostName('http://md001.localhost:8080')).toBe('md001.localhost');
  });
  it('webcal: links for calendar apps', () => {
    expect(webcalUrl('https://md001.example.org/api/calendar/public.ics')).toBe(
      'webcal://md001.example.org/api/calendar/public.ics',
    );
    expect(webcalUrl('http://md001.localhost:8080/x.ics')).toBe('webcal://md001.localhost:8080/x.ics');
  });
  it('the links answer: absolute URLs and the creation time', () => {
    const ok = {
      publicUrl: 'http://md001.localhost/api/calendar/public.ics',
      personalUrl: `http://md001.localhost/api/calendar/feed/${TOKEN}.ics`,
      personalCreated: 1,
    };
    expect(calendarFeedResponse.parse(ok)).toEqual(ok);
    expect(calendarFeedResponse.safeParse({ ...ok, publicUrl: '/api/calendar/public.ics' }).success).toBe(
      false,
    );
  });
});
