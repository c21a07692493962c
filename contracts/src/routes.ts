/**
 * Which part of the front end owns a path (docs/foundation.md "Front end"). The shell's own
 * pages come first; then a prefix table maps the rest to a remote. A path nobody owns gets
 * the not-found page. Matching is by whole path segments, case-insensitive (as the router
 * matches), ignoring a trailing slash, the query and the hash.
 */
export const REMOTE_NAMES = ['mfe_events', 'mfe_admin', 'mfe_drive', 'mfe_quiz'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A rule: `exact` matches the path only; otherwise the path and everything below it. */
interface Rule {
  path: string;
  exact?: boolean;
}

/** Platform §2 shell pages: frame, sign-in and account flows, MFA setup, static pages. */
export const SHELL_ROUTES: readonly Rule[] = [
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

/** First match wins, so the more specific /admin/attendance and /admin/cadetrecords precede /admin. */
export const REMOTE_ROUTES: readonly (Rule & { remote: RemoteName })[] = [
  // events (events spec §2): viewer, form, scanner, multi-add, audit, link list, calendar, attendance view
  { path: '/admin/attendance', remote: 'mfe_events' },
  { path: '/admin/cadetrecords', remote: 'mfe_events' },
  { path: '/eventviewer', remote: 'mfe_events' },
  { path: '/eventform', remote: 'mfe_events' },
  { path: '/addevent', remote: 'mfe_events' },
  { path: '/modifyevent', remote: 'mfe_events' },
  { path: '/events', remote: 'mfe_events' },
  { path: '/multiadd', remote: 'mfe_events' },
  { path: '/auditviewer', remote: 'mfe_events' },
  { path: '/eventlinklist', remote: 'mfe_events' },
  { path: '/calendar', remote: 'mfe_events' },
  // admin (platform §2): dashboard and administration pages, teams, change log, debug
  { path: '/admin', remote: 'mfe_admin' },
  { path: '/regedit', remote: 'mfe_admin' },
  { path: '/flightassign', remote: 'mfe_admin' },
  { path: '/changelog', remote: 'mfe_admin' },
  { path: '/debug', remote: 'mfe_admin' },
  { path: '/team', remote: 'mfe_admin' },
  { path: '/teamlist', remote: 'mfe_admin' },
  { path: '/teamview', remote: 'mfe_admin' },
  { path: '/emailselector', remote: 'mfe_admin' },
  // drive (platform §2)
  { path: '/drive', remote: 'mfe_drive' },
  { path: '/filemanagement', remote: 'mfe_drive' },
  // quiz (events spec §2)
  { path: '/capr393quizzer', remote: 'mfe_quiz' },
];

/** '/Admin/Setupmfa/?x#y' -> '/admin/setupmfa' */
export function normalizePathname(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = '/' + path;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

function matches(rule: Rule, path: string): boolean {
  if (path === rule.path) return true;
  if (rule.exact) return false;
  return path.startsWith(rule.path === '/' ? '/' : rule.path + '/');
}

/** Whether the shell itself renders this path (checked before remoteForPath). */
export function shellOwnsPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return SHELL_ROUTES.some((rule) => matches(rule, path));
}

/** The remote that renders this path, or null (a shell page, or not found). */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = normalizePathname(pathname);
  if (SHELL_ROUTES.some((rule) => matches(rule, path))) return null;
  return REMOTE_ROUTES.find((rule) => matches(rule, path))?.remote ?? null;
}

/** Where the gateway serves each remote's files (foundation: /mfe/{name}/...). */
export const REMOTE_PATH_SEGMENT: Record<RemoteName, string> = {
  mfe_events: 'events',
  mfe_admin: 'admin',
  mfe_drive: 'drive',
  mfe_quiz: 'quiz',
};
