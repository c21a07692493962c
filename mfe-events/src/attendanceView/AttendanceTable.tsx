// The attendance view's table (events §6): one row per event with the record's status,
// arrival/departure (the shift, or the event's start and end for a full-time record) and comments.
// The name column shows only when the rows are not the viewer's own.
import {
  ATTENDANCE_STATUS_LABELS,
  eventViewerPath,
  DEFAULT_TIMEZONE,
  formatViewerDateTime,
  type AttendanceViewItem,
} from '@portal/contracts';
import { ColumnHeads } from '@portal/kit';
import { Link } from 'react-router-dom';

export interface AttendanceRow {
  item: AttendanceViewItem;
  /** The member's name, for rows that are not the viewer's own. */
  name?: string;
}

export function AttendanceTable({
  rows,
  showNames,
  label,
  zone = DEFAULT_TIMEZONE,
}: {
  rows: readonly AttendanceRow[];
  showNames: boolean;
  label: string;
  /** The account's zone (registry), the one its event times are written in. */
  zone?: string;
}) {
  if (rows.length === 0) return <p>No attendance records.</p>;
  return (
    <div className="evt-attendance-scroll">
      <table className="evt-attendance-view" aria-label={label}>
        <ColumnHeads columns={[showNames && 'Name', 'Event', 'Status', 'Arrival', 'Departure', 'Comments']} />
        <tbody>
          {rows.map(({ item, name }) => {
            const { event, record } = item;
            const arrival = record.shiftTime?.arrivalTime ?? event.startDateTime;
            const departure = record.shiftTime?.departureTime ?? event.endDateTime;
            return (
              <tr key={`${record.memberID.type}-${record.memberID.id}-${event.id}`}>
                {showNames && <td>{name ?? record.memberName}</td>}
                <td>
                  <Link to={eventViewerPath(event)}>{event.name}</Link> ({event.id})
                </td>
                <td>{ATTENDANCE_STATUS_LABELS.existing[record.status]}</td>
                <td>{formatViewerDateTime(arrival, zone)}</td>
                <td>{formatViewerDateTime(departure, zone)}</td>
                <td>{record.comments}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
