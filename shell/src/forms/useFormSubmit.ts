import { useEffect, useState, type FormEvent } from 'react';
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
  /**
   * False while something the call needs is still coming (the captcha): a valid submit waits, shown
   * as busy, and sends once it is true, so nobody has to press the button twice.
   */
  ready?: boolean;
}

/** The submit cycle every account form shares: attempted -> busy -> error banner or done. */
export function useFormSubmit({ invalid, send, fallback, onFailure, ready = true }: FormSubmitOptions) {
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function sendNow() {
    setSending(true);
    setError(null);
    try {
      const message = await send();
      if (message) setError(message);
    } catch (err) {
      setError(errorText(err, fallback));
      onFailure?.();
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    if (waiting && ready) {
      setWaiting(false);
      void sendNow();
    }
    // sendNow reads this render's fields; only readiness (or a new wait) sends
  }, [waiting, ready]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (invalid || sending || waiting) return;
    if (ready) void sendNow();
    else setWaiting(true);
  }

  /** Back to a fresh form: no errors shown. */
  function reset() {
    setAttempted(false);
    setError(null);
  }

  return { attempted, busy: sending || waiting, waiting, error, onSubmit, reset };
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
