// Events §2 home "a next meeting panel": GET /api/events/recurring answers the next event whose
// activity is 'Recurring Meeting' (svc-events), or 204 when none is scheduled.
import { eventViewerPath, formatViewerDateTime, type Event } from '@portal/contracts';
import { apiClient, Loader, useLoadState, type ApiClient } from '@portal/kit';
import { Link } from 'react-router-dom';
import { loadNextMeeting } from '../calendar/calendarCalls.ts';
import { chosen } from '../eventViewer/viewerText.ts';

export const NO_MEETING = 'No meeting is scheduled.';
export const MEETING_FAILED = 'Could not load the next meeting.';

export function NextMeetingPanel({ zone, client = apiClient }: { zone: string; client?: ApiClient }) {
  const load = useLoadState((signal) => loadNextMeeting(client, signal), [client]);
  return (
    <section className="home-panel home-next-meeting" aria-labelledby="home-next-meeting-title">
      <h2 id="home-next-meeting-title">Next meeting</h2>
      {load.state === 'LOADING' && <Loader label="Loading the next meeting..." />}
      {load.state === 'ERROR' && <p role="alert">{MEETING_FAILED}</p>}
      {load.state === 'LOADED' && load.value === null && <p className="home-empty">{NO_MEETING}</p>}
      {load.state === 'LOADED' && load.value && <Meeting event={load.value} zone={zone} />}
    </section>
  );
}

function Meeting({ event, zone }: { event: Event; zone: string }) {
  const uniform = [chosen(event.smuniform), chosen(event.cuniform)].filter(Boolean).join('; ');
  return (
    <>
      <p className="home-meeting-name">
        <Link to={eventViewerPath(event)}>{event.name}</Link>
      </p>
      <dl>
        <dt>Meet</dt>
        <dd>
          {formatViewerDateTime(event.meetDateTime, zone)}
          {event.meetLocation ? ` at ${event.meetLocation}` : ''}
        </dd>
        {event.location && event.location !== event.meetLocation && (
          <>
            <dt>Location</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {uniform && (
          <>
            <dt>Uniform</dt>
            <dd>{uniform}</dd>
          </>
        )}
      </dl>
    </>
  );
}
