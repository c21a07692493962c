// A form's save (platform §4 style states): IDLE, SAVING, SAVED or ERROR with the failure's words,
// and the submit button and outcome next to it.
import { errorMessage } from '@portal/kit';
import { useState, type ReactNode } from 'react';
import { Alert } from '../pageState/Alert.tsx';

export type SaveState =
  { kind: 'IDLE' } | { kind: 'SAVING' } | { kind: 'SAVED' } | { kind: 'ERROR'; message: string };

export function useSaveState(messageOf: (error: unknown) => string = errorMessage) {
  const [save, setSave] = useState<SaveState>({ kind: 'IDLE' });
  /** SAVING while `action` runs, then SAVED (true) or ERROR (false). */
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setSave({ kind: 'SAVING' });
    try {
      await action();
      setSave({ kind: 'SAVED' });
      return true;
    } catch (error) {
      setSave({ kind: 'ERROR', message: messageOf(error) });
      return false;
    }
  };
  /** A change handler that sets a value and takes away the last save's outcome, which no longer holds. */
  const edited =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setSave({ kind: 'IDLE' });
    };
  return { save, run, edited };
}

/** The primary submit button, saying `busyLabel` and disabled while busy. */
export function SubmitButton({
  label,
  busy,
  busyLabel = 'Saving...',
  disabled = false,
}: {
  label: string;
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className="kit-button kit-button-primary" disabled={disabled || busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The submit button, then what became of the last save. */
export function SaveActions({
  save,
  label,
  busyLabel,
  saved,
  className,
  savedClassName,
  errorClassName,
  children,
}: {
  save: SaveState;
  label: string;
  busyLabel?: string;
  /** The words once saved. */
  saved: string;
  className: string;
  savedClassName: string;
  errorClassName: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <SubmitButton label={label} busy={save.kind === 'SAVING'} {...(busyLabel ? { busyLabel } : {})} />
      {save.kind === 'SAVED' && <span className={savedClassName}>{saved}</span>}
      <Alert message={save.kind === 'ERROR' && save.message} className={errorClassName} as="span" />
      {children}
    </div>
  );
}
