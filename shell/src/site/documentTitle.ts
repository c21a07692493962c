// Platform §3 Website.Separator: the browser's title is '{page} {Separator} {site name}'. The
// registry editor tells the user the separator goes "between the page name and the site name".
import type { Crumb } from '../frame/breadcrumbs.ts';

/**
 * The browser title. The stored separator keeps its own spaces (the default is ' - '), so it is
 * trimmed and joined with one space each side; an empty separator leaves a single space. The home
 * page (no page name) is titled with the site name alone.
 */
export function documentTitle(page: string | null, separator: string, siteName: string): string {
  const name = page?.trim() ?? '';
  if (name === '') return siteName;
  const sep = separator.trim();
  return sep === '' ? `${name} ${siteName}` : `${name} ${sep} ${siteName}`;
}

/** The page's name is its last breadcrumb; 'Home' alone (the home page) has none. */
export function pageNameOf(crumbs: readonly Crumb[]): string | null {
  return crumbs.length > 1 ? crumbs[crumbs.length - 1]!.label : null;
}
