import type { ReactNode } from 'react';

export interface PageMessageProps {
  /** The page's heading: its name, or the whole message (a refusal). */
  title: ReactNode;
  /** A failure to read out under the heading (role alert). */
  alert?: ReactNode;
  /** The class of the alert paragraph, where a page styles it. */
  alertClassName?: string;
}

/** A page that only says something: a refusal, or why it could not load. */
export function PageMessage({ title, alert, alertClassName }: PageMessageProps) {
  return (
    <section className="kit-page-message">
      <h1>{title}</h1>
      {alert === undefined ? null : (
        <p className={alertClassName} role="alert">
          {alert}
        </p>
      )}
    </section>
  );
}
