// Words read out as an alert (a failure, a refusal), or nothing when there are none.
import type { ReactNode } from 'react';

export function Alert({
  message,
  className,
  as: Tag = 'p',
}: {
  message: ReactNode;
  className: string;
  /** The element, where the alert sits in a line of text or in a form's top. */
  as?: 'p' | 'span' | 'div';
}) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <Tag className={className} role="alert">
      {message}
    </Tag>
  );
}
