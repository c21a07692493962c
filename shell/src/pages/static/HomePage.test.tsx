// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRoutes } from '../../routes/routesTable.ts';
import { HomePage, type HomePanelsProps } from './HomePage.tsx';

// The remotes' menu entries the tiles are made of (GET /config/routes.json).
const routes = {
  remotes: {
    mfe_admin: {
      routes: [{ path: '/admin' }],
      pages: ['/admin'],
      menu: [{ to: '/admin', label: 'Administration', blurb: 'Members.', order: 30 }],
    },
  },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// No session or registry providers: a signed-out visitor, registry not loaded (null).
function show(loadPanels: () => Promise<(props: HomePanelsProps) => React.ReactNode>) {
  resetRoutes();
  // a crash report from the boundary goes nowhere
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/config/routes.json'
        ? new Response(JSON.stringify(routes), { headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 204 }),
    ),
  );
  render(
    <MemoryRouter>
      <HomePage loadPanels={loadPanels} />
    </MemoryRouter>,
  );
}

describe("'/' home page: the hero, then mfe_events' HomePanels loaded at run time", () => {
  it('renders the loaded panels under the hero, handing them the registry', async () => {
    const Panels = ({ registry }: HomePanelsProps) => (
      <section aria-label="Event panels">registry: {registry === null ? 'none yet' : 'set'}</section>
    );
    show(() => Promise.resolve(Panels));
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeDefined();
    expect((await screen.findByRole('region', { name: 'Event panels' })).textContent).toBe(
      'registry: none yet',
    );
    expect(screen.queryByRole('region', { name: 'Sections of the site' })).toBeNull();
  });

  it('when the events remote is offline (the loader rejects), the section tiles show instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(() => Promise.reject(new Error('mfe_events is not configured')));
    const tiles = await screen.findByRole('region', { name: 'Sections of the site' });
    // the tiles come from the remotes' menu entries, read at run time
    expect((await screen.findByRole('link', { name: /Administration/ })).getAttribute('href')).toBe('/admin');
    expect(tiles.querySelectorAll('a.tile')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeDefined();
  });

  it('when the panels crash, the tiles show instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): React.ReactNode => {
      throw new Error('boom');
    };
    show(() => Promise.resolve(Broken));
    expect(await screen.findByRole('region', { name: 'Sections of the site' })).toBeDefined();
  });
});
