// Events §2 /auditviewer/{id}: the audit log of an event (id = the part before the first dash; a
// non-numeric one gives 'Could not find event specified'). §6: managers (any non-NONE level for the
// event) only; the server refuses everyone else and the page shows the server's message.
// §3 audit items (Add, Modify, Delete with actor and time; Modify per field old and new value). The
// layout is the spec's "not shown": one table, oldest first as the log grew, with Time, Who, Action
// and Details columns; a Modify's details are a small Field / Old value / New value table; an Add or
// Delete names the event and keeps all its recorded fields behind a disclosure (see README.md).
import {
  EVENT_MESSAGES,
  eventViewerPath,
  formatEventID,
  parseEventUrlId,
  type AuditItem,
  type Event,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  Loader,
  useLoadState,
  useSession,
  type ApiClient,
  ColumnHeads,
  DateTimeText,
  EventCrumbName,
  useViewerZone,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { Link } from 'react-router-dom';
import { loadEvent } from '../eventData/eventCalls.ts';
import { loadAudit } from './auditCalls.ts';
import { EMPTY_VALUE, fieldLabel, valueText } from './auditText.ts';
import { signedInPage } from '../eventPage/SignedInPage.tsx';
import eventTableCss from '../eventList/eventTable.css?raw';

adoptStyles('mfe-events-tables', eventTableCss);

function ChangesTable({ changes }: { changes: Record<string, { oldValue: unknown; newValue: unknown }> }) {
  const keys = Object.keys(changes);
  const zone = useViewerZone();
  if (keys.length === 0) return <span className="evt-empty">No field changed</span>;
  return (
    <table className="evt-changes">
      <ColumnHeads columns={['Field', 'Old value', 'New value']} />
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{fieldLabel(key)}</th>
            <td className="evt-old">{valueText(key, changes[key]!.oldValue, zone)}</td>
            <td className="evt-new">{valueText(key, changes[key]!.newValue, zone)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ObjectDetails({ verb, data }: { verb: string; data: Record<string, unknown> }) {
  const name = typeof data.name === 'string' && data.name !== '' ? data.name : EMPTY_VALUE;
  const keys = Object.keys(data);
  const zone = useViewerZone();
  return (
    <>
      <p>
        {verb}: {name}
      </p>
      {keys.length > 0 && (
        <details>
          <summary>All recorded fields</summary>
          <table className="evt-changes">
            <tbody>
              {keys.map((key) => (
                <tr key={key}>
                  <th scope="row">{fieldLabel(key)}</th>
                  <td>{valueText(key, data[key], zone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </>
  );
}

function AuditRow({ item }: { item: AuditItem }) {
  return (
    <tr>
      <td className="evt-nowrap">
        <DateTimeText ms={item.timestamp} />
      </td>
      <td>{item.actorName || EMPTY_VALUE}</td>
      <td className="evt-audit-type">{item.type}</td>
      <td>
        {item.type === 'Modify' ? (
          <ChangesTable changes={item.changes} />
        ) : (
          <ObjectDetails
            verb={item.type === 'Add' ? 'Event created' : 'Event deleted'}
            data={item.objectData}
          />
        )}
      </td>
    </tr>
  );
}

export function AuditLog({ id, client = apiClient }: { id: string; client?: ApiClient }) {
  const parsed = parseEventUrlId(id);
  const eventId = parsed.ok ? parsed.id : null;
  const { status } = useSession();
  // stays LOADING until the session is known (and for a bad id, which shows its message instead)
  const ready = eventId !== null && status !== 'LOADING';
  const load = useLoadState(
    ready
      ? async (signal): Promise<{ event: Event; items: AuditItem[] }> => {
          // the audit call decides who may see the log (its refusal is the message shown)
          const [items, event] = await Promise.all([
            loadAudit(eventId, client, signal),
            loadEvent(eventId, client, signal),
          ]);
          return { event, items };
        }
      : null,
    [eventId, client, status],
    serverMessage,
  );

  if (!parsed.ok) return <p role="alert">{EVENT_MESSAGES.eventNotFound}</p>;
  if (load.state === 'LOADING') return <Loader label="Loading audit log..." />;
  if (load.state === 'ERROR') return <p role="alert">{load.message}</p>;
  const { event, items } = load.value;
  return (
    <>
      <p>
        <Link to={eventViewerPath(event)}>{event.name}</Link> ({formatEventID(event.accountID, event.id)})
      </p>
      <EventCrumbName event={event} />
      {items.length === 0 ? (
        <p className="evt-empty">No changes recorded</p>
      ) : (
        <div className="evt-table-wrap">
          <table className="evt-table evt-audit-log">
            <ColumnHeads columns={['Time', 'Who', 'Action', 'Details']} />
            <tbody>
              {items.map((item, i) => (
                <AuditRow key={i} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export const AuditViewerPage = signedInPage(AuditLog, { className: 'evt-audit-page', title: 'Audit log' });
