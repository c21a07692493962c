// @vitest-environment happy-dom
import { defaultRegistry, type Account, type Event } from '@portal/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  manager,
  plainMember,
  renderAt,
  testEvent,
  type FakeRoute,
} from '../testing/testEvents.tsx';

/** Window width for the §2 desktop/mobile switch (happy-dom evaluates the media query against it). */
function setWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

beforeEach(() => setWidth(1280));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const julyNY = (day: number, hour: number, minute = 0) => Date.UTC(2026, 6, day, hour + 4, minute);
const account: Account = {
  id: 'md001',
  type: 'CAPSQUADRON',
  name: 'Test Squadron',
  orgIDs: [1],
  mainOrg: 1,
  mainCalendarID: 'md001-calendar@example.org',
  parent: null,
};

const bivouac = testEvent({
  id: 7,
  name: 'Summer Bivouac',
  startDateTime: julyNY(10, 18),
  endDateTime: julyNY(12, 12),
});
const meeting = testEvent({
  id: 8,
  name: 'Weekly Meeting',
  startDateTime: julyNY(7, 19),
  endDateTime: julyNY(7, 21),
});

function site(events: Event[], extra?: FakeRoute, acct: Account = account): FakeRoute {
  return (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/registry') return { body: defaultRegistry('md001') };
    if (url === '/api/accountcheck') return { body: acct };
    if (/^\/api\/events\/\d+\/\d+$/.test(url)) return { body: events };
    return undefined;
  };
}

const eventLink = (name: RegExp) => screen.getByRole('link', { name });

