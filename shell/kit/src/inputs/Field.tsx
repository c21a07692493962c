import type { ReactNode } from 'react';
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
