// §5 part-time attendance: arrival and departure pickers with the bar, shared by the sign-up form
// and the manager's edit form.
import type { EventWindow, ShiftTime } from '@portal/contracts';
import { TimeInput } from '../inputs/formInputs.tsx';
import { PartTimeBar } from './PartTimeBar.tsx';

const SHIFT_TIMES = [
  ['arrivalTime', 'Arrival time'],
  ['departureTime', 'Departure time'],
] as const;

export function ShiftFieldset({
  shift,
  event,
  zone,
  className,
  onChange,
}: {
  shift: ShiftTime;
  event: EventWindow;
  zone?: string;
  className: string;
  onChange(shift: ShiftTime): void;
}) {
  return (
    <fieldset className={className}>
      <legend>Part-time attendance</legend>
      {SHIFT_TIMES.map(([key, label]) => (
        <TimeInput
          key={key}
          label={label}
          {...(zone === undefined ? {} : { zone })}
          value={shift[key]}
          onChange={(ms) => ms !== null && onChange({ ...shift, [key]: ms })}
        />
      ))}
      <PartTimeBar shift={shift} event={event} />
    </fieldset>
  );
}
