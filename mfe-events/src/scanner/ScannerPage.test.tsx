// @vitest-environment happy-dom
import type { AttendanceRecord } from '@portal/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { forgetCrumbNames, useCrumbNames } from '@portal/kit';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNetwork,
  JULY_4_10AM,
  manager,
  renderAt,
  testEvent,
  type FakeRoute,
} from '../testing/testEvents.tsx';
import { readQueue, scanQueueKey } from './scanQueue.ts';

const event = testEvent();

function record(id: number, memberName: string): AttendanceRecord {
  return {
    timestamp: JULY_4_10AM,
    memberID: { type: 'CAPNHQMember', id },
    memberName,
    status: 'COMMITTEDATTENDED',
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: false,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 42,
  };
}

/** The event, scan mode (204 unless given), and a server holding one record per member. */
function scannerServer(scanMode: { status: number; body?: unknown } = { status: 204 }) {
  const records = new Set<number>();
  const route: FakeRoute = (url, init) => {
    if (url === '/api/events/42') return { body: event };
    if (url === '/api/member/session/scanadd') return scanMode;
    if (url === '/api/events/42/attendance' && init.method === 'POST') {
      const id = (JSON.parse(String(init.body)) as { memberID: { id: number } }).memberID.id;
      if (id === 999999)
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Could not find the member specified' } };
      if (records.has(id))
        return { status: 409, body: { code: 'CONFLICT', message: 'Member is already in attendance' } };
      records.add(id);
      return { body: record(id, `C/Amn Pat Number${id}`) };
    }
    return undefined;
  };
  return { records, route };
}

const field = () => screen.findByLabelText('Member number');
async function scan(value: string) {
  const input = await field();
  fireEvent.change(input, { target: { value } });
  fireEvent.submit(input.closest('form')!);
}
const attendanceCalls = (net: ReturnType<typeof fakeNetwork>) =>
  net.calls.filter((c) => c.url === '/api/events/42/attendance');

let online = true;
beforeEach(() => {
  online = true;
  localStorage.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('events §2 /events/scanadd/{id} attendance scanner', () => {
  it('§7 scan mode: POST /api/member/session/scanadd {eventID} after reading the event', async () => {
    const server = scannerServer();
    const net = fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42-summer-bivouac');
    expect(await screen.findByRole('heading', { name: 'Attendance scanner' })).toBeDefined();
    await waitFor(() => expect(net.calls.some((c) => c.url === '/api/member/session/scanadd')).toBe(true));
    const urls = net.calls.map((c) => c.url).filter((u) => u !== '/api/check' && u !== '/api/token');
    expect(urls.indexOf('/api/events/42')).toBeLessThan(urls.indexOf('/api/member/session/scanadd'));
    expect(net.calls.find((c) => c.url === '/api/member/session/scanadd')!.body).toEqual({
      eventID: 42,
      token: 'csrf',
    });
    expect(await screen.findByRole('link', { name: 'Summer Bivouac' })).toBeDefined();
    expect(
      await screen.findByText(
        'Scan mode: this browser now adds attendance to this event only. Sign out to leave scan mode.',
      ),
    ).toBeDefined();
  });

  it('§8 "failed scan-mode set or get: an error message, unless the code is 403, which is ignored"', async () => {
    const forbidden = scannerServer({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
    });
    const net = fakeNetwork(manager, forbidden.route);
    renderAt('/events/scanadd/42');
    await waitFor(() => expect(net.calls.some((c) => c.url === '/api/member/session/scanadd')).toBe(true));
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^Scan mode:/)).toBeNull();
    // the scanner still adds with the ordinary session
    await scan('520001');
    expect(await screen.findByText('Successfully added C/Amn Pat Number520001 to event.')).toBeDefined();
    cleanup();
    const broken = scannerServer({
      status: 500,
      body: { code: 'SERVER_ERROR', message: 'Scan mode is unavailable' },
    });
    fakeNetwork(manager, broken.route);
    renderAt('/events/scanadd/42');
    expect((await screen.findByRole('alert')).textContent).toBe('Scan mode is unavailable');
  });

  it("a scan (typed number, Enter) adds the member: 'Successfully added … to event.' clears after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const server = scannerServer();
    const net = fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    await scan('520001');
    const banner = await screen.findByText('Successfully added C/Amn Pat Number520001 to event.');
    expect(banner.getAttribute('role')).toBe('status');
    expect(attendanceCalls(net)[0]!.body).toMatchObject({
      memberID: { type: 'CAPNHQMember', id: 520001 },
      shiftTime: { arrivalTime: event.startDateTime, departureTime: event.pickupDateTime },
    });
    // the field is cleared for the next card
    expect(((await field()) as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(4800));
    expect(screen.queryByText('Successfully added C/Amn Pat Number520001 to event.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Successfully added C/Amn Pat Number520001 to event.')).toBeNull();
  });

  it('"accepts greater than 100000 up to 999999 and submits nothing otherwise"', async () => {
    const server = scannerServer();
    const net = fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    for (const value of ['100000', '1000000', '12ab56', '']) await scan(value);
    await scan('100001');
    await screen.findByText('Successfully added C/Amn Pat Number100001 to event.');
    expect(attendanceCalls(net).map((c) => (c.body as { memberID: { id: number } }).memberID.id)).toEqual([
      100001,
    ]);
  });

  it("a failed add shows the server's message in a banner (already in attendance, unknown member)", async () => {
    const server = scannerServer();
    fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    await scan('520001');
    await screen.findByText('Successfully added C/Amn Pat Number520001 to event.');
    await scan('520001');
    expect((await screen.findByRole('alert')).textContent).toBe('Member is already in attendance');
    await scan('999999');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not find the member specified'),
    );
  });

  it("signed out: 'You need to sign in to view this page'", async () => {
    fakeNetwork(null, scannerServer().route);
    renderAt('/events/scanadd/42');
    expect(
      await screen.findByRole('heading', { name: 'You need to sign in to view this page' }),
    ).toBeDefined();
  });
});

