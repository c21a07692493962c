// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, SessionProvider } from '@portal/kit';
import { presetFor, type ErrorListEntry, type PermissionSet } from '@portal/contracts';
import { testMember } from '@portal/contracts/testing';
import { ErrorListPage } from './ErrorListPage.tsx';

afterEach(cleanup);

const base = {
  stack: [],
  pageURL: null,
  componentStack: null,
  user: null,
  requestMethod: null,
  requestedPath: null,
  payload: null,
  resolved: false,
  service: null,
  requestID: null,
};
const entries: ErrorListEntry[] = [
  {
    ...base,
    id: 7,
    type: 'Server',
    message: 'relation "identity.x" does not exist',
    timestamp: Date.UTC(2026, 10, 21, 9),
    service: 'svc-events',
    requestMethod: 'GET',
    requestedPath: '/api/events/12',
    requestID: 'req-9',
    user: { type: 'CAPNHQMember', id: 510004 },
    stack: [{ filename: '/srv/svc-events/src/app.ts', line: 12, column: 11, name: 'crash' }],
  },
  {
    ...base,
    id: 5,
    type: 'Client',
    message: 'Cannot read properties of undefined',
    timestamp: Date.UTC(2026, 10, 20, 9),
    pageURL: 'http://md001.localhost:8080/admin',
    componentStack: '\n in Broken',
  },
];

function network(options: {
  permissions: PermissionSet;
  superUser?: boolean;
  listStatus?: number;
  signedIn?: boolean;
}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createApiClient({
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/check') {
        if (options.signedIn === false) return json(200, { error: 'INVALID_SESSION_ID', member: null });
        return json(200, {
          error: 'NONE',
          member: { ...testMember(), permissions: options.permissions },
          superUser: options.superUser ?? false,
        });
      }
      if (path === '/api/token') return json(200, { token: 'csrf-1' });
      if (path === '/api/errors' && method === 'GET') {
        return options.listStatus
          ? json(options.listStatus, {
              code: 'FORBIDDEN',
              message: 'You do not have permission to view this page',
            })
          : json(200, entries);
      }
      if (path === '/api/errors' && method === 'POST') return json(200, { resolved: 1 });
      return json(404, { code: 'NOT_FOUND', message: 'no' });
    },
  });
  return { client, calls };
}

function show(options: Parameters<typeof network>[0], path = '/admin/errorlist') {
  const net = network(options);
  render(
    <SessionProvider client={net.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/errorlist" element={<ErrorListPage client={net.client} />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return net;
}

const admin = presetFor('Admin', 'CAPSQUADRON');

describe("platform §2 Error list: site administrator only ('You do not have permission to view this page')", () => {
  it.each([
    ['a Manager', presetFor('Manager', 'CAPSQUADRON')],
    ['a cadet', presetFor('Member', 'CAPSQUADRON')],
    ['RegistryEdit YES alone', { RegistryEdit: 'YES' } as PermissionSet],
  ])('%s reads the access message and the list is never requested', async (_who, permissions) => {
    const net = show({ permissions });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'You do not have permission to view this page',
    );
    expect(net.calls.some((c) => c.path === '/api/errors')).toBe(false);
  });

  it("signed out: 'Please sign in'", async () => {
    show({ permissions: {}, signedIn: false });
    expect(await screen.findByText('Please sign in')).toBeInstanceOf(HTMLElement);
  });

  it('a 403 from the API shows the same access message', async () => {
    show({ permissions: admin, listStatus: 403 });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'You do not have permission to view this page',
    );
  });

  it('the privileged user sees the list', async () => {
    show({ permissions: {}, superUser: true });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Error list');
  });
});

describe('platform §2 Error list: side links Client, Server, Discord Bot; entries can be marked done', () => {
  it('side links Client, Server and Discord Bot with their counts; Client first', async () => {
    show({ permissions: admin });
    const nav = await screen.findByRole('navigation', { name: 'Error kinds' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Client1', 'Server1', 'Discord Bot0']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin/errorlist?type=Client',
      '/admin/errorlist?type=Server',
      '/admin/errorlist?type=DiscordBot',
    ]);
    expect(screen.getByText('Cannot read properties of undefined')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('relation "identity.x" does not exist')).toBeNull();
  });

  it('Server lists the crashes of every service with service, request and member', async () => {
    show({ permissions: admin }, '/admin/errorlist?type=Server');
    const entry = await screen.findByTestId('error-entry');
    expect(entry.textContent).toContain('relation "identity.x" does not exist');
    expect(entry.textContent).toContain('svc-events');
    expect(entry.textContent).toContain('GET /api/events/12');
    expect(entry.textContent).toContain('CAPNHQMember-510004');
    expect(entry.textContent).toContain('at crash (/srv/svc-events/src/app.ts:12:11)');
  });

  it("Discord Bot: the product has no bot, so 'No errors'", async () => {
    show({ permissions: admin }, '/admin/errorlist?type=DiscordBot');
    expect(await screen.findByText('No errors')).toBeInstanceOf(HTMLElement);
  });

  it('Mark done sends POST /api/errors { id } with the token and removes the entry', async () => {
    const net = show({ permissions: admin }, '/admin/errorlist?type=Server');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.queryByTestId('error-entry')).toBeNull());
    expect(screen.getByText('No errors')).toBeInstanceOf(HTMLElement);
    const post = net.calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({ path: '/api/errors', body: { id: 7, token: 'csrf-1' } });
  });

  it("a failed load says 'There was an error getting the error list'", async () => {
    show({ permissions: admin, listStatus: 500 });
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error getting the error list');
  });
});
