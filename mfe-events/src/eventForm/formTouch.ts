// The event form's touched fields and copied locations: a field's
// messages show once it is touched (left, changed, or reached from the missing-fields list), and a
// location the meet location was copied into is selected on focus, so typing replaces the copy.
import { useCallback, useMemo, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import type { EventFormValues, FormErrors } from './eventFormState.ts';
import { fieldOf } from './fieldIds.ts';

export function useTouched(errors: FormErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (key: string) => setTouched((old) => (old.has(fieldOf(key)) ? old : new Set(old).add(fieldOf(key)))),
    [],
  );
  const shown = useMemo(() => {
    const out: FormErrors = {};
    for (const [key, messages] of Object.entries(errors)) if (touched.has(fieldOf(key))) out[key] = messages;
    return out;
  }, [errors, touched]);
  return { shown, touch };
}

type CopyTarget = 'location' | 'pickupLocation';

export function useCopiedLocations(values: EventFormValues) {
  // which locations hold the meet location's copy, as copied (a later edit ends it)
  const [copies, setCopies] = useState<Partial<Record<CopyTarget, string>>>({});
  // a click's mouse-up would put the caret in the text and undo the selection made on focus
  const keepSelection = useRef(false);

  const noteCopies = (before: EventFormValues) => {
    const meet = before.meetLocation;
    if (meet.trim() === '') return;
    const next: Partial<Record<CopyTarget, string>> = {};
    for (const key of ['location', 'pickupLocation'] as const) if (before[key] === '') next[key] = meet;
    setCopies((old) => ({ ...old, ...next }));
  };

  const handlers = (key: CopyTarget) => ({
    onFocus: (e: FocusEvent<HTMLInputElement>) => {
      if (copies[key] === undefined || copies[key] !== values[key]) return;
      e.currentTarget.select();
      keepSelection.current = true;
    },
    onMouseUp: (e: MouseEvent) => {
      if (!keepSelection.current) return;
      keepSelection.current = false;
      e.preventDefault();
    },
  });
  return { noteCopies, handlers };
}
