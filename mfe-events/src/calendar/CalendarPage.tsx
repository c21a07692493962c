// Events §2 "/calendar and /calendar/{month}/{year}: month view, defaulting to the current month.
// Desktop: a grid with Sunday as first column, multi-day events spanning cells, a legend. Mobile: a
// day list. Both link to the previous and next month and to the external calendar of the account's
// main calendar. 'Add event' shows to those who can manage events."
// - {month} is 1 to 12 (contracts' calendarPath/parseCalendarRoute, which the viewer's calendar
//   link also uses); a month or year that is not a number in range shows the not-found page rather
//   than guessing a month (a wrong link should look wrong).
// - Times and days are the account's zone (registry Website.Timezone, America/New_York by default,
//   §9), whatever the browser's zone.
// - Loading states as the viewer: LOADING (the kit's delayed loader), LOADED, ERROR (the server's
//   message).
import {
  DEFAULT_TIMEZONE,
  ianaTimezone,
  mayCreateEvent,
  parseCalendarRoute,
  toWallTime,
  type Account,
  type Event,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  Loader,
  NotFoundPage,
  useLoadState,
  useSession,
  type ApiClient,
  type LoadState,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { Link, useParams } from 'react-router-dom';
import { useEventActor } from '../eventData/eventActor.ts';
import { accountZone, loadAccount, loadRange, loadRegistry } from './calendarCalls.ts';
import { DayList } from './DayList.tsx';
import { Legend } from './Legend.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { adjacentMonths, dayNumber, gridRange, monthTitle } from './monthGrid.ts';
import { useNarrow } from './useNarrow.ts';
import calendarCss from './calendar.css?raw';

adoptStyles('mfe-events-calendar', calendarCss);

/** H2's subscription page (calendar feeds). */
export const CALENDAR_FEEDS_PATH = '/calendar/feeds';

/**
 * The account's main calendar as an external page: Google Calendar's embed view of mainCalendarID
 * in the account's zone (§9 "the calendar embed is 720x540 in the Eastern zone"). None when empty.
 */
export function externalCalendarUrl(mainCalendarID: string | null | undefined, zone: string): string | null {
  const id = mainCalendarID?.trim();
  if (!id) return null;
  const params = new URLSearchParams({ src: id, ctz: ianaTimezone(zone) });
  return `https://calendar.google.com/calendar/embed?${params.toString()}`;
}

/** The zone (registry) and the account (main calendar); either failing leaves its default. */
function useCalendarSite(client: ApiClient) {
  return useLoadState(
    async (signal) => {
      const [registry, account] = await Promise.allSettled([
        loadRegistry(client, signal),
        loadAccount(client, signal),
      ]);
      return {
        zone: registry.status === 'fulfilled' ? accountZone(registry.value) : DEFAULT_TIMEZONE,
        account: account.status === 'fulfilled' ? account.value : null,
      };
    },
    [client],
  );
}

function useMonthEvents(client: ApiClient, month: number, year: number, zone: string): LoadState<Event[]> {
  const { member } = useSession();
  const who = member ? `${member.type}:${member.id}` : 'anonymous'; // drafts depend on who asks
  return useLoadState(
    (signal) => {
      const { start, end } = gridRange(month, year, zone);
      return loadRange(start, end, client, signal);
    },
    [client, month, year, zone, who],
    serverMessage,
  );
}

function Month({
  month,
  year,
  zone,
  account,
  client,
}: {
  month: number;
  year: number;
  zone: string;
  account: Account | null;
  client: ApiClient;
}) {
  const { actor, ctx } = useEventActor();
  const narrow = useNarrow();
  const load = useMonthEvents(client, month, year, zone);
  const { prev, next } = adjacentMonths(month, year);
  const external = externalCalendarUrl(account?.mainCalendarID, zone);
  const today = dayNumber(toWallTime(Date.now(), zone));
  const title = monthTitle(month, year);
  return (
    <>
      <nav className="cal-toolbar" aria-label="Months">
        <Link className="cal-prev" to={prev.path} rel="prev">
          <span aria-hidden="true">‹ </span>Previous month
        </Link>
        <h2 className="cal-month-title">{title}</h2>
        <Link className="cal-next" to={next.path} rel="next">
          Next month<span aria-hidden="true"> ›</span>
        </Link>
      </nav>
      <div className="cal-actions">
        {mayCreateEvent(actor, ctx) && (
          <Link className="cal-add-event" to="/eventform">
            Add event
          </Link>
        )}
        <Link className="cal-subscribe" to={CALENDAR_FEEDS_PATH}>
          Subscribe
        </Link>
        {external && (
          <a className="cal-external" href={external} target="_blank" rel="noopener noreferrer">
            Google Calendar
          </a>
        )}
      </div>
      <Legend />
      {load.state === 'LOADING' && <Loader label="Loading calendar..." />}
      {load.state === 'ERROR' && <p role="alert">{load.message}</p>}
      {load.state === 'LOADED' &&
        (narrow ? (
          <DayList month={month} year={year} events={load.value} zone={zone} today={today} />
        ) : (
          <MonthGrid month={month} year={year} events={load.value} zone={zone} today={today} />
        ))}
    </>
  );
}

export function CalendarScreen({ client = apiClient }: { client?: ApiClient }) {
  const params = useParams();
  const site = useCalendarSite(client);
  // both calls settle, so the site never fails to load
  if (site.state !== 'LOADED') return <Loader label="Loading calendar..." />;
  const route = parseCalendarRoute(params.month, params.year, Date.now(), site.value.zone);
  if (!route.ok) return <NotFoundPage />;
  return (
    <main className="evt-page cal-page" data-view-month={`${route.year}-${route.month}`}>
      <h1>Calendar</h1>
      <Month
        key={`${route.month}/${route.year}`}
        month={route.month}
        year={route.year}
        zone={site.value.zone}
        account={site.value.account}
        client={client}
      />
    </main>
  );
}

export function CalendarPage() {
  return <CalendarScreen />;
}
