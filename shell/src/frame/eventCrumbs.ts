// Breadcrumbs of the events pages (events spec §2 routes, served by mfe_events): the page names
// instead of raw segments ('eventform', '42-summer-bivouac'). An event's pages sit under
// Home > Calendar > {event name} (the crumb leads to its viewer); the calendar month reads
// 'July 2026'. The path carries only the event's number: the event's pages name it once they have
// loaded it (the kit's crumb names), and 'Event {number}' stands for it until then.
import { parseEventUrlId } from '@portal/contracts';
import { eventCrumbKey, type CrumbNames } from '@portal/kit';
import type { Crumb } from './breadcrumbs.ts';

const HOME: Crumb = { label: 'Home', to: '/' };
const CALENDAR: Crumb = { label: 'Calendar', to: '/calendar' };

/** Pages of one event: first path segment -> the page's name. */
const EVENT_PAGES: Record<string, string> = {
  eventviewer: '',
  eventform: 'Modify event',
  modifyevent: 'Modify event',
  auditviewer: 'Audit log',
  multiadd: 'Add attendance',
  scanadd: 'Attendance scanner',
};

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** 'July' for 7; undefined outside 1..12. */
function monthName(month: number): string | undefined {
  return month >= 1 && month <= 12 ? MONTH_NAME.format(Date.UTC(2000, month - 1, 1)) : undefined;
}

const calendarSub: Record<string, string> = { feeds: 'Calendar feeds' };

function eventCrumb(segment: string, names: CrumbNames): Crumb {
  const parsed = parseEventUrlId(segment);
  const label = parsed.ok
    ? (names[eventCrumbKey(parsed.id)] ?? `Event ${parsed.id}`)
    : decodeURIComponent(segment);
  return { label, to: `/eventviewer/${segment}` };
}

/**
 * The crumbs of an events path, or null when the path is not one of the events pages. `names`: the
 * names pages gave (an event's by eventCrumbKey).
 */
export function eventCrumbs(segments: readonly string[], names: CrumbNames = {}): Crumb[] | null {
  const [first, second, third] = segments;
  const path = `/${segments.join('/')}`;
  if (first === 'eventlinklist' && !second) return [HOME, { label: 'Event list', to: path }];
  if ((first === 'eventform' || first === 'addevent') && !second)
    return [HOME, CALENDAR, { label: 'Create event', to: path }];
  if (first === 'calendar') {
    if (!second) return [HOME, CALENDAR];
    const month = monthName(Number(second));
    if (/^\d{1,2}$/.test(second) && month && third && /^\d{4}$/.test(third))
      return [HOME, CALENDAR, { label: `${month} ${third}`, to: path }];
    const sub = calendarSub[second];
    return sub ? [HOME, CALENDAR, { label: sub, to: path }] : null;
  }
  // /events/scanadd/{id} is the one event page under a prefix
  const [page, id] = first === 'events' && second === 'scanadd' ? [second, third] : [first, second];
  if (!page || !(page in EVENT_PAGES) || !id) return null;
  const crumbs = [HOME, CALENDAR, eventCrumb(id, names)];
  const name = EVENT_PAGES[page]!;
  return name ? [...crumbs, { label: name, to: path }] : crumbs;
}
