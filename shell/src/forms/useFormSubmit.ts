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
}

/** The submit cycle every account form shares: attempted -> busy -> error banner or done. */
export function useFormSubmit({ invalid, send, fallback, onFailure }: FormSubmitOptions) {
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (invalid || busy) return;
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

  return { attempted, busy, error, onSubmit };
}
