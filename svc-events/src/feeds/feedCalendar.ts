// Events -> one VCALENDAR (RFC 5545). Only what an anonymous visitor may read goes in (§6: no
// member comments, no administration comments, contacts only when publicDisplay), in both feeds:
// a personal feed's link is a bearer secret that calendar services (Google, Apple) fetch and keep,
// so it carries no more than the public one. Times are UTC ('Z') so daylight-saving changes are
// exact in every client; the description repeats them in New York wall time as the viewer shows.
import {
  EVENT_STATUS_VIEWER_LABELS,
  EVENT_TIME_ZONE,
  eventViewerPath,
  formatEventID,
  formatViewerDateTime,
  formatViewerPhone,
  feedHostName,
  icsEventStatus,
  type Event,
} from '@portal/contracts';
import { textProperty, utcProperty, type IcsComponent, type IcsProperty } from './ics.ts';

export interface FeedEvent {
  event: Event;
  created: number;
  updated: number;
  /** A part-time sign-up's own arrival and departure (personal feed), else the event's times. */
  shift?: { arrivalTime: number; departureTime: number } | null;
}

export interface FeedCalendar {
  /** X-WR-CALNAME */
  name: string;
  description: string;
  /** The account host the links point to, e.g. http://md001.localhost:8080 */
  origin: string;
  /** When this iCalendar object is made (DTSTAMP). */
  now: number;
  events: readonly FeedEvent[];
}

export const PRODID = '-//CAP Unit Portal//svc-events calendar feed//EN';

const at = (ms: number, place: string) => `${formatViewerDateTime(ms)}${place ? ` at ${place}` : ''}`;

function publicContacts(event: Event): string[] {
  return event.pointsOfContact
    .filter((poc) => poc.publicDisplay)
    .map((poc) => {
      const name = (poc.name ?? '').trim();
      const parts = [
        poc.position ? `${name} (${poc.position})` : name,
        poc.email,
        formatViewerPhone(poc.phone),
      ];
      return parts.filter((part) => part.trim() !== '').join(', ');
    })
    .filter((line) => line !== '')
    .map((line) => `Contact: ${line}`);
}

/** Plain-text description: subtitle, the four times as the viewer writes them, comments, contacts. */
export function eventDescription(event: Event, url: string): string {
  return [
    event.subtitle,
    `Status: ${EVENT_STATUS_VIEWER_LABELS[event.status]}`,
    `Meet: ${at(event.meetDateTime, event.meetLocation)}`,
    `Start: ${at(event.startDateTime, event.location)}`,
    `End: ${formatViewerDateTime(event.endDateTime)}`,
    `Pickup: ${at(event.pickupDateTime, event.pickupLocation)}`,
    event.comments.trim(),
    ...publicContacts(event),
    `Details: ${url}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function vevent(item: FeedEvent, origin: string, now: number): IcsComponent {
  const { event } = item;
  const url = `${origin}${eventViewerPath(event)}`;
  const start = item.shift?.arrivalTime ?? event.startDateTime;
  const end = item.shift?.departureTime ?? event.endDateTime;
  const properties: IcsProperty[] = [
    // stable per event and account host: a client updates the same entry on every refresh
    ['UID', `${formatEventID(event.accountID, event.id)}@${feedHostName(origin)}`],
    utcProperty('DTSTAMP', now),
    utcProperty('DTSTART', start),
    utcProperty('DTEND', Math.max(start, end)),
    textProperty('SUMMARY', event.name),
    ...(event.location ? [textProperty('LOCATION', event.location)] : []),
    textProperty('DESCRIPTION', eventDescription(event, url)),
    ['URL', url],
    ['STATUS', icsEventStatus(event.status)],
    utcProperty('CREATED', item.created),
    utcProperty('LAST-MODIFIED', item.updated),
  ];
  return { name: 'VEVENT', properties };
}

export function feedCalendar(feed: FeedCalendar): IcsComponent {
  return {
    name: 'VCALENDAR',
    properties: [
      ['PRODID', PRODID],
      ['VERSION', '2.0'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      textProperty('X-WR-CALNAME', feed.name),
      textProperty('X-WR-CALDESC', feed.description),
      // §9: events are entered and shown in New York time (the account has no zone of its own)
      ['X-WR-TIMEZONE', EVENT_TIME_ZONE],
      // how often clients should look again (RFC 7986 REFRESH-INTERVAL, and Outlook's own name)
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
      ['X-PUBLISHED-TTL', 'PT1H'],
    ],
    components: feed.events.map((item) => vevent(item, feed.origin, feed.now)),
  };
}
