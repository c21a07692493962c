import { describe, expect, it } from 'vitest';
import {
  normalizePathname,
  remoteForPath,
  remoteMenuEntries,
  remoteRoutesSchema,
  remoteTitles,
  routesConfigSchema,
  shellOwnsPath,
  unavailableRemotes,
  type RoutesTable,
} from './routes.ts';

const rules = (...paths: string[]) => paths.map((path) => ({ path }));

/** The remotes' rules as their routes.json files publish them (the table the gateway serves). */
const table: RoutesTable = {
  mfe_admin: {
    routes: rules(
      '/admin',
      '/regedit',
      '/flightassign',
      '/changelog',
      '/debug',
      '/team',
      '/teamlist',
      '/teamview',
      '/emailselector',
    ),
    pages: ['/admin'],
    menu: [
      { to: '/team', label: 'Team', order: 20 },
      { to: '/admin', label: 'Administration', order: 30 },
    ],
  },
  mfe_drive: {
    routes: rules('/drive', '/filemanagement'),
    pages: ['/drive/*'],
    menu: [{ to: '/drive', label: 'Drive', order: 40 }],
  },
  mfe_events: {
    routes: rules(
      '/admin/attendance',
      '/admin/cadetrecords',
      '/eventviewer',
      '/eventform',
      '/addevent',
      '/modifyevent',
      '/events',
      '/multiadd',
      '/auditviewer',
      '/eventlinklist',
      '/calendar',
    ),
    pages: ['/calendar'],
    menu: [{ to: '/calendar', label: 'Calendar', order: 10 }],
  },
  mfe_quiz: { routes: [{ path: '/capr393quizzer', exact: true }], pages: ['/capr393quizzer'] },
};

describe('route ownership (platform §2, events §2)', () => {
  it.each([
    '/',
    '/signin',
    '/signin/',
    '/SignIn?returnurl=%2Fadmin',
    '/create-account',
    '/usernamerequest',
    '/passwordreset',
    '/finishpasswordreset/abc',
    '/finishaccount/abc',
    '/registerdiscord/123',
    '/terms-and-conditions',
    '/privacy-policy',
    '/admin/setupmfa',
  ])('shell owns %s', (path) => {
    expect(shellOwnsPath(path)).toBe(true);
    expect(remoteForPath(table, path)).toBeNull();
  });

  it.each([
    ['/admin', 'mfe_admin'],
    ['/admin/', 'mfe_admin'],
    ['/admin/permissions', 'mfe_admin'],
    ['/admin/regedit', 'mfe_admin'],
    ['/admin/createprospectiveaccount', 'mfe_admin'],
    ['/admin/errorlist', 'mfe_admin'],
    ['/regedit', 'mfe_admin'],
    ['/flightassign', 'mfe_admin'],
    ['/changelog', 'mfe_admin'],
    ['/debug', 'mfe_admin'],
    ['/team', 'mfe_admin'],
    ['/team/list', 'mfe_admin'],
    ['/team/edit/3', 'mfe_admin'],
    ['/teamlist', 'mfe_admin'],
    ['/teamview/2', 'mfe_admin'],
    ['/emailselector', 'mfe_admin'],
    ['/admin/attendance', 'mfe_events'],
    ['/admin/cadetrecords', 'mfe_events'],
    ['/eventviewer/12-monthly-meeting', 'mfe_events'],
    ['/eventform', 'mfe_events'],
    ['/eventform/5', 'mfe_events'],
    ['/addevent', 'mfe_events'],
    ['/modifyevent/5', 'mfe_events'],
    ['/events/scanadd/5', 'mfe_events'],
    ['/multiadd/5', 'mfe_events'],
    ['/auditviewer/5', 'mfe_events'],
    ['/eventlinklist', 'mfe_events'],
    ['/calendar', 'mfe_events'],
    ['/calendar/3/2026', 'mfe_events'],
    ['/drive', 'mfe_drive'],
    ['/drive/0123456789abcdef0123456789abcdef', 'mfe_drive'],
    ['/drive/CAPNHQMember-100001', 'mfe_drive'],
    ['/filemanagement', 'mfe_drive'],
    ['/capr393quizzer', 'mfe_quiz'],
  ] as const)('%s -> %s', (path, remote) => {
    expect(remoteForPath(table, path)).toBe(remote);
    expect(shellOwnsPath(path)).toBe(false);
  });

  it.each([
    '/nothing-here',
    '/admins',
    '/calendars',
    '/signin/extra',
    '/drivex',
    '/teams',
    '/capr393quizzer/x',
  ])('unknown path %s belongs to nobody (not-found page)', (path) => {
    expect(remoteForPath(table, path)).toBeNull();
    expect(shellOwnsPath(path)).toBe(false);
  });
});

describe('normalizePathname', () => {
  it.each([
    ['/Admin/Setupmfa/?x=1#y', '/admin/setupmfa'],
    ['admin', '/admin'],
    ['//drive///abc/', '/drive/abc'],
    ['/', '/'],
    ['', '/'],
    ['/?returnurl=/x', '/'],
  ])('%s -> %s', (input, output) => {
    expect(normalizePathname(input)).toBe(output);
  });
});

