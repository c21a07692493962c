import { Link } from 'react-router-dom';
import type { AdminLink, AdminLinksTitle } from './adminLinks.ts';

/** Platform §2 dashboard widget 2 (Administration links). */
export function AdminLinksWidget({ title, links }: { title: AdminLinksTitle; links: readonly AdminLink[] }) {
  return (
    <section className="adm-widget" aria-labelledby="adm-admin-links-title">
      <h2 className="adm-widget-title" id="adm-admin-links-title">
        {title}
      </h2>
      <div className="adm-widget-body">
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
