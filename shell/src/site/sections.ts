// The sections of the site that the side navigation and the home page tiles link to: the shell's
// own Home, then the entries each remote declares in its routes.json `menu` (read at run time from
// /config/routes.json), in their `order`. A remote lists only pages it has built, so no link leads
// to a not-found page; a remote whose routes cannot be read adds no entry until it can.
import { remoteMenuEntries, type RoutesTable } from '@portal/contracts';
import { useRoutes } from '../routes/routesTable.ts';

export interface SiteSection {
  to: string;
  label: string;
  /** One line for the home page tile; sections without one get no tile. */
  blurb?: string;
}

/** The shell's own entries, before every remote's. */
const SHELL_SECTIONS: readonly SiteSection[] = [{ to: '/', label: 'Home' }];

export function siteSections(table: RoutesTable | null): SiteSection[] {
  const fromRemotes = table ? remoteMenuEntries(table) : [];
  return [
    ...SHELL_SECTIONS,
    ...fromRemotes.map(({ to, label, blurb }) => (blurb ? { to, label, blurb } : { to, label })),
  ];
}

/** The sections by the run-time routes (Home alone until they are read). */
export function useSiteSections(): SiteSection[] {
  const routes = useRoutes();
  return siteSections(routes.status === 'ready' ? routes.table : null);
}
