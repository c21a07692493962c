import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from './FormMessage.tsx';

export interface FormCardProps {
  /** id of the heading, which names the form. */
  id: string;
  title: string;
  intro?: ReactNode;
  error: string | null;
  success?: string | null;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

/** The head every account form shares: heading naming the form, intro, error and success banners. */
export function FormCard({ id, title, intro, error, success, onSubmit, children }: FormCardProps) {
  return (
    <form className="form-card" onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {intro ? <p className="form-intro">{intro}</p> : null}
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      {children}
    </form>
  );
}

/** A stand-alone page holding one form card. */
export function FormPage({ children }: { children: ReactNode }) {
  return <div className="form-page">{children}</div>;
}

/** The primary submit button: `busyLabel` while the call runs. */
export function SubmitButton({ busy, disabled, label, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="kit-button kit-button-primary" disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}

export interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}
