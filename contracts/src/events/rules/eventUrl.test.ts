import { describe, expect, it } from 'vitest';
import {
  EVENT_NOT_FOUND_MESSAGE,
  auditViewerPath,
  calendarPathForEvent,
  eventUrlSegment,
  eventViewerPath,
  formatEventID,
  parseCalendarRoute,
  parseEventID,
  parseEventUrlId,
} from './eventUrl.ts';

const notFound = { ok: false, error: 'Could not find event specified' };

describe('§2 viewer id: only the part before the first dash; non-numeric gives the message', () => {
  it('the message word for word', () => {
    expect(EVENT_NOT_FOUND_MESSAGE).toBe('Could not find event specified');
  });
  it.each<[string, string, unknown]>([
    ['plain number', '12', { ok: true, id: 12 }],
    ['with the name suffix', '12-annual-dinner', { ok: true, id: 12 }],
    ['only the first dash counts', '7-a-b-c-9', { ok: true, id: 7 }],
    ['trailing dash', '12-', { ok: true, id: 12 }],
    ['leading zeros are the same number', '007', { ok: true, id: 7 }],
    ['non-numeric', 'abc', notFound],
    ['number with letters before the dash', '12a-dinner', notFound],
    ['starts with a dash (negative)', '-12', notFound],
    ['empty', '', notFound],
    ['decimal', '1.5', notFound],
    ['blank inside', '1 2', notFound],
    ['zero is no event', '0', notFound],
    ['beyond a safe integer', '99999999999999999999', notFound],
  ])('%s: %s', (_name, segment, expected) => {
    expect(parseEventUrlId(segment)).toEqual(expected);
  });
});

describe('§3 URL segment: id, a dash, the lowercased name with spaces as dashes', () => {
  it.each<[string, { id: number; name: string }, string]>([
    ['simple', { id: 12, name: 'Annual Dinner' }, '12-annual-dinner'],
    ['each space a dash', { id: 3, name: 'Drill  Night' }, '3-drill--night'],
    ['surrounding blanks dropped', { id: 3, name: ' Drill ' }, '3-drill'],
    ['characters that end a path segment are encoded', { id: 4, name: 'Q&A / Tour?' }, '4-q%26a-%2F-tour%3F'],
    ['no name: the id alone', { id: 5, name: '' }, '5'],
  ])('%s', (_name, event, expected) => {
    expect(eventUrlSegment(event)).toBe(expected);
    expect(parseEventUrlId(eventUrlSegment(event))).toEqual({ ok: true, id: event.id });
  });
  it('viewer and audit paths', () => {
    expect(eventViewerPath({ id: 12, name: 'Annual Dinner' })).toBe('/eventviewer/12-annual-dinner');
    expect(auditViewerPath({ id: 12, name: 'Annual Dinner' })).toBe('/auditviewer/12-annual-dinner');
  });
});

describe('§2 Event ID: account id in upper case, a dash, then the number', () => {
  it.each([
    ['squadron', 'md001', 42, 'MD001-42'],
    ['event account with a dash in its id', 'md001-enc', 7, 'MD001-ENC-7'],
  ])('%s', (_name, account, id, text) => {
    expect(formatEventID(account, id)).toBe(text);
    expect(parseEventID(text)).toEqual({ ok: true, accountID: account, id });
  });
  it.each(['MD001', 'MD001-', '-42', 'MD001-x', 'MD 001-4', ''])('bad Event ID %j', (text) => {
    expect(parseEventID(text)).toEqual(notFound);
  });
});

describe('§2 calendar routes', () => {
  const now = Date.UTC(2026, 5, 15, 12); // June 2026
  it.each([
    ['event in the current month: /calendar', Date.UTC(2026, 5, 1, 12), '/calendar'],
    ['event in another month: month and year', Date.UTC(2026, 8, 3, 12), '/calendar/9/2026'],
    ['same month, other year', Date.UTC(2025, 5, 3, 12), '/calendar/6/2025'],
    ['read in New York: 1 July 01:00 UTC is still June there', Date.UTC(2026, 6, 1, 1), '/calendar'],
  ])('§2 %s', (_name, meet, path) => {
    expect(calendarPathForEvent(meet, now)).toBe(path);
  });
  it.each<[string | undefined, string | undefined, unknown]>([
    [undefined, undefined, { ok: true, month: 6, year: 2026 }],
    ['12', '2025', { ok: true, month: 12, year: 2025 }],
    ['13', '2025', { ok: false }],
    ['0', '2025', { ok: false }],
    ['x', '2025', { ok: false }],
    ['3', '25', { ok: false }],
  ])('§2 /calendar/%s/%s defaults to the current month', (month, year, expected) => {
    expect(parseCalendarRoute(month, year, now)).toEqual(expected);
  });
});
