// @vitest-environment happy-dom
import { defaultRegistry, type Registry } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, plainMember, testEvent, type FakeRoute } from '../testing/testEvents.tsx';
import HomePanels from './HomePanels.tsx';
import { BANNER_INTERVAL_MS } from './PhotoBanner.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const IMG1 = 'a'.repeat(32);
const IMG2 = 'b'.repeat(32);
const IMG3 = 'c'.repeat(32);

const julyNY = (day: number, hour: number) => Date.UTC(2026, 6, day, hour + 4);
const meeting = testEvent({
  id: 5,
  name: 'Weekly Meeting',
  meetDateTime: julyNY(7, 19),
  startDateTime: julyNY(7, 19),
  endDateTime: julyNY(7, 21),
  meetLocation: 'Squadron HQ',
  location: 'Squadron HQ',
});
const upcoming = [1, 2, 3, 4, 5].map((n) =>
  testEvent({
    id: 20 + n,
    name: `Event ${n}`,
    startDateTime: julyNY(10 + n, 9),
    endDateTime: julyNY(10 + n, 12),
  }),
);

interface Served {
  recurring?: unknown;
  upcoming?: unknown;
  banner?: string[] | null;
}

function routes(served: Served): FakeRoute {
  return (url) => {
    if (url === '/api/events/recurring')
      return served.recurring === undefined ? { status: 204 } : { body: served.recurring };
    if (url === '/api/events/upcoming') return { body: served.upcoming ?? [] };
    if (url === '/api/banner')
      return served.banner === null
        ? { status: 500, body: { code: 'X', message: 'down' } }
        : { body: { images: served.banner ?? [] } };
    if (url === '/api/registry') return { body: defaultRegistry('md001') };
    return undefined;
  };
}

function show(served: Served, ...given: [Registry | null | undefined] | []) {
  // no second argument: the default registry; an explicit undefined: none passed
  const registry = given.length === 0 ? defaultRegistry('md001') : given[0];
  const net = fakeNetwork(plainMember, routes(served));
  render(
    <SessionProvider>
      <MemoryRouter>
        <HomePanels registry={registry} />
      </MemoryRouter>
    </SessionProvider>,
  );
  return net;
}

const withRegistry = (change: (r: Registry) => void) => {
  const r = defaultRegistry('md001');
  change(r);
  return r;
};

describe("events §2 home: 'a next meeting panel' (GET /api/events/recurring)", () => {
  it('names the next meeting with its meet time in the account zone, location and uniform, linked to its viewer', async () => {
    show({ recurring: meeting });
    const panel = within(screen.getByRole('region', { name: 'Next meeting' }));
    const link = await panel.findByRole('link', { name: 'Weekly Meeting' });
    expect(link.getAttribute('href')).toBe('/eventviewer/5-weekly-meeting');
    expect(panel.getByText('19:00 on 07/07/2026 at Squadron HQ')).toBeDefined();
    expect(panel.getByText(/Operational Camouflage Pattern/)).toBeDefined();
  });

  it("nothing scheduled (204) says 'No meeting is scheduled.'; a failure says it could not load", async () => {
    show({});
    expect(await screen.findByText('No meeting is scheduled.')).toBeDefined();
    cleanup();
    fakeNetwork(plainMember, (url) =>
      url === '/api/events/recurring'
        ? { status: 500, body: { code: 'X', message: 'down' } }
        : routes({})(url, {}),
    );
    render(
      <MemoryRouter>
        <HomePanels registry={null} />
      </MemoryRouter>,
    );
    expect((await screen.findByText('Could not load the next meeting.')).getAttribute('role')).toBe('alert');
  });
});

describe("events §2 home: 'an upcoming events list' (GET /api/events/upcoming)", () => {
  it('shows Website.ShowUpcomingEventCount events (3 by default), each linked, and a link to the calendar', async () => {
    show({ upcoming });
    const panel = within(screen.getByRole('region', { name: 'Upcoming events' }));
    await panel.findByRole('link', { name: 'Event 1' });
    expect(panel.getAllByRole('listitem').map((li) => li.querySelector('a')!.textContent)).toEqual([
      'Event 1',
      'Event 2',
      'Event 3',
    ]);
    expect(panel.getByText('09:00 on 07/11/2026')).toBeDefined();
    expect(panel.getByRole('link', { name: 'View the calendar' }).getAttribute('href')).toBe('/calendar');
  });

  it('a registry count of 5 shows five; of 0 hides the list; none upcoming says so', async () => {
    show(
      { upcoming },
      withRegistry((r) => (r.Website.ShowUpcomingEventCount = 5)),
    );
    await screen.findByRole('link', { name: 'Event 5' });
    cleanup();
    show(
      { upcoming },
      withRegistry((r) => (r.Website.ShowUpcomingEventCount = 0)),
    );
    await screen.findByText('No meeting is scheduled.');
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).toBeNull();
    cleanup();
    show({ upcoming: [] });
    expect(await screen.findByText('No upcoming events.')).toBeDefined();
  });

  it("follows the registry's ShowUpcomingEventCount beyond 10: 12 of 15 upcoming events", async () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      testEvent({
        id: 100 + i,
        name: `Many ${i + 1}`,
        startDateTime: julyNY(1 + i, 9),
        endDateTime: julyNY(1 + i, 12),
      }),
    );
    show(
      { upcoming: many },
      withRegistry((r) => (r.Website.ShowUpcomingEventCount = 12)),
    );
    const panel = within(await screen.findByRole('region', { name: 'Upcoming events' }));
    await panel.findByRole('link', { name: 'Many 12' });
    expect(panel.getAllByRole('listitem')).toHaveLength(12);
    expect(panel.queryByRole('link', { name: 'Many 13' })).toBeNull();
  });

  it("times follow the registry's Timezone (Chicago is an hour behind New York)", async () => {
    show(
      { upcoming },
      withRegistry((r) => (r.Website.Timezone = 'America/Chicago')),
    );
    expect(await screen.findByText('08:00 on 07/11/2026')).toBeDefined();
  });
});

