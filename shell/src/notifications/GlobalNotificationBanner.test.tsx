// @vitest-environment happy-dom
import type { Notification } from '@portal/contracts';
import { createApiClient } from '@portal/kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_KEY, dismiss } from './dismissed.ts';
import { GlobalNotificationBanner } from './GlobalNotificationBanner.tsx';

const notice = (id: number, message: string): Notification => ({
  id,
  accountID: 'md001',
  cause: { type: 'Member', from: { type: 'CAPNHQMember', id: 510001 }, fromName: 'Maj Alex F Administrator' },
  target: { type: 'Everyone', expires: Date.UTC(2030, 0, 1) },
  extraData: { type: 'Message', message },
  created: Date.UTC(2026, 0, 1),
  read: false,
});

// What GET /api/notifications/global answers now (null: 204). The browser's fetch is stubbed:
// this tests the banner's timing and dismissal, the call itself is covered by the pact.
let served: Notification | null;
let fetchMock: ReturnType<typeof vi.fn>;
const client = () => createApiClient({ fetch: fetchMock as unknown as typeof fetch });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  served = notice(7, 'Open house Saturday');
  fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/api/notifications/global');
    return served
      ? new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } })
      : new Response(null, { status: 204 });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the pending fetch promises and the React update run. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('global notification banner (platform §2; §9 poll 300000 ms)', () => {
  it('is fetched on load and shows the message', async () => {
    render(<GlobalNotificationBanner client={client()} />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Notice' }).textContent).toContain('Open house Saturday');
  });

  it('is fetched again every 5 minutes (300000 ms), not sooner, and follows the answer', async () => {
    render(<GlobalNotificationBanner client={client()} />);
    await settle();
    served = notice(8, 'Meeting moved to 19:00');
    await advance(299_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Open house Saturday')).toBeDefined();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Meeting moved to 19:00')).toBeDefined();
    served = null;
    await advance(300_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('dismissing hides it and remembers the id; the same id stays hidden after a reload', async () => {
    const first = render(<GlobalNotificationBanner client={client()} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual([7]);
    // the next poll answers the same notification: still hidden
    await advance(300_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    first.unmount();

    render(<GlobalNotificationBanner client={client()} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('a new notification (new id) shows again after an older one was dismissed', async () => {
    dismiss(7);
    served = notice(9, 'New notice');
    render(<GlobalNotificationBanner client={client()} />);
    await settle();
    expect(screen.getByText('New notice')).toBeDefined();
  });

  it('shows nothing when there is no notification (204) or the fetch fails', async () => {
    served = null;
    render(<GlobalNotificationBanner client={client()} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await advance(300_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('stops polling when unmounted', async () => {
    const view = render(<GlobalNotificationBanner client={client()} />);
    await settle();
    view.unmount();
    await advance(900_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
