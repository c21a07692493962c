// @vitest-environment happy-dom
// Which part renders a path, decided from the remotes' run-time routes (GET /config/routes.json,
// the browser's fetch stubbed: this tests the shell's decisions, not the gateway).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutesTable } from '@portal/contracts';
import { REMOTE_LOAD_FAILED } from '../remotes/RemoteArea.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { resetRoutes } from './routesTable.ts';

// The federation loader is replaced (no federation runtime in a unit test): a remote's App says
// which remote it is and the path it was given.
vi.mock('@portal/kit/remoteModule', async (original) => ({
  ...(await original<typeof import('@portal/kit/remoteModule')>()),
  loadRemoteDefault: async (remote: string) =>
    function StandIn() {
      return <p data-testid="remote">{remote}</p>;
    },
}));

const events = { routes: [{ path: '/calendar' }, { path: '/admin/attendance' }], pages: ['/calendar'] };
const admin = { routes: [{ path: '/admin' }], pages: ['/admin'] };

/** What the gateway answers next (a table, or an HTTP status); each answer is counted. */
let answers: Array<RoutesTable | number>;
let routesReads = 0;
beforeEach(() => {
  resetRoutes();
  routesReads = 0;
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/config/routes.json') return new Response(null, { status: 204 });
      routesReads += 1;
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (typeof answer === 'number') return new Response('{}', { status: answer });
      return new Response(JSON.stringify({ remotes: answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

describe('AppRoutes: the remote that owns a path, by the routes read at run time', () => {
  it('a remote page goes to the remote its routes.json names; the table is read once', async () => {
    answers = [{ mfe_events: events, mfe_admin: admin }];
    open('/admin/attendance/3');
    expect((await screen.findByTestId('remote')).textContent).toBe('mfe_events');
    expect(routesReads).toBe(1);
  });

  it('a page added to a remote after this page loaded: read again once, then shown', async () => {
    answers = [
      { mfe_events: events },
      { mfe_events: { ...events, routes: [...events.routes, { path: '/newpage' }] } },
    ];
    open('/newpage');
    expect((await screen.findByTestId('remote')).textContent).toBe('mfe_events');
    expect(routesReads).toBe(2);
  });

  it('a path nobody owns, after the second look: the not-found page', async () => {
    answers = [{ mfe_events: events, mfe_admin: admin }];
    open('/nothing-here');
    expect((await screen.findByRole('heading', { name: 'Page not found' })).textContent).toBe(
      'Page not found',
    );
    expect(screen.getByText(/cannot be found/).textContent).toContain('/nothing-here');
    expect(routesReads).toBe(2);
  });

  it('nobody owns it while a remote is unavailable: the load-failed message; Try again reads again', async () => {
    answers = [
      { mfe_events: events, mfe_drive: { unavailable: true } },
      { mfe_events: events, mfe_drive: { unavailable: true } },
      { mfe_events: events, mfe_drive: { routes: [{ path: '/drive' }], pages: ['/drive/*'] } },
    ];
    open('/drive/abc');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(REMOTE_LOAD_FAILED);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('remote')).textContent).toBe('mfe_drive');
    expect(routesReads).toBe(3);
  });

  it('an unavailable remote does not stop the others: their paths still open', async () => {
    answers = [{ mfe_events: events, mfe_drive: { unavailable: true } }];
    open('/calendar');
    expect((await screen.findByTestId('remote')).textContent).toBe('mfe_events');
  });

  it('/config/routes.json itself failing: a remote path gets the load-failed message', async () => {
    answers = [500];
    open('/calendar');
    expect((await screen.findByRole('alert')).querySelector('h1')?.textContent).toBe(REMOTE_LOAD_FAILED);
    expect(routesReads).toBe(2);
  });
});

describe("AppRoutes: the shell's own pages", () => {
  it('a page other than home is fetched when opened and then shown (kept out of the first load)', async () => {
    open('/privacy-policy');
    expect((await screen.findByRole('heading', { name: 'Privacy policy' })).textContent).toBe(
      'Privacy policy',
    );
    expect(routesReads).toBe(0);
  });
});
