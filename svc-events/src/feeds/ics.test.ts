import { fromWallTime, newEventContent, type Event, type PointOfContact } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { feedCalendar, PRODID, vevent } from './feedCalendar.ts';
import { escapeText, foldLine, icsUtc, MAX_LINE_OCTETS, writeIcs } from './ics.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('RFC 5545 3.3.11 TEXT escaping (backslash, semicolon, comma, newline)', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['C:\\temp', 'C:\\\\temp'],
    ['line 1\nline 2', 'line 1\\nline 2'],
    ['line 1\r\nline 2\rline 3', 'line 1\\nline 2\\nline 3'],
    ['\\n is not a newline', '\\\\n is not a newline'],
    ['bell\u0007 and tab\t', 'bell and tab\t'],
    ['colon: stays', 'colon: stays'],
  ])('%j -> %j', (input, output) => {
    expect(escapeText(input)).toBe(output);
  });
});

describe('RFC 5545 3.3.5 UTC DATE-TIME', () => {
  it('writes YYYYMMDDTHHMMSSZ', () => {
    expect(icsUtc(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102T030405Z');
  });
  it('refuses a value that is not a time', () => {
    expect(() => icsUtc(Number.NaN)).toThrow(RangeError);
  });
  // daylight saving ends in New York on 2026-11-01: 09:00 EDT is 13:00Z, 09:00 EST is 14:00Z
  it.each<[number, string]>([
    [31, '20261031T130000Z'],
    [7, '20261107T140000Z'],
  ])('09:00 America/New_York on day %i around the autumn change -> %s', (day, utc) => {
    const month = day === 31 ? 10 : 11;
    const ms = fromWallTime({ year: 2026, month, day, hour: 9, minute: 0 }, 'America/New_York');
    expect(icsUtc(ms)).toBe(utc);
  });
  it('and in spring: 09:00 on 2026-03-07 (EST) is 14:00Z, on 2026-03-09 (EDT) 13:00Z', () => {
    const at = (day: number) => icsUtc(fromWallTime({ year: 2026, month: 3, day, hour: 9, minute: 0 }));
    expect([at(7), at(9)]).toEqual(['20260307T140000Z', '20260309T130000Z']);
  });
});

describe('RFC 5545 3.1 folding at 75 octets, never inside a UTF-8 sequence', () => {
  it('a line of 75 octets stays whole', () => {
    const line = `SUMMARY:${'x'.repeat(75 - 8)}`;
    expect(foldLine(line)).toBe(line);
  });
  it('76 octets: 75, then CRLF, a space and the rest', () => {
    const line = `SUMMARY:${'x'.repeat(76 - 8)}`;
    expect(foldLine(line)).toBe(`${line.slice(0, 75)}\r\n ${line.slice(75)}`);
  });
  it.each<[string, string]>([
    ['two-byte é', 'é'],
    ['three-byte €', '€'],
    ['four-byte emoji ✈️🛩️', '🛩️'],
    ['mixed', 'aé€🛩'],
  ])('%s: every physical line <= 75 octets, unfolding gives the line back', (_name, unit) => {
    const line = `DESCRIPTION:${unit.repeat(60)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // no part holds a broken sequence (a lone surrogate or U+FFFD after a byte round trip)
    for (const part of physical) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

const HOUR = 3_600_000;
function event(fields: Partial<Event> = {}): Event {
  const meet = fromWallTime({ year: 2026, month: 10, day: 31, hour: 9, minute: 0 });
  return {
    ...newEventContent(meet),
    name: 'Halloween drill, night; part 1',
    subtitle: 'Bring a torch',
    status: 'CONFIRMED',
    meetLocation: 'Hangar 3',
    location: 'Field, north end',
    pickupLocation: 'Hangar 3',
    meetDateTime: meet,
    startDateTime: meet,
    endDateTime: meet + 2 * HOUR,
    pickupDateTime: meet + 3 * HOUR,
    comments: 'Public note',
    memberComments: 'SECRET member note',
    administrationComments: 'SECRET admin note',
    id: 42,
    accountID: 'md001',
    type: 'REGULAR',
    author: { type: 'CAPNHQMember', id: 1 },
    debrief: [],
    targetAccountID: null,
    targetEventID: null,
    ...fields,
  } as Event;
}

const poc = (publicDisplay: boolean, name: string): PointOfContact => ({
  type: 'EXTERNAL',
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: '4105551234',
  position: 'Ranger',
  publicDisplay,
  receiveEventUpdates: false,
  receiveRoster: false,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
});

const NOW = Date.UTC(2026, 10, 23, 12);
const ORIGIN = 'http://md001.localhost:8080';
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('calendar feed VCALENDAR/VEVENT', () => {
  const e = event({ pointsOfContact: [poc(true, 'Pam'), poc(false, 'Hidden')] });
  const ics = writeIcs(
    feedCalendar({
      name: 'Maryland Wing',
      description: 'Public events',
      origin: ORIGIN,
      now: NOW,
      events: [{ event: e, created: NOW - 10 * HOUR, updated: NOW - HOUR }],
    }),
  );
  const lines = unfold(ics).split('\r\n');

  it('calendar header: PRODID, VERSION:2.0, CALSCALE, METHOD:PUBLISH, names and zone', () => {
    expect(lines.slice(0, 10)).toEqual([
      'BEGIN:VCALENDAR',
      `PRODID:${PRODID}`,
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Maryland Wing',
      'X-WR-CALDESC:Public events',
      'X-WR-TIMEZONE:America/New_York',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('CRLF line endings only, ending with one', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(ics.replace(/\r\n/g, '').includes('\r')).toBe(false);
  });

  it('the event: UID at the host, UTC times across the autumn change, escaped text, URL, STATUS', () => {
    const body = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(body).toEqual([
      'BEGIN:VEVENT',
      'UID:MD001-42@md001.localhost',
      'DTSTAMP:20261123T120000Z',
      'DTSTART:20261031T130000Z',
      'DTEND:20261031T150000Z',
      'SUMMARY:Halloween drill\\, night\\; part 1',
      'LOCATION:Field\\, north end',
      'DESCRIPTION:Bring a torch\\nStatus: Confirmed\\nMeet: 09:00 on 10/31/2026 at Hang' +
        'ar 3\\nStart: 09:00 on 10/31/2026 at Field\\, north end\\nEnd: 11:00 on 10/31/2026' +
        '\\nPickup: 12:00 on 10/31/2026 at Hangar 3\\nPublic note\\nContact: Pam (Ranger)\\, pa' +
        'm@example.org\\, 410.555.1234\\nDetails: http://md001.localhost:8080/eventviewer/42-h' +
        'alloween-drill%2C-night%3B-part-1',
      'URL:http://md001.localhost:8080/eventviewer/42-halloween-drill%2C-night%3B-part-1',
      'STATUS:CONFIRMED',
      'CREATED:20261123T020000Z',
      'LAST-MODIFIED:20261123T110000Z',
      'END:VEVENT',
    ]);
  });

  it('member-only fields and non-public contacts never appear', () => {
    expect(ics).not.toContain('SECRET');
    expect(ics).not.toContain('Hidden');
    expect(ics).not.toContain('hidden@example.org');
  });

  it('every physical line is at most 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('an event a week later (after the change) starts at 14:00Z; a cancelled one says CANCELLED', () => {
    const later = event({
      startDateTime: fromWallTime({ year: 2026, month: 11, day: 7, hour: 9, minute: 0 }),
      endDateTime: fromWallTime({ year: 2026, month: 11, day: 7, hour: 11, minute: 0 }),
      status: 'CANCELLED',
    });
    const props = vevent({ event: later, created: NOW, updated: NOW }, ORIGIN, NOW).properties;
    expect(props).toContainEqual(['DTSTART', '20261107T140000Z']);
    expect(props).toContainEqual(['DTEND', '20261107T160000Z']);
    expect(props).toContainEqual(['STATUS', 'CANCELLED']);
  });

  it("a part-time sign-up's own arrival and departure replace the event's times", () => {
    const shift = { arrivalTime: Date.UTC(2026, 9, 31, 14), departureTime: Date.UTC(2026, 9, 31, 14, 30) };
    const props = vevent({ event: e, created: NOW, updated: NOW, shift }, ORIGIN, NOW).properties;
    expect(props).toContainEqual(['DTSTART', '20261031T140000Z']);
    expect(props).toContainEqual(['DTEND', '20261031T143000Z']);
  });
});
