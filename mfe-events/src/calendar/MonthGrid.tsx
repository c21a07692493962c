// §2 desktop month view: "a grid with Sunday as first column, multi-day events spanning cells".
// Each week row is a 7-column CSS grid: the day cells fill every row of it, and each event is a bar
// placed over the columns it covers in that week, on its own lane (monthGrid.ts computes both).
import { formatViewerDateTime, type Event } from '@portal/contracts';
import { EventChip } from './EventChip.tsx';
import { dateOfDayNumber, isoDate, monthWeeks, timeOfDay, WEEKDAY_NAMES } from './monthGrid.ts';

/** What both month views (the grid and the day list) draw. */
export interface MonthViewProps {
  month: number;
  year: number;
  events: readonly Event[];
  zone: string;
  /** Today's day number in the zone (marked). */
  today: number;
}

export function MonthGrid({ month, year, events, zone, today }: MonthViewProps) {
  const weeks = monthWeeks(month, year, events, zone);
  return (
    <div className="cal-grid">
      <ol className="cal-weekdays" aria-label="Days of the week">
        {WEEKDAY_NAMES.map((name) => (
          <li key={name}>
            <abbr title={name}>{name.slice(0, 3)}</abbr>
          </li>
        ))}
      </ol>
      {weeks.map((week) => (
        <section
          key={week.days[0]}
          className="cal-week"
          aria-label={`Week of ${isoDate(week.days[0]!)}`}
          style={{ gridTemplateRows: `28px repeat(${week.lanes}, auto) minmax(12px, 1fr)` }}
        >
          {week.days.map((n, column) => {
            const date = dateOfDayNumber(n);
            const classes = ['cal-day'];
            if (date.month !== month) classes.push('cal-day-outside');
            if (n === today) classes.push('cal-today');
            return (
              <div
                key={n}
                className={classes.join(' ')}
                data-date={isoDate(n)}
                style={{ gridColumn: column + 1 }}
              >
                <span className="cal-day-number">{date.day}</span>
              </div>
            );
          })}
          {week.bars.map((bar) => {
            const extra: string[] = [];
            if (bar.continuesBefore) extra.push('cal-continues-before');
            if (bar.continuesAfter) extra.push('cal-continues-after');
            if (bar.span === 1) extra.push('cal-bar-single'); // one cell: the name may wrap to two lines
            return (
              <EventChip
                key={bar.event.id}
                event={bar.event}
                time={bar.continuesBefore ? undefined : timeOfDay(bar.event.startDateTime, zone)}
                extraClasses={extra}
                title={`${bar.event.name}: ${formatViewerDateTime(bar.event.startDateTime, zone)} to ${formatViewerDateTime(bar.event.endDateTime, zone)}`}
                style={{ gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.lane + 2 }}
              />
            );
          })}
        </section>
      ))}
    </div>
  );
}
