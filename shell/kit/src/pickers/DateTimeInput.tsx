// Events spec §5 date and time picker: "steps are 15 minutes by default; format MM/dd/yyyy HH:mm",
// entered as a wall time of a given zone. A text input rather than the browser's datetime-local,
// whose display follows the browser's locale (dd.MM.yyyy in Germany, a 12-hour clock in some
// locales): this one shows and reads MM/dd/yyyy HH:mm whatever the locale. Typed minutes go to the
// step grid; ArrowUp/ArrowDown move one step; a pasted yyyy-MM-ddTHH:mm is read too. While the
// text is not a date and time it stays as typed (the value is kept) and says the format.
import {
  EVENT_TIME_ZONE,
  formatPickerTime,
  parsePickerTime,
  roundToTimeStep,
  TIME_STEP_MS,
} from '@portal/contracts';
import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

/** The picker's format, as its placeholder and hint say it. */
export const DATE_TIME_FORMAT = 'MM/dd/yyyy HH:mm';
export const DATE_TIME_FORMAT_MESSAGE = `Enter the date and time as ${DATE_TIME_FORMAT}`;

/** ms -> the picker's text in `zone` ('' for none). */
export const formatDateTimeText = (ms: number | null, zone: string = EVENT_TIME_ZONE): string =>
  ms === null ? '' : formatPickerTime(ms, zone);

const ISO_LOCAL = /^\s*(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * The picker's text (MM/dd/yyyy HH:mm, or a pasted yyyy-MM-ddTHH:mm) read as a wall time of
 * `zone` and put on the 15-minute grid; null when it is not a real date and time.
 */
export function parseDateTimeText(text: string, zone: string = EVENT_TIME_ZONE): number | null {
  const iso = ISO_LOCAL.exec(text);
  const ms = iso
    ? parsePickerTime(`${iso[2]}/${iso[3]}/${iso[1]} ${iso[4]}:${iso[5]}`, zone)
    : parsePickerTime(text, zone);
  return ms === null ? null : roundToTimeStep(ms, zone);
}

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'placeholder' | 'inputMode'
>;

export interface DateTimeInputProps extends NativeProps {
  value: number | null;
  onChange(ms: number | null): void;
  /** The zone the wall time is read in (default America/New_York, events §5). */
  zone?: string;
  /** Each text as typed (e.g. to say the format while it is not a date and time). */
  onTextChange?(text: string): void;
}

/** The bare input (label, hint and messages belong to the caller's field). */
export function DateTimeInput({
  value,
  onChange,
  zone = EVENT_TIME_ZONE,
  onTextChange,
  onBlur,
  onKeyDown,
  ...rest
}: DateTimeInputProps) {
  // the text as typed, while it differs from what the value shows
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? formatDateTimeText(value, zone);
  const bad = draft !== null && draft.trim() !== '' && parseDateTimeText(draft, zone) === null;

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (rest.readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const from = value ?? roundToTimeStep(Date.now(), zone);
    setDraft(null);
    onTextChange?.('');
    onChange(from + (event.key === 'ArrowUp' ? TIME_STEP_MS : -TIME_STEP_MS));
  };

  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_TIME_FORMAT}
      title={bad ? DATE_TIME_FORMAT_MESSAGE : DATE_TIME_FORMAT}
      aria-invalid={bad || rest['aria-invalid'] === true ? true : rest['aria-invalid']}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        onTextChange?.(text);
        if (text.trim() === '') onChange(null);
        else {
          const ms = parseDateTimeText(text, zone);
          if (ms !== null) onChange(ms);
        }
      }}
      onBlur={(event) => {
        onBlur?.(event);
        // a readable text settles to the value's own (on the grid); an unreadable one stays
        if (draft !== null && !bad) setDraft(null);
      }}
      onKeyDown={step}
    />
  );
}
