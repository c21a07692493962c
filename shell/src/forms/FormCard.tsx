import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from './FormMessage.tsx';

/** What the card needs of the submit cycle (useFormSubmit). */
export interface FormCycle {
  error: string | null;
  busy: boolean;
  onSubmit(e: FormEvent): void;
}

export interface FormCardProps {
  /** id of the heading, which names the form. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** Between the intro and the error banner, e.g. the steps of a set-up. */
  lead?: ReactNode;
  form: FormCycle;
  success?: string | null;
  submit: SubmitButtonProps;
  /** A Cancel button after the submit button. */
  onCancel?(): void;
  /** After the buttons: links and fine print. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every account form shares: heading naming the form, intro, error and success banners,
 * the fields, then the submit button (busy while the call runs) and an optional Cancel.
 */
export function FormCard({
  id,
  title,
  intro,
  lead,
  form,
  success,
  submit,
  onCancel,
  footer,
  children,
}: FormCardProps) {
  return (
    <form className="form-card" onSubmit={form.onSubmit} noValidate aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {intro ? <p className="form-intro">{intro}</p> : null}
      {lead}
      <FormMessage kind="error">{form.error}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      {children}
      <div className="form-actions">
        <SubmitButton busy={form.busy} {...submit} />
        {onCancel ? (
          <button type="button" className="kit-button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {footer}
    </form>
  );
}

/** A stand-alone page holding one form card. */
export function FormPage({ children }: { children: ReactNode }) {
  return <div className="form-page">{children}</div>;
}

export interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  disabled?: boolean;
  /** A plain button, for a submit that takes something away. */
  plain?: boolean;
}

/** The submit button: `busyLabel` while the call runs. */
function SubmitButton({ busy, disabled, label, busyLabel, plain }: SubmitButtonProps & { busy: boolean }) {
  return (
    <button
      type="submit"
      className={plain ? 'kit-button' : 'kit-button kit-button-primary'}
      disabled={busy || disabled}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
