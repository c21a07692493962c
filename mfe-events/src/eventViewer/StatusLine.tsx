// The event's status under its title: on a phone the Information list's
// Status row is screens down, so a cancelled event looked open. §4 viewer labels ('Cancelled!').
import { EVENT_STATUS_VIEWER_LABELS, type Event } from '@portal/contracts';

export function StatusLine({ event }: { event: Pick<Event, 'status'> }) {
  return (
    <p className={`evt-status-line evt-status-${event.status.toLowerCase()}`}>
      {`Status: ${EVENT_STATUS_VIEWER_LABELS[event.status]}`}
    </p>
  );
}
