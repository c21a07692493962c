// @vitest-environment happy-dom
// The unread counts of every signed-in member: the side menu's Notifications and Tasks entries
// with their counts, the Menu bar's total and the home page's line, from one call.
import { testMember } from '@portal/contracts/testing';
import { announceUnreadChanged, createApiClient, SessionProvider } from '@portal/kit';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SideNav } from '../frame/SideNav.tsx';
import { HomePage } from '../pages/static/HomePage.tsx';
import { resetRoutes } from '../routes/routesTable.ts';
import { UnreadCountsProvider } from './UnreadCounts.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetRoutes();
  // the side menu's run-time routes: none, so Home is the only section
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { remotes: {} })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show({
  signedIn,
  counts,
}: {
  signedIn: boolean;
  counts?: { notifications: number; tasks: number } | (() => { notifications: number; tasks: number });
}) {
  const asked: string[] = [];
  const client = createApiClient({
    fetch: async (input) => {
      const path = String(input);
      asked.push(path);
      if (path === '/api/check')
        return signedIn
          ? json(200, { error: 'NONE', member: { ...testMember(), permissions: {} }, superUser: false })
          : json(200, { error: 'INVALID_SESSION_ID', member: null });
      if (path === '/api/notifications/unread')
        return json(200, typeof counts === 'function' ? counts() : counts);
      return json(404, { code: 'NOT_FOUND', message: 'not here' });
    },
  });
  const panels = () => Promise.resolve(() => <p>panels</p>);
  render(
    <MemoryRouter>
      <SessionProvider client={client}>
        <UnreadCountsProvider client={client}>
          <SideNav />
          <HomePage loadPanels={panels} />
        </UnreadCountsProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
  return asked;
}

describe('unread notifications and open tasks for every signed-in member', () => {
  it('the side menu links Notifications and Tasks with their counts, read from one call', async () => {
    const asked = show({ signedIn: true, counts: { notifications: 2, tasks: 1 } });
    const menu = screen.getByRole('navigation', { name: 'Site' });
    const notifications = await within(menu).findByRole('link', { name: 'Notifications (2 unread)' });
    expect(notifications.getAttribute('href')).toBe('/admin/notifications');
    const tasks = within(menu).getByRole('link', { name: 'Tasks (1 open)' });
    expect(tasks.getAttribute('href')).toBe('/admin/tasks');
    // the closed phone menu says something waits
    expect(within(menu).getByRole('button', { name: 'Menu (3 waiting)' })).toBeDefined();
    expect(asked.filter((path) => path === '/api/notifications/unread')).toHaveLength(1);
  });

  it('reads the counts again at once when a page says it changed them', async () => {
    let unread = 2;
    const asked = show({ signedIn: true, counts: () => ({ notifications: unread, tasks: 0 }) });
    const menu = screen.getByRole('navigation', { name: 'Site' });
    await within(menu).findByRole('link', { name: 'Notifications (2 unread)' });
    unread = 1;
    act(() => announceUnreadChanged());
    await within(menu).findByRole('link', { name: 'Notifications (1 unread)' });
    expect(asked.filter((path) => path === '/api/notifications/unread')).toHaveLength(2);
  });

  it('the home page says what waits, linking to where it waits', async () => {
    show({ signedIn: true, counts: { notifications: 1, tasks: 0 } });
    const unread = await screen.findByRole('link', { name: '1 unread notification' });
    expect(unread.getAttribute('href')).toBe('/admin/notifications');
    expect(screen.getByRole('link', { name: '0 open tasks' }).getAttribute('href')).toBe('/admin/tasks');
  });

  it('nothing waiting: the entries stay, without a count', async () => {
    show({ signedIn: true, counts: { notifications: 0, tasks: 0 } });
    const menu = screen.getByRole('navigation', { name: 'Site' });
    await screen.findByRole('link', { name: '0 unread notifications' });
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toBeDefined();
    expect(within(menu).getByRole('link', { name: 'Tasks' })).toBeDefined();
    expect(within(menu).getByRole('button', { name: 'Menu' })).toBeDefined();
  });

  it('a visitor gets no entries and no call', async () => {
    const asked = show({ signedIn: false });
    await screen.findByRole('link', { name: 'Create an account' });
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Tasks/ })).toBeNull();
    expect(asked).not.toContain('/api/notifications/unread');
  });
});
