// §2 mobile month view: "a day list" — the days of the month that have events, each with its
// events; a multi-day event shows on every day it covers ('from', 'all day', 'until').
import type { Event } from '@portal/contracts';
import { EventChip } from './EventChip.tsx';
import type { MonthViewProps } from './MonthGrid.tsx';
import { dayLabel, eventDays, isoDate, monthDayList, timeOfDay } from './monthGrid.ts';

function when(event: Event, day: number, zone: string): string {
  const { first, last } = eventDays(event, zone);
  const start = timeOfDay(event.startDateTime, zone);
  const end = timeOfDay(event.endDateTime, zone);
  if (first === last) return `${start} to ${end}`;
  if (day === first) return `from ${start}`;
  if (day === last) return `until ${end}`;
  return 'all day';
}

export function DayList({ month, year, events, zone, today }: MonthViewProps) {
  const days = monthDayList(month, year, events, zone);
  if (days.length === 0) return <p className="cal-empty">No events this month.</p>;
  return (
    <ol className="cal-day-list">
      {days.map(({ day, events: on }) => (
        <li key={day} className={day === today ? 'cal-list-day cal-list-today' : 'cal-list-day'}>
          <h3>
            <time dateTime={isoDate(day)}>{dayLabel(day)}</time>
          </h3>
          <ul>
            {on.map((event) => (
              <li key={event.id}>
                <EventChip event={event} time={when(event, day, zone)} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
