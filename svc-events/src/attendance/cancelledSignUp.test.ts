// Service tests (real PostgreSQL, fresh database) of the sign-up refusal on a cancelled event
// (the §4 eligibility list is silent on cancellation, decided in
// mfe-events/README.md "Cancelled events"): a member's own sign-up and own-record change are
// refused with 'This event has been cancelled'; attendance managers still keep the records.
import type { EventContent } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

const FUTURE = Date.now() + 10 * 86_400_000;
const CADET: Viewer = { ref: nhq(520040), name: ['Casey', 'Cancel'] };
const CANCELLED = 'This event has been cancelled';

let h: EventsHarness;
beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    directoryEntry(CADET.ref, 'C/Amn Casey Cancel'),
  ]);
  h = await createEventsHarness({ memberContacts: directoryMemberContacts(directory) });
});
afterAll(() => h?.close());

const seed = (overrides: Partial<EventContent> = {}) =>
  h.seed(validContent(FUTURE, { status: 'CONFIRMED', ...overrides }));
const url = (id: number) => `/api/events/${id}/attendance`;
const statuses = async (id: number) =>
  (
    await h.db.query(
      'SELECT member_id, status FROM events.attendance WHERE account_id = $1 AND event_id = $2',
      ['md001', id],
    )
  ).rows;

describe("sign-up on a cancelled event is refused with 'This event has been cancelled'", () => {
  it('a member signing up gets 400 with the message and nothing is written', async () => {
    const id = await seed({ status: 'CANCELLED' });
    const res = await h.call('post', url(id), CADET).send({ memberID: CADET.ref });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CANCELLED);
    expect(await statuses(id)).toEqual([]);
  });

  it('the same event before it was cancelled takes the sign-up (the refusal is the status alone)', async () => {
    const id = await seed({ status: 'CONFIRMED' });
    expect((await h.call('post', url(id), CADET).send({ memberID: CADET.ref })).status).toBe(201);
  });

  it("cancelled comes before 'Member is already in attendance' and refuses a change to the member's own record", async () => {
    const id = await seed();
    expect((await h.call('post', url(id), CADET).send({ memberID: CADET.ref })).status).toBe(201);
    expect((await h.call('put', `/api/events/${id}`, FULL).send({ status: 'CANCELLED' })).status).toBe(200);
    const again = await h.call('post', url(id), CADET).send({ memberID: CADET.ref });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CANCELLED);
    const change = await h
      .call('put', url(id), CADET)
      .send({ memberID: CADET.ref, status: 'NOTPLANNINGTOATTEND' });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(CANCELLED);
    expect(await statuses(id)).toEqual([{ member_id: '520040', status: 'COMMITTEDATTENDED' }]);
  });

  it('an attendance manager still adds and edits records on a cancelled event', async () => {
    const id = await seed({ status: 'CANCELLED' });
    expect((await h.call('post', url(id), FULL).send({ memberID: CADET.ref })).status).toBe(201);
    const edit = await h.call('put', url(id), FULL).send({ memberID: CADET.ref, status: 'NOSHOW' });
    expect(edit.status).toBe(200);
    expect(await statuses(id)).toEqual([{ member_id: '520040', status: 'NOSHOW' }]);
  });
});
