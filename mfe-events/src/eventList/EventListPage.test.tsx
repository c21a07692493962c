// @vitest-environment happy-dom
import type { Event } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  JULY_4_10AM,
  manager,
  plainMember,
  renderAt,
  testEvent,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const newer = testEvent({ id: 43, name: 'Winter Bivouac', startDateTime: JULY_4_10AM + 30 * DAY });
const older = testEvent({ id: 42, name: 'Summer Bivouac', status: 'DRAFT' });
// the event's author and internal points of contact hold FULL for it (§6)
const authored = testEvent({ id: 44, name: 'My Event', author: { type: 'CAPNHQMember', id: 510002 } });

const list =
  (events: Event[], extra?: FakeRoute): FakeRoute =>
  (url, init) =>
    extra?.(url, init) ??
    (url === '/api/events' && (init.method ?? 'GET') === 'GET' ? { body: events } : undefined);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('events §2 /eventlinklist (event list)', () => {
  it("shows the events in the server's order (newest first) with Event ID, name, start and status", async () => {
    const net = fakeNetwork(plainMember, list([newer, older]));
    renderAt('/eventlinklist');
    expect(await screen.findByRole('heading', { name: 'Event list', level: 1 })).toBeDefined();
    await screen.findByRole('table');
    expect(rows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Winter Bivouac',
      'Summer Bivouac',
    ]);
    expect(within(rows()[1]!).getByText('MD001-42')).toBeDefined();
    expect(within(rows()[1]!).getByText('10:15 on 07/04/2026')).toBeDefined();
    expect(net.calls.filter((c) => c.url === '/api/events')).toHaveLength(1);
  });

  it("an empty list says 'No events to list'", async () => {
    fakeNetwork(plainMember, list([]));
    renderAt('/eventlinklist');
    expect(await screen.findByText('No events to list')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("'Only a manager with full event permission sees the event name linked to the edit form and the status changer'", async () => {
    fakeNetwork(manager, list([newer, older]));
    renderAt('/eventlinklist');
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Summer Bivouac' }).getAttribute('href')).toBe('/eventform/42');
    const select = screen.getByRole('combobox', { name: 'Status of Summer Bivouac' }) as HTMLSelectElement;
    expect(select.value).toBe('DRAFT');
    // §3 'Info Only' as a list label
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Draft', 'Tentative', 'Confirmed', 'Complete', 'Cancelled', 'Info Only']);
  });

  it('a non-full manager and a member see the name linked to the viewer and the status as written in lists, no changer', async () => {
    for (const who of [drafter, plainMember]) {
      fakeNetwork(who, list([newer]));
      renderAt('/eventlinklist');
      await screen.findByRole('table');
      expect(screen.getByRole('link', { name: 'Winter Bivouac' }).getAttribute('href')).toBe(
        '/eventviewer/43-winter-bivouac',
      );
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(within(rows()[0]!).getByText('CONFIRMED')).toBeDefined();
      cleanup();
    }
  });

  it("the event's author (FULL for that event only) gets the changer on that row alone", async () => {
    fakeNetwork(drafter, list([authored, newer]));
    renderAt('/eventlinklist');
    await screen.findByRole('table');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Status of My Event' })).toBeDefined();
  });

  it("§4 'In the list, on success the row is replaced': PUT /api/events/{id} {status} and the answer shows", async () => {
    const net = fakeNetwork(
      manager,
      list([newer, older], (url, init) =>
        url === '/api/events/42' && init.method === 'PUT'
          ? { body: { ...older, status: 'TENTATIVE', name: 'Summer Bivouac (saved)' } }
          : undefined,
      ),
    );
    renderAt('/eventlinklist');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status of Summer Bivouac' }), {
      target: { value: 'TENTATIVE' },
    });
    const saved = (await screen.findByRole('combobox', {
      name: 'Status of Summer Bivouac (saved)',
    })) as HTMLSelectElement;
    expect(saved.value).toBe('TENTATIVE');
    expect(net.calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/events/42',
      method: 'PUT',
      body: { status: 'TENTATIVE', token: 'csrf' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("§4 'on failure an 'Error' dialog shows the message' and the row keeps its status", async () => {
    fakeNetwork(
      manager,
      list([older], (url, init) =>
        url === '/api/events/42' && init.method === 'PUT'
          ? {
              status: 403,
              body: { code: 'FORBIDDEN', message: 'You do not have permission to modify this event' },
            }
          : undefined,
      ),
    );
    renderAt('/eventlinklist');
    const select = (await screen.findByRole('combobox', {
      name: 'Status of Summer Bivouac',
    })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'COMPLETE' } });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('You do not have permission to modify this event')).toBeDefined();
    expect(select.value).toBe('DRAFT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("signed out: 'Please sign in' and no list call; a failed load shows the server's message", async () => {
    const net = fakeNetwork(null, list([newer]));
    renderAt('/eventlinklist');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeDefined();
    expect(net.calls.some((c) => c.url === '/api/events')).toBe(false);
    cleanup();
    fakeNetwork(plainMember, (url) =>
      url === '/api/events'
        ? { status: 500, body: { code: 'SERVER', message: 'Database unavailable' } }
        : undefined,
    );
    renderAt('/eventlinklist');
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });
});
