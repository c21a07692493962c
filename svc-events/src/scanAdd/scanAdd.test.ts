// Events §7 scan mode against svc-events (real PostgreSQL): platform §3 "Only Regular (and ScanAdd
// for scan-add calls) counts as signed in". A ScanAdd session bound to an event (svc-identity's
// POST /api/member/session/scanadd puts session.scanAddEventID in the context) adds attendance to
// that event as its member, and is anonymous for everything else.
import { CONTEXT_HEADER, csrfTokenFor, signContext } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  createEventsHarness,
  FULL,
  PLAIN,
  SECRET,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

const FUTURE = Date.now() + 10 * 86_400_000;
let h: EventsHarness;
let event: number;
let other: number;

beforeAll(async () => {
  h = await createEventsHarness();
  event = await h.seed(validContent(FUTURE, { status: 'CONFIRMED' }));
  other = await h.seed(validContent(FUTURE, { status: 'CONFIRMED' }));
});
afterAll(() => h?.close());

/** The gateway's context for `who` in a scan-mode session bound to `scanAddEventID`. */
function scanMode(who: Viewer, scanAddEventID: number) {
  const base = contextFor(who);
  const context = { ...base, session: { ...base.session!, type: 'ScanAdd' as const, scanAddEventID } };
  const token = csrfTokenFor({ sessionID: context.session.id, accountID: context.accountID }, SECRET);
  return {
    call: (method: 'get' | 'post', url: string, withToken = true) => {
      const test = request(h.app)[method](url).set(CONTEXT_HEADER, signContext(context, SECRET));
      return withToken ? test.set('x-csrf-token', token) : test;
    },
  };
}

const add = (member = PLAIN.ref) => ({ memberID: member, shiftTime: null });

describe('events §7 scan mode in svc-events (ScanAdd sessions count as signed in for scan-add calls only)', () => {
  it('a ScanAdd session of a full manager adds a member to its own event (201, the record)', async () => {
    const res = await scanMode(FULL, event).call('post', `/api/events/${event}/attendance`).send(add());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ memberID: PLAIN.ref, status: 'COMMITTEDATTENDED' });
    // one record per member: a second scan of the same card is refused with the §5 words
    const again = await scanMode(FULL, event).call('post', `/api/events/${event}/attendance`).send(add());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Member is already in attendance');
  });

  it("the same session adding to another event: 401 'Cannot sign up without being signed in'", async () => {
    const res = await scanMode(FULL, event).call('post', `/api/events/${other}/attendance`).send(add());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Cannot sign up without being signed in');
  });

  it('any other call of a ScanAdd session is anonymous (reading the attendance list: 401)', async () => {
    const res = await scanMode(FULL, event).call('get', `/api/events/${event}/attendance`, false);
    expect(res.status).toBe(401);
  });

  it('the CSRF token is still required (403 without it)', async () => {
    const res = await scanMode(FULL, event)
      .call('post', `/api/events/${event}/attendance`, false)
      .send(add());
    expect(res.status).toBe(403);
  });

  it('scan mode gives no more rights than the member has: a plain member cannot add someone else (403)', async () => {
    const res = await scanMode(PLAIN, other)
      .call('post', `/api/events/${other}/attendance`)
      .send(add(FULL.ref));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
  });
});