describe('scanner offline queue (beyond the spec)', () => {
  it('scans made offline wait in localStorage (each member once) and are sent once when the connection returns', async () => {
    const server = scannerServer();
    const net = fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    online = false;
    await scan('520001');
    await scan('520002');
    await scan('520001');
    expect(
      await screen.findByText('No connection: 520001 will be added when the connection returns.'),
    ).toBeDefined();
    expect(readQueue(localStorage, 42).map((q) => q.memberID)).toEqual([520001, 520002]);
    expect(screen.getByTestId('scan-queue').textContent).toBe('Waiting for the connection: 520001, 520002');
    expect(attendanceCalls(net)).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText('Successfully added C/Amn Pat Number520002 to event.');
    await waitFor(() => expect(screen.queryByTestId('scan-queue')).toBeNull());
    expect(localStorage.getItem(scanQueueKey(42))).toBeNull();
    expect(attendanceCalls(net).map((c) => (c.body as { memberID: { id: number } }).memberID.id)).toEqual([
      520001, 520002,
    ]);
    expect([...server.records]).toEqual([520001, 520002]);
  });

  it("a scan whose answer was lost is queued; its replay meets 'Member is already in attendance' and counts as done (one record, no error)", async () => {
    const server = scannerServer();
    const net = fakeNetwork(manager, server.route);
    const answer = net.fetch.getMockImplementation()!;
    let dropAnswers = true;
    net.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      const res = await answer(url, init);
      // the server recorded it, but the connection dropped before the answer came back
      if (dropAnswers && url === '/api/events/42/attendance') throw new TypeError('Failed to fetch');
      return res;
    });
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    await scan('520003');
    expect(
      await screen.findByText('No connection: 520003 will be added when the connection returns.'),
    ).toBeDefined();
    expect(server.records.has(520003)).toBe(true);
    expect(readQueue(localStorage, 42).map((q) => q.memberID)).toEqual([520003]);

    dropAnswers = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(localStorage.getItem(scanQueueKey(42))).toBeNull());
    expect(attendanceCalls(net)).toHaveLength(2);
    expect([...server.records]).toEqual([520003]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a queue left by an earlier visit (page closed while offline) is sent when the scanner opens', async () => {
    localStorage.setItem(scanQueueKey(42), JSON.stringify([{ memberID: 520004, queuedAt: 1 }]));
    const server = scannerServer();
    fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42');
    expect(await screen.findByText('Successfully added C/Amn Pat Number520004 to event.')).toBeDefined();
    expect(localStorage.getItem(scanQueueKey(42))).toBeNull();
    expect([...server.records]).toEqual([520004]);
  });

  it('the last message clears when typing of the next number starts', async () => {
    const server = scannerServer();
    fakeNetwork(manager, server.route);
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    await scan('999999');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find the member specified');
    fireEvent.change(await field(), { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await scan('520001');
    expect(await screen.findByText('Successfully added C/Amn Pat Number520001 to event.')).toBeDefined();
    fireEvent.change(await field(), { target: { value: '52' } });
    expect(screen.queryByText('Successfully added C/Amn Pat Number520001 to event.')).toBeNull();
  });

  it('the breadcrumbs name the event, not its number, once it is read', async () => {
    forgetCrumbNames();
    function EventCrumb() {
      return <p data-testid="crumb">{useCrumbNames()['event:42'] ?? 'Event 42'}</p>;
    }
    render(<EventCrumb />);
    fakeNetwork(manager, scannerServer().route);
    renderAt('/events/scanadd/42');
    await screen.findByRole('link', { name: 'Summer Bivouac' });
    expect(screen.getByTestId('crumb').textContent).toBe('Summer Bivouac');
    forgetCrumbNames();
  });
});
