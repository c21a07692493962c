// Events §2 /eventlinklist: the event list (the server answers only events that started within
// about 390 days before now, newest first; empty: 'No events to list'). §2 "Event list (status
// changer)": only a manager with FULL event permission for the event sees its name linked to the
// edit form and the status changer; everyone else sees the name linked to the viewer and the status
// as written in event lists (DRAFT, ..., INFORMATIONONLY). §4: a status change that succeeds
// replaces the row with the server's answer; one that fails shows an 'Error' dialog with the
// message. Signed-in members only (the dashboard's administration links lead here).
import {
  EVENT_MESSAGES,
  EVENT_STATUS_LIST_LABELS,
  EVENT_STATUS_VALUES,
  effectiveEventLevel,
  eventFormPath,
  eventViewerPath,
  formatEventID,
  DEFAULT_TIMEZONE,
  formatViewerDateTime,
  type Event,
  type EventStatus,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  Dialog,
  Loader,
  useLoadState,
  useSession,
  type ApiClient,
  ColumnHeads,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useState } from 'react';
import { useAccountZone } from '../timeZone/accountZone.tsx';
import { Link } from 'react-router-dom';
import { useEventActor } from '../eventData/eventActor.ts';
import { listEvents, setEventStatus } from './listCalls.ts';
import { signedInPage } from '../eventPage/SignedInPage.tsx';
import eventTableCss from './eventTable.css?raw';

adoptStyles('mfe-events-tables', eventTableCss);

const statusOptions = EVENT_STATUS_VALUES.map((s) => ({ value: s, label: EVENT_STATUS_LIST_LABELS[s] }));

function EventRow(props: {
  event: Event;
  full: boolean;
  saving: boolean;
  zone: string;
  onStatus(s: EventStatus): void;
}) {
  const { event: e, full } = props;
  return (
    <tr>
      <td className="evt-nowrap">{formatEventID(e.accountID, e.id)}</td>
      <td>
        {full ? (
          <Link to={eventFormPath(e.id)}>{e.name}</Link>
        ) : (
          <Link to={eventViewerPath(e)}>{e.name}</Link>
        )}
      </td>
      <td className="evt-nowrap">{formatViewerDateTime(e.startDateTime, props.zone)}</td>
      <td>
        {full ? (
          <select
            aria-label={`Status of ${e.name}`}
            value={e.status}
            disabled={props.saving}
            onChange={(change) => props.onStatus(change.target.value as EventStatus)}
          >
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          e.status
        )}
      </td>
    </tr>
  );
}

export function EventList({ client = apiClient }: { client?: ApiClient }) {
  const { status: session } = useSession();
  const { actor, ctx } = useEventActor();
  // what the list holds depends on who asks (drafts for managers): wait for the session
  const load = useLoadState(
    session === 'LOADING' ? null : (signal) => listEvents(client, signal),
    [client, session],
    serverMessage,
  );
  // start times in the account's zone, as the event form writes them (timeZone/accountZone.tsx)
  const zone = useAccountZone(client) ?? DEFAULT_TIMEZONE;
  const [saving, setSaving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (load.state === 'LOADING') return <Loader label="Loading events..." />;
  if (load.state === 'ERROR') return <p role="alert">{load.message}</p>;

  const changeStatus = async (id: number, status: EventStatus) => {
    setSaving(id);
    try {
      const saved = await setEventStatus(id, status, client);
      // §4: on success the row is replaced (with what the server now holds)
      load.update((events) => events.map((e) => (e.id === id ? saved : e)));
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      {load.value.length === 0 ? (
        <p className="evt-empty">{EVENT_MESSAGES.noEventsToList}</p>
      ) : (
        <div className="evt-table-wrap">
          <table className="evt-table evt-event-list">
            <ColumnHeads columns={['Event ID', 'Name', 'Start', 'Status']} />
            <tbody>
              {load.value.map((e) => (
                <EventRow
                  zone={zone}
                  key={e.id}
                  event={e}
                  full={effectiveEventLevel(actor, e, ctx) === 'FULL'}
                  saving={saving === e.id}
                  onStatus={(s) => void changeStatus(e.id, s)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog open={error !== null} title={EVENT_MESSAGES.errorDialogTitle} onResult={() => setError(null)}>
        <p>{error}</p>
      </Dialog>
    </>
  );
}

export const EventListPage = signedInPage(EventList, { className: 'evt-list-page', title: 'Event list' });
