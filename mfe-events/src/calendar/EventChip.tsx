// One event on the calendar: a link to its viewer (/eventviewer/{id}-{name}, contracts' eventUrl
// rule) with the §2 style classes. The status and the team mark are also said in words for screen
// readers (colour and line styles are not read out).
import { EVENT_STATUS_LIST_LABELS, eventViewerPath, type Event } from '@portal/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { eventClasses } from './monthGrid.ts';

/** The words added for screen readers: ' (Cancelled)', ' (Team event)'; none for Confirmed/Complete. */
export function eventMarks(event: Pick<Event, 'status' | 'teamID'>): string {
  const marks: string[] = [];
  if (['CANCELLED', 'DRAFT', 'TENTATIVE', 'INFORMATIONONLY'].includes(event.status))
    marks.push(EVENT_STATUS_LIST_LABELS[event.status]);
  if (event.teamID !== null && event.teamID !== undefined) marks.push('Team event');
  return marks.length > 0 ? ` (${marks.join(', ')})` : '';
}

export function EventChip({
  event,
  time,
  extraClasses = [],
  style,
  title,
}: {
  event: Event;
  time?: ReactNode;
  extraClasses?: string[];
  style?: CSSProperties;
  title?: string;
}) {
  return (
    <Link
      to={eventViewerPath(event)}
      className={[...eventClasses(event), ...extraClasses].join(' ')}
      style={style}
      title={title}
      data-event-id={event.id}
    >
      {time ? <span className="cal-event-time">{time}</span> : null}
      {event.name}
      <span className="kit-visually-hidden">{eventMarks(event)}</span>
    </Link>
  );
}
