// Events §2 home "an upcoming events list": GET /api/events/upcoming (events marked to show as
// upcoming, not cancelled, not yet ended; drafts only for managers), the first
// Website.ShowUpcomingEventCount of them (platform §3 registry).
import { eventViewerPath, formatViewerDateTime } from '@portal/contracts';
import { apiClient, Loader, useLoadState, type ApiClient } from '@portal/kit';
import { Link } from 'react-router-dom';
import { loadUpcoming } from '../calendar/calendarCalls.ts';

export const NO_UPCOMING = 'No upcoming events.';
export const UPCOMING_FAILED = 'Could not load the upcoming events.';

export function UpcomingPanel({
  count,
  zone,
  client = apiClient,
}: {
  count: number;
  zone: string;
  client?: ApiClient;
}) {
  const load = useLoadState((signal) => loadUpcoming(client, signal), [client]);
  const shown = load.state === 'LOADED' ? load.value.slice(0, count) : [];
  return (
    <section className="home-panel home-upcoming" aria-labelledby="home-upcoming-title">
      <h2 id="home-upcoming-title">Upcoming events</h2>
      {load.state === 'LOADING' && <Loader label="Loading upcoming events..." />}
      {load.state === 'ERROR' && <p role="alert">{UPCOMING_FAILED}</p>}
      {load.state === 'LOADED' && shown.length === 0 && <p className="home-empty">{NO_UPCOMING}</p>}
      {shown.length > 0 && (
        <ul className="home-upcoming-list">
          {shown.map((event) => (
            <li key={event.id}>
              <Link to={eventViewerPath(event)}>{event.name}</Link>
              <span className="home-upcoming-when">{formatViewerDateTime(event.startDateTime, zone)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/calendar">View the calendar</Link>
      </p>
    </section>
  );
}
