/**
 * Which part of the front end owns a path (docs/foundation.md "Front end"). The shell's own
 * pages come first; then the remotes' rules, which each remote publishes in its dist/routes.json
 * (source: mfe-x/src/routes/routes.json) and the gateway gathers at run time into
 * GET /config/routes.json. A path nobody owns gets the not-found page. Matching is by whole path
 * segments, case-insensitive (as the router matches), ignoring a trailing slash, the query and the
 * hash.
 */
import { z } from 'zod';

/** '/Admin/Setupmfa/?x#y' -> '/admin/setupmfa' */
export function normalizePathname(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = '/' + path;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** A rule's path is written as normalizePathname would leave it ('/admin', not '/Admin/'). */
const rulePath = z
  .string()
  .refine((path) => path.startsWith('/') && normalizePathname(path) === path, 'a normalized path');

export const routeRuleSchema = z.object({ path: rulePath, exact: z.boolean().optional() });
/** A rule: `exact` matches the path only; otherwise the path and everything below it. */
export type RouteRule = z.infer<typeof routeRuleSchema>;

/** A link a remote adds to the side menu and the home page tiles (`blurb`: the tile's line). */
export const menuEntrySchema = z.object({
  to: z.string().startsWith('/'),
  label: z.string().min(1),
  blurb: z.string().min(1).optional(),
  /** Place in the menu, lowest first; the shell's Home is 0. */
  order: z.number(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/**
 * A remote's routes.json. `routes`: the paths it owns (what the shell sends to it); `pages`: its
 * router's paths with parameters (':id', a trailing '/*'); `menu`: its side-menu entries; `titles`:
 * the breadcrumb names of its path segments. Loose, so
 * a field a newer remote adds passes through an older gateway to the shell.
 */
export const remoteRoutesSchema = z.looseObject({
  routes: z.array(routeRuleSchema),
  pages: z.array(z.string().startsWith('/')),
  menu: z.array(menuEntrySchema).optional(),
  /** Breadcrumb names of the path segments of its pages ('whatsnew' -> 'What is new'). */
  titles: z.record(z.string(), z.string().min(1)).optional(),
});
export type RemoteRoutes = z.infer<typeof remoteRoutesSchema>;

/** A remote whose routes.json could not be read (its server down, or a file that does not parse). */
export interface UnavailableRoutes {
  unavailable: true;
}
const unavailableSchema = z.object({ unavailable: z.literal(true) });

/** Federation name ('mfe_events') -> that remote's routes. */
export type RoutesTable = Record<string, RemoteRoutes | UnavailableRoutes>;

/** GET /config/routes.json */
export const routesConfigSchema = z.object({
  remotes: z.record(z.string(), z.union([unavailableSchema, remoteRoutesSchema])),
});
export type RoutesConfig = z.infer<typeof routesConfigSchema>;

export const isUnavailable = (routes: RemoteRoutes | UnavailableRoutes): routes is UnavailableRoutes =>
  'unavailable' in routes && routes.unavailable === true;

/** Platform §2 shell pages: frame, sign-in and account flows, MFA setup, static pages. */
export const SHELL_ROUTES: readonly RouteRule[] = [
  { path: '/', exact: true },
  { path: '/signin', exact: true },
  { path: '/create-account', exact: true },
  { path: '/usernamerequest', exact: true },
  { path: '/passwordreset', exact: true },
  { path: '/finishpasswordreset' },
  { path: '/finishaccount' },
  { path: '/registerdiscord' },
  { path: '/terms-and-conditions', exact: true },
  { path: '/privacy-policy', exact: true },
  { path: '/admin/setupmfa', exact: true },
];

export function ruleMatches(rule: RouteRule, pathname: string): boolean {
  const path = normalizePathname(pathname);
  if (path === rule.path) return true;
  if (rule.exact) return false;
  return path.startsWith(rule.path === '/' ? '/' : rule.path + '/');
}

/** Whether the shell itself renders this path (checked before remoteForPath). */
export function shellOwnsPath(pathname: string): boolean {
  return SHELL_ROUTES.some((rule) => ruleMatches(rule, pathname));
}

/**
 * The remote that renders this path, or null (a shell page, or nobody's). Remotes publish their
 * rules separately, so no order between them is given: the most specific rule wins (the longest
 * path, so mfe_events' /admin/attendance beats mfe_admin's /admin); on a tie, the remote whose
 * name sorts first, so every shell decides alike.
 */
export function remoteForPath(table: RoutesTable, pathname: string): string | null {
  if (shellOwnsPath(pathname)) return null;
  let best: { remote: string; length: number } | null = null;
  for (const remote of Object.keys(table).sort()) {
    const routes = table[remote];
    if (!routes || isUnavailable(routes)) continue;
    for (const rule of routes.routes) {
      if (!ruleMatches(rule, pathname)) continue;
      if (!best || rule.path.length > best.length) best = { remote, length: rule.path.length };
    }
  }
  return best?.remote ?? null;
}

/** The remotes whose routes are not known right now (a path none owns may be theirs). */
export function unavailableRemotes(table: RoutesTable): string[] {
  return Object.keys(table)
    .sort()
    .filter((remote) => {
      const routes = table[remote];
      return routes !== undefined && isUnavailable(routes);
    });
}

/** Every remote's menu entries, in menu order (then by label, so equal orders stay stable). */
export function remoteMenuEntries(table: RoutesTable): (MenuEntry & { remote: string })[] {
  return Object.entries(table)
    .flatMap(([remote, routes]) =>
      isUnavailable(routes) ? [] : (routes.menu ?? []).map((entry) => ({ ...entry, remote })),
    )
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/** The breadcrumb names the remotes give their path segments (a remote listed later wins a clash). */
export function remoteTitles(table: RoutesTable): Record<string, string> {
  return Object.assign(
    {},
    ...Object.values(table).map((routes) => (isUnavailable(routes) ? {} : (routes.titles ?? {}))),
  ) as Record<string, string>;
}
