import { useState, type FormEvent } from 'react';
import { errorText } from './errorText.ts';

export interface FormSubmitOptions {
  /** Any field error: the submit only marks the fields as attempted (errors show) and stops. */
  invalid: boolean;
  /** The call. A returned string is a message to show as the form's error. */
  send(): Promise<string | void>;
  /** §8: shown when the call fails without a server message. */
  fallback: string;
  /** After a failed call (e.g. fetch a fresh captcha). */
  onFailure?(): void;
  /** A valid submit that must wait (returns true) sends later, through `sendNow`. */
  hold?(): boolean;
}

/** The submit cycle every account form shares: attempted -> busy -> error banner or done. */
export function useFormSubmit({ invalid, send, fallback, onFailure, hold }: FormSubmitOptions) {
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function sendNow() {
    setBusy(true);
    setError(null);
    try {
      const message = await send();
      if (message) setError(message);
    } catch (err) {
      setError(errorText(err, fallback));
      onFailure?.();
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (invalid || busy || hold?.()) return;
    void sendNow();
  }

  /** Back to a fresh form: no errors shown. */
  function reset() {
    setAttempted(false);
    setError(null);
  }

  return { attempted, busy, error, onSubmit, sendNow, reset };
}

export interface FieldState<T> {
  value: T;
  onChange(value: T): void;
  error: string | null;
}

/** A field's value, its setter and its error: spread into a kit input as value, onChange, error. */
export function useField(initial: string, check: (value: string) => string | null): FieldState<string>;
export function useField<T>(initial: T, check: (value: T) => string | null): FieldState<T>;
export function useField<T>(initial: T, check: (value: T) => string | null): FieldState<T> {
  const [value, onChange] = useState(initial);
  return { value, onChange, error: check(value) };
}
