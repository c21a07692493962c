import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { ensureKitStyles } from '../styles/kitStyles.ts';

/** Label + control + hint/error, with ids wired for screen readers. */
export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  ensureKitStyles();
  return (
    <div
      className={`kit-field${props.error ? ' kit-field-invalid' : ''}${props.className ? ` ${props.className}` : ''}`}
    >
      <label className="kit-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <div className="kit-hint" id={`${props.id}-hint`}>
          {props.hint}
        </div>
      ) : null}
      {props.error ? (
        <div className="kit-error" id={`${props.id}-error`} role="alert">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FieldControlOptions {
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Show the error before any change (e.g. after a submit attempt). */
  showError?: boolean | undefined;
  onChange(value: string): void;
}

/**
 * The wiring every labelled control shares: its id, and an error shown only after the user changed
 * the control (platform §5) or when `showError`, named by aria-invalid and aria-describedby.
 */
export function useFieldControl({ id, hint, error, showError, onChange }: FieldControlOptions) {
  const autoId = useId();
  const controlId = id ?? `kit-${autoId}`;
  const [changed, setChanged] = useState(false);
  const visibleError = error && (changed || showError) ? error : null;
  return {
    id: controlId,
    error: visibleError,
    props: {
      id: controlId,
      'aria-invalid': visibleError ? true : undefined,
      'aria-describedby': describedBy(controlId, hint, visibleError),
      onChange(e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
        setChanged(true);
        onChange(e.target.value);
      },
    },
  };
}