describe('home: the photo banner (GET /api/banner, drive images)', () => {
  it('shows the images one at a time with previous/next, and advances by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    show({ banner: [IMG1, IMG2, IMG3] });
    const banner = await screen.findByRole('region', { name: 'Photos' });
    // the banner can show before React has run the effect that starts its timer (findBy… polls
    // outside act): flush pending effects, so the fake interval exists before time is advanced
    await act(async () => {});
    const img = () => within(banner).getByRole('img');
    expect(img().getAttribute('src')).toBe(`/api/files/${IMG1}/download`);
    expect(img().getAttribute('alt')).toBe('Photo 1 of 3');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(img().getAttribute('alt')).toBe('Photo 2 of 3');
    // moving it by hand stops the rotation
    fireEvent.click(within(banner).getByRole('button', { name: 'Previous photo' }));
    expect(img().getAttribute('alt')).toBe('Photo 1 of 3');
    fireEvent.click(within(banner).getByRole('button', { name: 'Previous photo' }));
    expect(img().getAttribute('src')).toBe(`/api/files/${IMG3}/download`);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(img().getAttribute('alt')).toBe('Photo 3 of 3');
    expect(within(banner).getByRole('button', { name: 'Play slideshow' })).toBeDefined();
    fireEvent.click(within(banner).getByRole('button', { name: 'Next photo' }));
    expect(img().getAttribute('alt')).toBe('Photo 1 of 3');
  });

  it('respects prefers-reduced-motion: no advancing until Play is pressed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ ...real(query), matches: true } as MediaQueryList)
        : real(query),
    );
    show({ banner: [IMG1, IMG2] });
    const banner = await screen.findByRole('region', { name: 'Photos' });
    // the banner can show before React has run the effect that starts its timer (findBy… polls
    // outside act): flush pending effects, so the fake interval exists before time is advanced
    await act(async () => {});
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(within(banner).getByRole('img').getAttribute('alt')).toBe('Photo 1 of 2');
    fireEvent.click(within(banner).getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(within(banner).getByRole('img').getAttribute('alt')).toBe('Photo 2 of 2');
  });

  it('hides when there are no images, when the call fails, and drops an image that does not load', async () => {
    show({ banner: [] });
    await screen.findByText('No meeting is scheduled.');
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    cleanup();
    show({ banner: null });
    await screen.findByText('No meeting is scheduled.');
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    cleanup();
    show({ banner: [IMG1, IMG2] });
    const banner = await screen.findByRole('region', { name: 'Photos' });
    // the banner can show before React has run the effect that starts its timer (findBy… polls
    // outside act): flush pending effects, so the fake interval exists before time is advanced
    await act(async () => {});
    fireEvent.error(within(banner).getByRole('img'));
    expect(within(banner).getByRole('img').getAttribute('alt')).toBe('Photo 1 of 1');
    expect(within(banner).queryByRole('button', { name: 'Next photo' })).toBeNull();
  });
});

describe("events §2 home: 'optional social-media timeline panels when the site contact data holds handles'", () => {
  it("a panel per handle with 'Follow us on …' (handles or full URLs), none for unset ones; no third-party embeds", async () => {
    show(
      {},
      withRegistry((r) => {
        r.Contact.Twitter = '@md001cap';
        r.Contact.FaceBook = 'https://www.facebook.com/md001';
        r.Contact.Instagram = '   ';
      }),
    );
    await screen.findByText('No meeting is scheduled.');
    const facebook = screen.getByRole('link', { name: 'Follow us on Facebook' });
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/md001');
    expect(screen.getByRole('link', { name: 'Follow us on Twitter' }).getAttribute('href')).toBe(
      'https://twitter.com/md001cap',
    );
    expect(screen.queryByRole('link', { name: 'Follow us on Instagram' })).toBeNull();
    expect(document.querySelectorAll('.home-social-panel')).toHaveLength(2);
    expect(document.querySelector('script, iframe')).toBeNull();
  });

  it('no handles: no social panels', async () => {
    show({});
    await screen.findByText('No meeting is scheduled.');
    expect(screen.queryByRole('region', { name: 'Social media' })).toBeNull();
    expect(screen.queryByText(/Follow us on/)).toBeNull();
  });

  it('without a registry prop the panels load GET /api/registry themselves', async () => {
    const net = show({}, undefined);
    await screen.findByText('No meeting is scheduled.');
    expect(net.calls.some((c) => c.url === '/api/registry')).toBe(true);
  });
});
