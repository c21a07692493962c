// Service tests (real PostgreSQL, fresh database, the app as deployed: no fence before requests)
// of the viewer's kept event copies (viewerEventCache.ts) and the change notices they are kept by
// (viewerChangeFeed.ts, the viewer change notify migration): a repeated read asks the database
// nothing; a write through the app shows on the very next read; a write from elsewhere shows once
// its notice is in; without a listening feed every read goes to the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { EventContent } from '@portal/contracts';
import { createEventsHarness, FULL, PLAIN, validContent, type EventsHarness } from '../testing/harness.ts';
import { FEED_APPLICATION_NAME } from './viewerChangeFeed.ts';
import { createViewerEventCache } from './viewerEventCache.ts';
import { readViewerEvent } from './viewerEventQuery.ts';

let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness({ fenceRequests: false });
});
afterAll(() => h?.close());

const FUTURE = Date.now() + 7 * 86_400_000;
const seed = (overrides: Partial<EventContent> = {}) =>
  h.seed(validContent(FUTURE, { status: 'CONFIRMED', ...overrides }));
const viewer = async (id: number) => {
  const res = await h.call('get', `/api/events/${id}/viewer`, PLAIN).set('Accept-Encoding', 'identity');
  expect(res.status).toBe(200);
  return res.body as { event: { name: string }; attendees: { record: { memberName: string } }[] };
};

/** Clients the app's pool hands out while `work` runs: one per statement it sends. */
async function checkoutsDuring(work: () => Promise<unknown>): Promise<number> {
  let checkouts = 0;
  const count = () => (checkouts += 1);
  h.db.on('acquire', count);
  try {
    await work();
  } finally {
    h.db.off('acquire', count);
  }
  return checkouts;
}

async function until(condition: () => Promise<boolean>, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the viewer keeps its event in memory while the change notices are heard', () => {
  it('a repeated read of an unchanged event sends no statement to the database', async () => {
    const id = await seed();
    await h.viewerChanges.fence();
    expect(h.viewerChanges.live).toBe(true);
    await viewer(id);
    expect(await checkoutsDuring(() => viewer(id))).toBe(0);
  });

  it('an edit through the app shows on the very next read, every time', async () => {
    const id = await seed();
    for (let round = 1; round <= 8; round++) {
      await viewer(id);
      const put = await h.call('put', `/api/events/${id}`, FULL).send({ name: `Round ${round}` });
      expect(put.status).toBe(200);
      expect((await viewer(id)).event.name).toBe(`Round ${round}`);
    }
  });

  it('a sign-up through the app shows on the very next read', async () => {
    const id = await seed();
    expect((await viewer(id)).attendees).toEqual([]);
    const added = await h.call('post', `/api/events/${id}/attendance`, PLAIN).send({ memberID: PLAIN.ref });
    expect(added.status).toBe(201);
    expect((await viewer(id)).attendees).toHaveLength(1);
  });

  it('a write from elsewhere (SQL of another connection) shows once its notice is in', async () => {
    const id = await seed();
    await viewer(id);
    await h.db.query(
      `UPDATE events.events SET name = 'Renamed elsewhere' WHERE account_id = 'md001' AND id = $1`,
      [id],
    );
    await h.viewerChanges.fence();
    expect((await viewer(id)).event.name).toBe('Renamed elsewhere');
  });

  it('without a listening feed every read goes to the database, and copies resume once it listens again', async () => {
    const id = await seed();
    await viewer(id);
    // the feed's connection is cut, as a database restart would
    const admin = new pg.Client({
      connectionString: (h.db as unknown as { options: pg.PoolConfig }).options.connectionString,
    });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
        [FEED_APPLICATION_NAME],
      );
    } finally {
      await admin.end();
    }
    await until(async () => !h.viewerChanges.live);
    // no notice can arrive now: the read must not come from the copy
    await h.db.query(`UPDATE events.events SET name = 'While deaf' WHERE account_id = 'md001' AND id = $1`, [
      id,
    ]);
    expect((await viewer(id)).event.name).toBe('While deaf');
    expect(await checkoutsDuring(() => viewer(id))).toBeGreaterThan(0);
    await until(async () => h.viewerChanges.live);
    await viewer(id);
    expect(await checkoutsDuring(() => viewer(id))).toBe(0);
  });
});

describe('createViewerEventCache: a copy read while a change arrives is not kept', () => {
  it('the change heard during the read leaves nothing behind; the next read asks again', async () => {
    const id = await seed({ name: 'Before' });
    let reads = 0;
    const cache = createViewerEventCache(h.viewerChanges, {
      read: async (db, accountID, eventID) => {
        reads += 1;
        const read = await readViewerEvent(db, accountID, eventID);
        if (reads === 1) {
          // another writer commits after this read's snapshot, and its notice is heard
          await db.query(`UPDATE events.events SET name = 'After' WHERE account_id = 'md001' AND id = $1`, [
            eventID,
          ]);
          await h.viewerChanges.fence();
        }
        return read;
      },
    });
    expect((await cache.read(h.db, 'md001', id))?.event.name).toBe('Before');
    expect((await cache.read(h.db, 'md001', id))?.event.name).toBe('After');
    expect(reads).toBe(2);
    expect((await cache.read(h.db, 'md001', id))?.event.name).toBe('After');
    expect(reads).toBe(2);
  });
});
