// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, SessionProvider } from '@portal/kit';
import { testMember } from '@portal/contracts/testing';
import { presetFor, type Notification, type PermissionSet } from '@portal/contracts';
import { NotificationsPage } from './NotificationsPage.tsx';

afterEach(cleanup);

const base = { accountID: 'md001', created: Date.UTC(2026, 10, 20, 15), read: false };
const fromStaff: Notification = {
  ...base,
  id: 11,
  cause: { type: 'Member', from: { type: 'CAPNHQMember', id: 510003 }, fromName: 'C/2dLt Sam Staffer' },
  target: { type: 'Member', to: { type: 'CAPNHQMember', id: 546319 } },
  extraData: { type: 'Message', message: 'Bring your blues on Tuesday.', link: '/team/3' },
};
const fromSystem: Notification = {
  ...base,
  id: 12,
  read: true,
  cause: { type: 'System' },
  target: { type: 'Member', to: { type: 'CAPNHQMember', id: 546319 } },
  extraData: { type: 'Event', message: 'Sign-ups close on Friday.' },
};
const forAdmins: Notification = {
  ...base,
  id: 13,
  cause: { type: 'System' },
  target: { type: 'Admins' },
  extraData: { type: 'ProspectiveMember', message: 'New prospective member: Pat Prospect (md001-1)' },
};
const global: Notification = {
  ...base,
  id: 20,
  cause: { type: 'Member', from: { type: 'CAPNHQMember', id: 510001 }, fromName: 'Maj Alex F Administrator' },
  target: { type: 'Everyone', expires: Date.UTC(2030, 0, 1) },
  extraData: { type: 'Message', message: 'Open house Saturday' },
};

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A fake network: /api/check says who is signed in; the notification calls answer from `list`. */
function network(options: {
  signedIn?: boolean;
  permissions?: PermissionSet;
  list?: Notification[];
  listStatus?: number;
  global?: Notification | null;
}) {
  const calls: Call[] = [];
  let list = [...(options.list ?? [fromStaff, fromSystem])];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createApiClient({
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/check') {
        return options.signedIn === false
          ? json(200, { error: 'INVALID_SESSION_ID', member: null })
          : json(200, {
              error: 'NONE',
              member: { ...testMember(), permissions: options.permissions ?? {} },
              superUser: false,
            });
      }
      if (path === '/api/token') return json(200, { token: 'csrf-1' });
      if (path === '/api/notifications' && method === 'GET') {
        return options.listStatus
          ? json(options.listStatus, { code: 'X', message: 'down' })
          : json(200, list);
      }
      if (path === '/api/notifications/global' && method === 'GET') {
        return options.global ? json(200, options.global) : new Response(null, { status: 204 });
      }
      if (path === '/api/notifications/global' && method === 'POST') {
        const created: Notification = {
          ...global,
          id: 21,
          target: { type: 'Everyone', expires: body!.expires as number },
          extraData: { type: 'Message', message: body!.message as string },
        };
        return json(201, created);
      }
      const match = /^\/api\/notifications\/(\d+)$/.exec(path);
      if (match && method === 'POST') {
        const id = Number(match[1]);
        list = list.map((n) => (n.id === id ? { ...n, read: !n.read } : n));
        return json(
          200,
          list.find((n) => n.id === id),
        );
      }
      if (match && method === 'DELETE') {
        list = list.filter((n) => n.id !== Number(match[1]));
        return new Response(null, { status: 204 });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Notification not found' });
    },
  });
  return { client, calls };
}

function show(options: Parameters<typeof network>[0]) {
  const net = network(options);
  render(
    <SessionProvider client={net.client}>
      <MemoryRouter>
        <NotificationsPage client={net.client} />
      </MemoryRouter>
    </SessionProvider>,
  );
  return net;
}

const items = () => within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');

