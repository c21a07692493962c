import { useId, type ReactNode } from 'react';

/** A dashboard card: a title bar over the card's body. */
export function WidgetCard({
  title,
  children,
  testId,
  headingId,
}: {
  title: string;
  children: ReactNode;
  testId?: string | undefined;
  /** A fixed id for the title (one a page links to); a generated one otherwise. */
  headingId?: string | undefined;
}) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section className="adm-widget" aria-labelledby={id} data-testid={testId}>
      <h2 className="adm-widget-title" id={id}>
        {title}
      </h2>
      <div className="adm-widget-body">{children}</div>
    </section>
  );
}