describe('events §2 /calendar/{month}/{year} desktop month grid', () => {
  it("'a grid with Sunday as first column': day names start on Sunday, and the range asked is the grid's", async () => {
    const net = fakeNetwork(plainMember, site([meeting]));
    renderAt('/calendar/7/2026');
    expect(await screen.findByRole('heading', { name: 'July 2026' })).toBeDefined();
    const days = within(await screen.findByRole('list', { name: 'Days of the week' })).getAllByRole(
      'listitem',
    );
    expect(days.map((d) => d.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const weeks = document.querySelectorAll('.cal-week');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.querySelector('.cal-day')!.getAttribute('data-date')).toBe('2026-06-28');
    expect(
      net.calls.some(
        (c) => c.url === `/api/events/${Date.UTC(2026, 5, 28, 4)}/${Date.UTC(2026, 7, 2, 4) - 1}`,
      ),
    ).toBe(true);
    // the one-day meeting: Tuesday the 7th, one cell, at 19:00 New York time, linked to its viewer
    const link = await screen.findByRole('link', { name: /Weekly Meeting/ });
    expect(link.getAttribute('href')).toBe('/eventviewer/8-weekly-meeting');
    expect(link.textContent).toContain('19:00');
    expect(link.style.gridColumn).toBe('3 / span 1');
  });

  it("'multi-day events spanning cells': an event over three days across a week boundary spans two cells, then one", async () => {
    fakeNetwork(plainMember, site([bivouac]));
    renderAt('/calendar/7/2026');
    await screen.findByRole('heading', { name: 'July 2026' });
    const bars = await waitFor(() => {
      const found = document.querySelectorAll<HTMLAnchorElement>('a[data-event-id="7"]');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(bars[0]!.style.gridColumn).toBe('6 / span 2'); // Friday and Saturday
    expect(bars[0]!.className).toContain('cal-continues-after');
    expect(bars[1]!.style.gridColumn).toBe('1 / span 1'); // Sunday of the next week
    expect(bars[1]!.className).toContain('cal-continues-before');
    expect(bars[0]!.closest('.cal-week')).not.toBe(bars[1]!.closest('.cal-week'));
  });

  it("'Styling marks cancelled, draft, info, tentative events and events with a teamID', and 'a legend' names each", async () => {
    const events = [
      testEvent({
        id: 11,
        name: 'Cancelled one',
        status: 'CANCELLED',
        startDateTime: julyNY(1, 9),
        endDateTime: julyNY(1, 10),
      }),
      testEvent({
        id: 12,
        name: 'Draft one',
        status: 'DRAFT',
        startDateTime: julyNY(2, 9),
        endDateTime: julyNY(2, 10),
      }),
      testEvent({
        id: 13,
        name: 'Info one',
        status: 'INFORMATIONONLY',
        startDateTime: julyNY(3, 9),
        endDateTime: julyNY(3, 10),
      }),
      testEvent({
        id: 14,
        name: 'Tentative one',
        status: 'TENTATIVE',
        startDateTime: julyNY(4, 9),
        endDateTime: julyNY(4, 10),
      }),
      testEvent({
        id: 15,
        name: 'Team one',
        teamID: 2,
        startDateTime: julyNY(5, 9),
        endDateTime: julyNY(5, 10),
      }),
    ];
    fakeNetwork(manager, site(events));
    renderAt('/calendar/7/2026');
    await screen.findByRole('link', { name: /Team one/ });
    expect(eventLink(/Cancelled one/).className).toContain('cal-event-cancelled');
    expect(eventLink(/Draft one/).className).toContain('cal-event-draft');
    expect(eventLink(/Info one/).className).toContain('cal-event-info');
    expect(eventLink(/Tentative one/).className).toContain('cal-event-tentative');
    expect(eventLink(/Team one/).className).toContain('cal-event-team');
    // the marks are said in words too
    expect(eventLink(/Cancelled one/).textContent).toContain('(Cancelled)');
    expect(eventLink(/Team one/).textContent).toContain('(Team event)');
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Confirmed',
      'Tentative',
      'Information only',
      'Draft',
      'Cancelled',
      'Team event',
    ]);
  });
});

describe("events §2 calendar links: previous and next month, the account's external calendar, 'Add event', Subscribe", () => {
  it('links to the previous and next month (December wraps to January of the next year)', async () => {
    fakeNetwork(null, site([]));
    renderAt('/calendar/12/2026');
    await screen.findByRole('heading', { name: 'December 2026' });
    expect(eventLink(/Previous month/).getAttribute('href')).toBe('/calendar/11/2026');
    expect(eventLink(/Next month/).getAttribute('href')).toBe('/calendar/1/2027');
    expect(eventLink(/Subscribe/).getAttribute('href')).toBe('/calendar/feeds');
  });

  it("'Add event' shows to those who can manage events (FULL or ADDDRAFTEVENTS, by permission or duty position), not to other members or visitors", async () => {
    const duty = (name: string, expires: number | null) => ({
      duty: name,
      date: 0,
      expires,
      type: 'CAPUnit' as const,
      orgid: 9001,
      assistant: false,
    });
    const cadetOpsNCO = {
      ...plainMember,
      nameLast: 'OpsNCO',
      dutyPositions: [duty('Cadet Operations NCO', null)],
    };
    const expiredCommander = {
      ...plainMember,
      nameLast: 'Expired',
      dutyPositions: [duty('Commander', 1000)],
    };
    for (const [member, shown] of [
      [manager, true],
      [drafter, true],
      [cadetOpsNCO, true],
      [expiredCommander, false],
      [plainMember, false],
      [null, false],
    ] as const) {
      fakeNetwork(member, site([]));
      renderAt('/calendar/7/2026');
      await screen.findByRole('heading', { name: 'July 2026' });
      await waitFor(() => expect(screen.queryByText('Loading calendar...')).toBeNull());
      // the session answers after the first render: wait for it before judging absence
      await new Promise((r) => setTimeout(r, 20));
      const add = screen.queryByRole('link', { name: 'Add event' });
      expect(add !== null, `${member?.nameLast ?? 'anonymous'}`).toBe(shown);
      if (add) expect(add.getAttribute('href')).toBe('/eventform');
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("the external calendar link is the main calendar's embed in the account's zone, and is hidden when the account has none", async () => {
    fakeNetwork(plainMember, site([]));
    renderAt('/calendar/7/2026');
    const link = await screen.findByRole('link', { name: 'Google Calendar' });
    expect(link.getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/embed?src=md001-calendar%40example.org&ctz=America%2FNew_York',
    );
    cleanup();
    fakeNetwork(plainMember, site([], undefined, { ...account, mainCalendarID: '' }));
    renderAt('/calendar/7/2026');
    await screen.findByRole('heading', { name: 'July 2026' });
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).toBeNull();
  });
});

describe('events §2 calendar routes and states', () => {
  it("/calendar defaults to the current month in the account's zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 7, 1, 2, 0)); // 22:00 on 31 July in New York, already August in UTC
    fakeNetwork(null, site([]));
    renderAt('/calendar');
    expect(await screen.findByRole('heading', { name: 'July 2026' })).toBeDefined();
    await screen.findByRole('list', { name: 'Days of the week' });
    expect(document.querySelector('.cal-today')!.getAttribute('data-date')).toBe('2026-07-31');
  });

  it('an invalid month or year shows the not-found page', async () => {
    for (const path of ['/calendar/13/2026', '/calendar/0/2026', '/calendar/july/2026', '/calendar/7/26']) {
      fakeNetwork(null, site([]));
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' }), path).toBeDefined();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("a failed load shows the server's message (the month links stay)", async () => {
    fakeNetwork(
      null,
      site([], (url) =>
        /^\/api\/events\/\d+\/\d+$/.test(url)
          ? { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid time range' } }
          : undefined,
      ),
    );
    renderAt('/calendar/7/2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid time range');
    expect(eventLink(/Next month/)).toBeDefined();
  });

  it('the registry failing leaves America/New_York', async () => {
    fakeNetwork(
      null,
      site([meeting], (url) =>
        url === '/api/registry' ? { status: 500, body: { code: 'X', message: 'down' } } : undefined,
      ),
    );
    renderAt('/calendar/7/2026');
    expect((await screen.findByRole('link', { name: /Weekly Meeting/ })).textContent).toContain('19:00');
  });
});

describe("events §2 'Mobile: a day list' (under 1028 px)", () => {
  it('under 1028 px the month is a list of the days with events; a multi-day event shows on each of its days', async () => {
    setWidth(1027);
    fakeNetwork(plainMember, site([meeting, bivouac]));
    renderAt('/calendar/7/2026');
    await screen.findByRole('link', { name: /Weekly Meeting/ });
    expect(document.querySelector('.cal-grid')).toBeNull();
    const days = [...document.querySelectorAll('.cal-list-day h3')].map((h) => h.textContent);
    expect(days).toEqual(['Tuesday, July 7', 'Friday, July 10', 'Saturday, July 11', 'Sunday, July 12']);
    const bivouacLinks = screen.getAllByRole('link', { name: /Summer Bivouac/ });
    expect(bivouacLinks.map((a) => a.querySelector('.cal-event-time')!.textContent)).toEqual([
      'from 18:00',
      'all day',
      'until 12:00',
    ]);
    expect(eventLink(/Weekly Meeting/).textContent).toContain('19:00 to 21:00');
    // the same links as the grid
    expect(eventLink(/Previous month/).getAttribute('href')).toBe('/calendar/6/2026');
    expect(screen.getByRole('list', { name: 'Legend' })).toBeDefined();
  });

  it('at 1028 px the grid shows; an empty month in the list says so', async () => {
    setWidth(1028);
    fakeNetwork(null, site([meeting]));
    renderAt('/calendar/7/2026');
    await screen.findByRole('link', { name: /Weekly Meeting/ });
    expect(document.querySelector('.cal-grid')).not.toBeNull();
    cleanup();
    setWidth(375);
    fakeNetwork(null, site([]));
    renderAt('/calendar/7/2026');
    expect(await screen.findByText('No events this month.')).toBeDefined();
  });
});
