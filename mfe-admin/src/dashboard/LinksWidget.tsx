import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminLink } from './adminLinks.ts';

/** A dashboard card: a title bar, then a list of links (and optional text before them). */
export function LinksWidget({
  title,
  links,
  children,
  testId,
  headingId,
}: {
  title: string;
  links: readonly AdminLink[];
  children?: ReactNode;
  testId?: string;
  /** A fixed id for the title (one a page links to); a generated one otherwise. */
  headingId?: string;
}) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section className="adm-widget" aria-labelledby={id} data-testid={testId}>
      <h2 className="adm-widget-title" id={id}>
        {title}
      </h2>
      <div className="adm-widget-body">
        {children}
        <ul className="adm-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