describe('the notifications list page', () => {
  it("signed out: 'Please sign in', and nothing is loaded", async () => {
    const net = show({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeDefined();
    expect(net.calls.some((c) => c.path.startsWith('/api/notifications'))).toBe(false);
  });

  it("lists cause (the member's name or 'System'), kind, date, read/unread and message", async () => {
    show({});
    await screen.findByText('Bring your blues on Tuesday.');
    const [first, second] = items();
    expect(first!.getAttribute('aria-label')).toBe('Unread notification from C/2dLt Sam Staffer');
    expect(first!.textContent).toContain('Message');
    expect(first!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-20T15:00:00.000Z');
    expect(within(first!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/team/3');
    expect(second!.getAttribute('aria-label')).toBe('Read notification from System');
    expect(second!.textContent).toContain('Event');
    expect(screen.getByText('1 unread')).toBeDefined();
    // a member without CreateNotifications GLOBAL gets no global form and no global fetch
    expect(screen.queryByRole('form', { name: 'Post a global notification' })).toBeNull();
  });

  it('admin notifications are marked as account notifications', async () => {
    show({ list: [forAdmins] });
    await screen.findByText('New prospective member: Pat Prospect (md001-1)');
    expect(items()[0]!.textContent).toContain('Account');
    expect(items()[0]!.textContent).toContain('Prospective member');
  });

  it('toggle read: POST /api/notifications/{id} with the token; the item and the count follow', async () => {
    const net = show({});
    await screen.findByText('Bring your blues on Tuesday.');
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(items()[0]!.getAttribute('aria-label')).toMatch(/^Read/));
    expect(screen.getByText('0 unread')).toBeDefined();
    const post = net.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/notifications/11');
    expect(post.body).toEqual({ token: 'csrf-1' });
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(items()[0]!.getAttribute('aria-label')).toMatch(/^Unread/));
  });

  it("delete asks 'Really delete this notification?'; Cancel keeps it, Delete removes it", async () => {
    const net = show({});
    await screen.findByText('Bring your blues on Tuesday.');
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Really delete this notification?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(items()).toHaveLength(2);

    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(net.calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/notifications/11');
    expect(items()[0]!.textContent).not.toContain('Bring your blues on Tuesday.');
  });

  it("no notifications: 'You have no notifications'; a failed load says so", async () => {
    show({ list: [] });
    expect(await screen.findByText('You have no notifications')).toBeDefined();
    cleanup();
    show({ listStatus: 500 });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error getting the notifications',
    );
  });
});

describe('the global notification form (CreateNotifications GLOBAL)', () => {
  const admin = presetFor('Admin', 'CAPSQUADRON');

  it('shows the notification shown now; End now sends DELETE and clears it', async () => {
    const net = show({ permissions: admin, global });
    expect(await screen.findByText('Open house Saturday')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'End now' }));
    await screen.findByText('No global notification is shown now.');
    expect(net.calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/notifications/20');
  });

  it('checks the message and the expiry before posting; posts message and expiry', async () => {
    const net = show({ permissions: admin, global: null });
    const form = await screen.findByRole('form', { name: 'Post a global notification' });
    const post = within(form).getByRole('button', { name: 'Post notification' });
    fireEvent.click(post);
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain('Notification message cannot be empty');
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: '  Meeting moved  ' } });
    fireEvent.change(within(form).getByLabelText('Show until'), { target: { value: '2001-01-01T10:00' } });
    fireEvent.click(post);
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['The expiry must be in the future']);
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

    const nextYear = new Date().getFullYear() + 1;
    fireEvent.change(within(form).getByLabelText('Show until'), {
      target: { value: `${nextYear}-01-02T18:30` },
    });
    fireEvent.click(post);
    await screen.findByText('Global notification posted');
    const sent = net.calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/api/notifications/global');
    expect(sent.body).toEqual({
      message: 'Meeting moved',
      expires: new Date(nextYear, 0, 2, 18, 30).getTime(),
      token: 'csrf-1',
    });
    expect(screen.getByLabelText('Shown now').textContent).toContain('Meeting moved');
  });
});
