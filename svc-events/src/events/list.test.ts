// Service test (real PostgreSQL, fresh database) of GET /api/events, the list behind /eventlinklist:
// events spec §2 "only events that started within about 390 days before now, newest first" and §9
// "Event list window: about 390 days back" (contracts EVENT_LIST_WINDOW_MS, 33,696,000,000 ms).
import { EVENT_LIST_WINDOW_MS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsHarness, FULL, PLAIN, validContent, type EventsHarness } from '../testing/harness.ts';

const DAY = 86_400_000;
const NOW = Date.now();
let h: EventsHarness;

// start = meet + 15 minutes (validContent); meets chosen so the starts sit either side of the window
const startingAt = (start: number, name: string) =>
  validContent(start - 900_000, { name, status: 'CONFIRMED' });

beforeAll(async () => {
  h = await createEventsHarness();
  await h.seed(startingAt(NOW - EVENT_LIST_WINDOW_MS - DAY, 'Started 391 days ago'));
  await h.seed(startingAt(NOW - EVENT_LIST_WINDOW_MS + DAY, 'Started 389 days ago'));
  await h.seed(startingAt(NOW - 30 * DAY, 'Last month'));
  await h.seed(startingAt(NOW + 30 * DAY, 'Next month'));
  await h.seed(startingAt(NOW + 2 * DAY, 'This week'));
});
afterAll(() => h?.close());

describe('GET /api/events (event list)', () => {
  it("'only events that started within about 390 days before now, newest first'", async () => {
    for (const who of [PLAIN, FULL]) {
      const res = await h.call('get', '/api/events', who);
      expect(res.status).toBe(200);
      expect(res.body.map((e: { name: string }) => e.name)).toEqual([
        'Next month',
        'This week',
        'Last month',
        'Started 389 days ago',
      ]);
    }
  });

  it('the window is the §9 constant: about 390 days (33,696,000,000 ms)', () => {
    expect(EVENT_LIST_WINDOW_MS).toBe(390 * DAY);
  });
});
