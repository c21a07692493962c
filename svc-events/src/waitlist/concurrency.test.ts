// Service test: the waitlist under load (with "200 concurrent sign-ups for one
// event"): 200 members signing up at once for 20 places leave exactly 20 committed and 180 waiting
// with positions 1..180; then 20 committed members cancelling while 30 more sign up, all at once,
// still leave exactly 20 committed (the earliest 20 waiting promoted, each once) and nobody lost.
// The per-event lock (src/waitlist/waitlistRepository.ts lockPlaces) decides, not the timing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import type { AttendanceChange } from '../attendance/attendanceListeners.ts';
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
const promoted: number[] = [];
beforeAll(async () => {
  h = await createEventsHarness({
    attendanceListeners: [
      async (change: AttendanceChange) => {
        if (change.kind === 'promoted') promoted.push(...change.records.map((r) => Number(r.memberID.id)));
      },
    ],
  });
  server = createServer(h.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

const counts = async (id: number) =>
  (
    await h.db.query(
      `SELECT count(*) FILTER (WHERE status = 'COMMITTEDATTENDED' AND waitlisted_at IS NULL)::int AS committed,
              count(*) FILTER (WHERE waitlisted_at IS NOT NULL)::int AS waiting,
              count(*)::int AS records
         FROM events.attendance WHERE account_id = 'md001' AND event_id = $1`,
      [id],
    )
  ).rows[0];

describe('the waitlist never over-fills, whatever arrives at once', () => {
  it('200 sign-ups for 20 places, then 20 cancels with 30 sign-ups at once: 20 committed each time, earliest promoted', async () => {
    const id = await h.seed(
      validContent(Date.now() + 86_400_000, { status: 'CONFIRMED', desiredNumberOfParticipants: 20 }),
    );
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const member = (i: number): Viewer => ({ ref: nhq(560000 + i), name: ['Cadet', String(i)] });
    const send = (method: 'post' | 'put', who: Viewer, body: object) =>
      request(base)
        [method](`/api/events/${id}/attendance`)
        .set(CONTEXT_HEADER, signContext(contextFor(who), SECRET))
        .set('x-csrf-token', tokenFor(who))
        .send({ memberID: who.ref, ...body });

    const first = await Promise.all(Array.from({ length: 200 }, (_, i) => send('post', member(i), {})));
    expect(first.every((a) => a.status === 201)).toBe(true);
    expect(await counts(id)).toEqual({ committed: 20, waiting: 180, records: 200 });
    const positions = first.flatMap((a) => (a.body.waitlisted ? [a.body.waitlistPosition as number] : []));
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    const committed = first.filter((a) => !a.body.waitlisted).map((a) => a.body.memberID.id as number);
    const byPosition = first
      .filter((a) => a.body.waitlisted)
      .sort((x, y) => x.body.waitlistPosition - y.body.waitlistPosition)
      .map((a) => a.body.memberID.id as number);

    const cancels = committed.map((n) => send('put', member(n - 560000), { status: 'NOTPLANNINGTOATTEND' }));
    const more = Array.from({ length: 30 }, (_, i) => send('post', member(200 + i), {}));
    const second = await Promise.all([...cancels, ...more]);
    expect(second.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
    expect(await counts(id)).toEqual({ committed: 20, waiting: 190, records: 230 });
    // the 20 earliest waiting took the places, each promoted once, and nobody who signed up later
    expect(promoted.sort()).toEqual(byPosition.slice(0, 20).sort());
    expect(second.slice(20).every((a) => a.body.waitlisted === true)).toBe(true);
  }, 120_000);
});
