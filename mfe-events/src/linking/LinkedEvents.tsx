// Events §2 viewer: "Linked events are listed (id, accountID, name, accountName); a banner shows when
// the event is itself linked" (naming §3 sourceAccountName). Each linked event, and the source of a
// linked one, links to its viewer on that account's own host (contracts accountUrl).
import { accountUrl, eventViewerPath, formatEventID, type Event, type ViewerData } from '@portal/contracts';

const onHost = (currentAccountID: string, accountID: string, event: { id: number; name: string }) =>
  accountUrl(window.location, currentAccountID, accountID, eventViewerPath(event));

export function LinkedBanner({ data }: { data: ViewerData }) {
  const e: Event = data.event;
  if (!data.sourceAccountName) return null;
  const source =
    e.targetAccountID && e.targetEventID
      ? onHost(e.accountID, e.targetAccountID, { id: e.targetEventID, name: e.name })
      : null;
  return (
    <p className="evt-linked-banner" role="note">
      This event is linked from {data.sourceAccountName}.
      {source && (
        <>
          {' '}
          <a href={source}>View the original event</a>
        </>
      )}
    </p>
  );
}

export function LinkedEventsList({ data }: { data: ViewerData }) {
  if (data.linkedEvents.length === 0) return null;
  return (
    <section aria-labelledby="linked-title">
      <h2 id="linked-title">Linked events</h2>
      <ul>
        {data.linkedEvents.map((l) => (
          <li key={`${l.accountID}-${l.id}`}>
            <a href={onHost(data.event.accountID, l.accountID, l)}>
              {formatEventID(l.accountID, l.id)}: {l.name}
            </a>{' '}
            ({l.accountName})
          </li>
        ))}
      </ul>
    </section>
  );
}
