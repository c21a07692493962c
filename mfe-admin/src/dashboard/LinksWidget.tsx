import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminLink } from './adminLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';

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
  return (
    <WidgetCard title={title} testId={testId} headingId={headingId}>
      {children}
      <ul className="adm-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
