// Service test: "200 concurrent sign-ups for one event leave exactly 200 records" (and a
// second, simultaneous sign-up of each member is 409 'Member is already in attendance', never a
// 500): the primary key decides, not a read-then-write in JavaScript.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import {
  contextFor,
  createEventsHarness,
  nhq,
  SECRET,
  tokenFor,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

let h: EventsHarness;
let server: Server;
beforeAll(async () => {
  h = await createEventsHarness();
  server = createServer(h.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

describe('"200 concurrent sign-ups for one event leave exactly 200 records"', () => {
  it('200 members, each signing up twice at once: 200 records, 200 × 201, 200 × 409, no 500', async () => {
    const id = await h.seed(validContent(Date.now() + 86_400_000, { status: 'CONFIRMED' }));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const members: Viewer[] = Array.from({ length: 200 }, (_, i) => ({
      ref: nhq(540000 + i),
      name: ['Cadet', String(i)],
    }));
    const signUp = (who: Viewer) =>
      request(base)
        .post(`/api/events/${id}/attendance`)
        .set(CONTEXT_HEADER, signContext(contextFor(who), SECRET))
        .set('x-csrf-token', tokenFor(who))
        .send({ memberID: who.ref });
    const answers = await Promise.all([...members, ...members].map(signUp));
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect(count(201)).toBe(200);
    expect(count(409)).toBe(200);
    expect(
      answers.every((a) => a.status === 201 || a.body.message === 'Member is already in attendance'),
    ).toBe(true);
    const stored = await h.db.query(
      'SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS d FROM events.attendance WHERE account_id = $1 AND event_id = $2',
      ['md001', id],
    );
    expect(stored.rows[0]).toEqual({ n: 200, d: 200 });
    const items = await h.db.query(
      `SELECT count(*)::int AS n FROM events.audit_log WHERE event_id = $1 AND type = 'Add'`,
      [id],
    );
    expect(items.rows[0].n).toBe(200);
  }, 60_000);
});