describe('matching on a run-time table', () => {
  it('the most specific rule wins whatever order the remotes come in', () => {
    const reversed: RoutesTable = Object.fromEntries(Object.entries(table).reverse());
    expect(remoteForPath(reversed, '/admin/attendance/3')).toBe('mfe_events');
    expect(remoteForPath(reversed, '/admin/attendancex')).toBe('mfe_admin');
  });

  it('an exact rule owns the path only', () => {
    const exact: RoutesTable = { mfe_x: { routes: [{ path: '/only', exact: true }], pages: ['/only'] } };
    expect(remoteForPath(exact, '/Only/')).toBe('mfe_x');
    expect(remoteForPath(exact, '/only/below')).toBeNull();
  });

  it('two remotes claiming one path: the name that sorts first, the same in every shell', () => {
    const both: RoutesTable = {
      mfe_b: { routes: rules('/same'), pages: [] },
      mfe_a: { routes: rules('/same'), pages: [] },
    };
    expect(remoteForPath(both, '/same/1')).toBe('mfe_a');
  });

  it("a shell page is never a remote's, even under a remote's prefix", () => {
    const greedy: RoutesTable = { mfe_x: { routes: rules('/admin', '/signin'), pages: [] } };
    expect(remoteForPath(greedy, '/admin/setupmfa')).toBeNull();
    expect(remoteForPath(greedy, '/signin')).toBeNull();
    expect(remoteForPath(greedy, '/signin/extra')).toBe('mfe_x');
  });

  it('an unavailable remote owns nothing, and is named as unavailable', () => {
    const partial: RoutesTable = { ...table, mfe_drive: { unavailable: true } };
    expect(remoteForPath(partial, '/drive/abc')).toBeNull();
    expect(remoteForPath(partial, '/calendar')).toBe('mfe_events');
    expect(unavailableRemotes(partial)).toEqual(['mfe_drive']);
    expect(unavailableRemotes(table)).toEqual([]);
  });

  it('a page added to a remote is owned once the new table is read', () => {
    const before: RoutesTable = { mfe_events: { routes: rules('/calendar'), pages: ['/calendar'] } };
    const after: RoutesTable = {
      mfe_events: { routes: rules('/calendar', '/newpage'), pages: ['/calendar', '/newpage'] },
    };
    expect(remoteForPath(before, '/newpage')).toBeNull();
    expect(remoteForPath(after, '/newpage')).toBe('mfe_events');
  });
});

describe('menu entries from the remotes', () => {
  it('are merged in menu order, skipping unavailable remotes', () => {
    expect(remoteMenuEntries(table).map((e) => `${e.remote} ${e.label}`)).toEqual([
      'mfe_events Calendar',
      'mfe_admin Team',
      'mfe_admin Administration',
      'mfe_drive Drive',
    ]);
    expect(remoteMenuEntries({ ...table, mfe_admin: { unavailable: true } }).map((e) => e.label)).toEqual([
      'Calendar',
      'Drive',
    ]);
  });
});

describe('breadcrumb names from the remotes', () => {
  it("gathers every available remote's titles", () => {
    const named: RoutesTable = {
      mfe_events: {
        routes: [{ path: '/whatsnew' }],
        pages: ['/whatsnew'],
        titles: { whatsnew: 'What is new' },
      },
      mfe_quiz: { routes: [{ path: '/quiz' }], pages: ['/quiz'] },
      mfe_drive: { unavailable: true },
    };
    expect(remoteTitles(named)).toEqual({ whatsnew: 'What is new' });
    expect(remoteTitles({})).toEqual({});
  });

  it('refuses an empty title', () => {
    expect(remoteRoutesSchema.safeParse({ routes: [], pages: [], titles: { x: '' } }).success).toBe(false);
  });
});

describe('routes.json and /config/routes.json shapes', () => {
  it('accepts a remote file and keeps fields it does not know (a newer remote)', () => {
    const parsed = remoteRoutesSchema.parse({ routes: [{ path: '/x' }], pages: ['/x/:id'], extra: { a: 1 } });
    expect(parsed).toEqual({ routes: [{ path: '/x' }], pages: ['/x/:id'], extra: { a: 1 } });
  });

  it.each<[unknown, string]>([
    [{ routes: [{ path: 'x' }], pages: [] }, 'path without /'],
    [{ routes: [{ path: '/Admin' }], pages: [] }, 'upper case path (matching is on the lower-case path)'],
    [{ routes: [{ path: '/admin/' }], pages: [] }, 'trailing slash'],
    [{ routes: [], pages: ['x'] }, 'page without /'],
    [{ routes: [] }, 'no pages'],
    [{ routes: [], pages: [], menu: [{ to: '/x', label: '', order: 1 }] }, 'menu entry without a label'],
  ])('refuses %j (%s)', (file, _why) => {
    expect(remoteRoutesSchema.safeParse(file).success).toBe(false);
  });

  it('reads the gateway answer with available and unavailable remotes', () => {
    const config = routesConfigSchema.parse({
      remotes: { mfe_quiz: { unavailable: true }, mfe_drive: { routes: [{ path: '/drive' }], pages: [] } },
    });
    expect(unavailableRemotes(config.remotes)).toEqual(['mfe_quiz']);
    expect(remoteForPath(config.remotes, '/drive')).toBe('mfe_drive');
  });
});
