// Every page route of the site, from the routing tables themselves: the shell's SHELL_ROUTES
// (contracts/src/routes.ts) and each remote's src/routes/routes.json in the workspace (its `pages`,
// and the `routes` it owns: what the remote publishes as dist/routes.json and the shell reads at
// run time). `visitFor` turns each route into a concrete path and the member who may see it, so a
// new route is visited without a change here (a new parameter name is left in the path, which the
// test refuses).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteRoutesSchema, SHELL_ROUTES, type RemoteRoutes } from '@portal/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every remote's routes.json in the workspace (any folder with src/routes/routes.json). */
function remoteRoutesFiles(): RemoteRoutes[] {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repoRoot, entry.name, 'src', 'routes', 'routes.json'))
    .filter((file) => existsSync(file))
    .sort()
    .map((file) => remoteRoutesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))));
}

/** Who opens a page: signed out, or a fixture user (svc-identity/src/seed/demoData.ts). */
export type Who = 'anonymous' | 'admin' | 'manager' | 'staff' | 'cadet';

/** Ids of the data the test makes before the visits (fixtures have no events, teams or tasks). */
export interface FixtureIds {
  event: number;
  team: number;
  task: number;
}

export interface Visit {
  /** The route pattern as its table writes it. */
  route: string;
  path: string;
  who: Who;
}

/**
 * The shell's routes as its router declares them (shell/src/routes/AppRoutes.tsx): a prefix rule of
 * SHELL_ROUTES is one page with a parameter.
 */
const SHELL_PARAMS: Record<string, string> = {
  '/finishpasswordreset': '/finishpasswordreset/:token',
  '/finishaccount': '/finishaccount/:token',
  '/registerdiscord': '/registerdiscord/:discordid',
};

/** Every page route: shell pages, then each remote's. */
export function allRoutes(): string[] {
  const shell = SHELL_ROUTES.map((rule) => SHELL_PARAMS[rule.path] ?? rule.path);
  return [...shell, ...remoteRoutesFiles().flatMap((routes) => routes.pages)];
}

/** The remotes' prefixes: one of them without a route in the remotes' lists would be missed. */
export function remotePrefixes(): string[] {
  return remoteRoutesFiles().flatMap((routes) => routes.routes.map((rule) => rule.path));
}

/** Pages a signed-out visitor opens (platform §2: sign-in and account flows, static pages). */
const SIGNED_OUT = new Set([
  '/',
  '/signin',
  '/create-account',
  '/usernamerequest',
  '/passwordreset',
  '/finishpasswordreset/:token',
  '/finishaccount/:token',
  '/terms-and-conditions',
  '/privacy-policy',
  '/calendar',
  '/capr393quizzer',
  // the permission slip link a parent opens without an account (a made-up token: the refused page)
  '/permissionslips',
  '/permissionslips/sign/:token',
]);

/** Pages also opened by a cadet (their home, dashboard and event viewer differ from a manager's). */
const AS_CADET = new Set(['/', '/admin', '/eventviewer/:id', '/admin/tasks/:id', '/team/:id', '/drive/*']);

/** A concrete path for a route pattern, with the ids of the test's data. */
export function pathFor(route: string, ids: FixtureIds): string {
  const now = new Date();
  const values: Record<string, string> = {
    ':token': 'a11y-not-a-real-token',
    ':discordid': '424242',
    ':month': String(now.getMonth() + 1),
    ':year': String(now.getFullYear()),
    ':id': route.startsWith('/admin/tasks')
      ? String(ids.task)
      : route.startsWith('/team')
        ? String(ids.team)
        : String(ids.event),
  };
  return route.replace(/:[a-z]+/g, (param) => values[param] ?? param).replace(/\/\*$/, '');
}

/**
 * Opening the scanner switches the session into scan mode (events §7: POST
 * /api/member/session/scanadd), after which the member's other pages are refused: it comes last.
 */
const SWITCHES_SESSION = new Set(['/events/scanadd/:id']);

/** Every visit: signed-out pages signed out, every page as the admin, a few as a cadet too. */
export function visits(ids: FixtureIds): Visit[] {
  const routes = allRoutes().sort(
    (a, b) => Number(SWITCHES_SESSION.has(a)) - Number(SWITCHES_SESSION.has(b)),
  );
  const list: Visit[] = [];
  for (const route of routes) {
    const path = pathFor(route, ids);
    if (SIGNED_OUT.has(route)) list.push({ route, path, who: 'anonymous' });
    if (!SIGNED_OUT.has(route) || route === '/' || route === '/calendar') {
      list.push({ route, path, who: 'admin' });
    }
    if (AS_CADET.has(route)) list.push({ route, path, who: 'cadet' });
  }
  return list;
}
