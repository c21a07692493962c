import type { AdminLink, AdminLinksTitle } from './adminLinks.ts';
import { LinksWidget } from './LinksWidget.tsx';

/** Platform §2 dashboard widget 2 (Administration links). */
export function AdminLinksWidget({ title, links }: { title: AdminLinksTitle; links: readonly AdminLink[] }) {
  return <LinksWidget title={title} links={links} headingId="adm-admin-links-title" />;
}
