// @vitest-environment happy-dom
import type { Event, PointOfContact } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNetwork,
  manager,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
  drafter,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const poc: PointOfContact = {
  type: 'EXTERNAL',
  name: 'Ranger Rick',
  email: 'rick@example.org',
  phone: '(410) 555-1234',
  position: 'Park ranger',
  publicDisplay: true,
  receiveEventUpdates: false,
  receiveRoster: false,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
};
const event = testEvent({ pointsOfContact: [poc], requiredEquipment: ['Canteen', 'Boots'] });

const viewer =
  (e: Event = event, extra?: FakeRoute): FakeRoute =>
  (url, init) =>
    extra?.(url, init) ?? (url === `/api/events/${e.id}/viewer` ? { body: viewerData(e) } : undefined);

const location = () => screen.getByTestId('location').textContent;

describe('events §2 Event viewer (/eventviewer/{id})', () => {
  it('shows the content in the §2 formats: HH:MM on MM/DD/YYYY, xxx.xxx.xxxx, ACCOUNT-number', async () => {
    fakeNetwork(plainMember, viewer());
    renderAt('/eventviewer/42-summer-bivouac');
    expect(await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 })).toBeDefined();
    expect(screen.getByText('MD001-42')).toBeDefined();
    expect(screen.getByText('10:00 on 07/04/2026 at Squadron HQ')).toBeDefined();
    expect(screen.getByText('10:15 on 07/04/2026 at Camp Fretterd')).toBeDefined();
    expect(screen.getByText('12:15 on 07/04/2026')).toBeDefined();
    expect(screen.getByText('12:30 on 07/04/2026 at Squadron HQ')).toBeDefined();
    expect(screen.getByText('Confirmed')).toBeDefined();
    expect(screen.getByText(/410\.555\.1234/)).toBeDefined();
    expect(screen.getByText('Canteen, Boots')).toBeDefined();
    // §3 separate senior-member and cadet uniform lists, each under its own label
    const uniform = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(uniform('Senior member uniform')).toBe('Operational Camouflage Pattern (OCP)');
    expect(uniform('Cadet uniform')).toBe('Operational Camouflage Pattern (OCP)');
    // a member: member comments, author, attendance anchor; no manager actions
    expect(screen.getByText('Members only note')).toBeDefined();
    expect(screen.getByText('Capt Pat Author')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Attendance' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Manager actions' })).toBeNull();
  });

  it("an anonymous visitor sees only information and 'Sign in to see more information'", async () => {
    fakeNetwork(null, viewer(testEvent({ memberComments: '' })));
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Summer Bivouac' });
    expect(screen.getByText('Sign in to see more information')).toBeDefined();
    expect(screen.queryByText('Member comments')).toBeNull();
    expect(screen.queryByText('Author')).toBeNull();
    const anchors = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(anchors.map((a) => a.textContent)).toEqual(['Information']);
    expect(screen.queryByRole('navigation', { name: 'Manager actions' })).toBeNull();
  });

  it("a non-numeric id: 'Could not find event specified' with Home and Calendar only; a failed load shows the server's message", async () => {
    const net = fakeNetwork(null, viewer());
    renderAt('/eventviewer/abc-42');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find event specified');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getAllByRole('link');
    expect(crumbs.map((a) => a.textContent)).toEqual(['Home', 'Calendar']);
    expect(net.calls.some((c) => c.url.startsWith('/api/events'))).toBe(false);
    cleanup();
    fakeNetwork(null, viewer());
    renderAt('/eventviewer/77');
    expect((await screen.findByRole('alert')).textContent).toBe('The requested item cannot be found');
  });

  it('a full manager sees Edit (to /eventform/{id}), Move, Delete, Audit log and Copy', async () => {
    fakeNetwork(manager, viewer());
    renderAt('/eventviewer/42');
    const actions = await screen.findByRole('navigation', { name: 'Manager actions' });
    expect(within(actions).getByRole('link', { name: 'Edit event' }).getAttribute('href')).toBe(
      '/eventform/42',
    );
    expect(within(actions).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(
      '/auditviewer/42-summer-bivouac',
    );
    for (const name of ['Move event', 'Delete event', 'Copy event'])
      expect(within(actions).getByRole('button', { name })).toBeDefined();
  });

  it('a draft-only manager gets Edit, Move, Delete and Audit log but not Copy (FULL only)', async () => {
    fakeNetwork(drafter, viewer());
    renderAt('/eventviewer/42');
    const actions = await screen.findByRole('navigation', { name: 'Manager actions' });
    expect(within(actions).getByRole('button', { name: 'Move event' })).toBeDefined();
    expect(within(actions).queryByRole('button', { name: 'Copy event' })).toBeNull();
  });

  it('Move shifts all four times by one delta (PUT); Delete calls DELETE and leaves for the calendar', async () => {
    const day = 86400000;
    const net = fakeNetwork(
      manager,
      viewer(event, (url, init) =>
        url === '/api/events/42' && init.method === 'PUT'
          ? { body: { ...event, ...(JSON.parse(String(init.body)) as object) } }
          : url === '/api/events/42' && init.method === 'DELETE'
            ? { status: 204 }
            : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Move event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move event' });
    fireEvent.change(within(dialog).getByLabelText('New meet date and time'), {
      target: { value: '2026-07-05T10:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText('10:00 on 07/05/2026 at Squadron HQ');
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      meetDateTime: event.meetDateTime + day,
      startDateTime: event.startDateTime + day,
      endDateTime: event.endDateTime + day,
      pickupDateTime: event.pickupDateTime + day,
      token: 'csrf',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    const del = await screen.findByRole('dialog', { name: 'Delete event' });
    fireEvent.click(within(del).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/calendar'));
    expect(net.calls.some((c) => c.method === 'DELETE' && c.url === '/api/events/42')).toBe(true);
  });

  it('Copy sends newTime, copyFiles and the default status Information Only, then opens the copy', async () => {
    const net = fakeNetwork(
      manager,
      viewer(event, (url, init) =>
        url === '/api/events/42/copy' && init.method === 'POST' ? { body: { id: 50 } } : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy event' });
    expect((within(dialog).getByLabelText('Status of the copy') as HTMLSelectElement).value).toBe(
      'INFORMATIONONLY',
    );
    fireEvent.click(within(dialog).getByLabelText('Copy files'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/eventviewer/50-summer-bivouac'));
    expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({
      newTime: event.meetDateTime,
      copyFiles: true,
      newStatus: 'INFORMATIONONLY',
      token: 'csrf',
    });
  });

  it('§4 copy-move: cancels this event (PUT status CANCELLED), then copies it with its old status', async () => {
    const net = fakeNetwork(
      manager,
      viewer(event, (url, init) =>
        url === '/api/events/42/copy' && init.method === 'POST'
          ? { body: { id: 51 } }
          : url === '/api/events/42' && init.method === 'PUT'
            ? { body: { ...event, status: 'CANCELLED' } }
            : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy event' });
    fireEvent.click(within(dialog).getByLabelText(/^Cancel this event and move to the copy/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/eventviewer/51-summer-bivouac'));
    const modifying = net.calls.filter((c) => c.method !== 'GET');
    expect(modifying.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/events/42', { status: 'CANCELLED', token: 'csrf' }],
      [
        'POST',
        '/api/events/42/copy',
        { newTime: event.meetDateTime, copyFiles: false, newStatus: 'CONFIRMED', token: 'csrf' },
      ],
    ]);
  });

  it('a failed action shows the server message in its dialog', async () => {
    fakeNetwork(
      manager,
      viewer(event, (url, init) =>
        url === '/api/events/42' && init.method === 'DELETE'
          ? {
              status: 403,
              body: { code: 'FORBIDDEN', message: 'You do not have permission to modify this event' },
            }
          : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete event' }));
    const del = await screen.findByRole('dialog', { name: 'Delete event' });
    fireEvent.click(within(del).getByRole('button', { name: 'OK' }));
    expect(await within(del).findByText('You do not have permission to modify this event')).toBeDefined();
    expect(location()).toBe('/eventviewer/42');
  });

  it('lists linked events (Event ID, name, account) and shows the banner on a linked event', async () => {
    const linked = testEvent({ type: 'LINKED', targetAccountID: 'md000', targetEventID: 7 });
    fakeNetwork(null, (url) =>
      url === '/api/events/42/viewer'
        ? {
            body: viewerData(linked, {
              sourceAccountName: 'Maryland Wing',
              linkedEvents: [
                { id: 9, accountID: 'md089', name: 'Summer Bivouac', accountName: 'Frederick Composite' },
              ],
            }),
          }
        : undefined,
    );
    renderAt('/eventviewer/42');
    expect((await screen.findByRole('note')).textContent).toContain(
      'This event is linked from Maryland Wing.',
    );
    const item = screen.getByRole('link', { name: 'MD089-9: Summer Bivouac' }).closest('li');
    expect(item?.textContent).toBe('MD089-9: Summer Bivouac (Frederick Composite)');
  });
});
