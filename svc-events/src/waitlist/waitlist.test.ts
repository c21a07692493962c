// Service tests (real PostgreSQL) of the waitlist (beyond the spec: "a waitlist once
// desiredNumberOfParticipants committed members are reached (the next member is promoted and told
// when a place frees up)"): a member's own sign-up waits on a full event; a freed place (delete,
// status change) promotes the earliest waiting member in the same transaction, audited, and the
// listeners hear 'promoted'; managers' adds never wait; a linked event's waitlist lives at its source.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '@portal/contracts/server';
import type { AttendanceChange } from '../attendance/attendanceListeners.ts';
import { insertLinkedEvent } from '../links/linkRepository.ts';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';

const FUTURE = Date.now() + 10 * 86_400_000;
const cadet = (n: number): Viewer => ({ ref: nhq(530000 + n), name: ['Cadet', `N${n}`] });
const [A, B, C, D, E] = [1, 2, 3, 4, 5].map(cadet) as [Viewer, Viewer, Viewer, Viewer, Viewer];
const WING_MEMBER: Viewer = { ref: nhq(530040), accountID: 'md000', name: ['Wendy', 'Wing'] };

let h: EventsHarness;
const heard: AttendanceChange[] = [];
beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    ...[A, B, C, D, E].map((v) => directoryEntry(v.ref, `C/Amn ${(v.name ?? []).join(' ')}`)),
  ]);
  directory.set('md000', [directoryEntry(WING_MEMBER.ref, 'C/SSgt Wendy Wing')]);
  h = await createEventsHarness({
    memberContacts: directoryMemberContacts(directory),
    attendanceListeners: [async (change) => void heard.push(change)],
  });
});
afterAll(() => h?.close());
beforeEach(() => void heard.splice(0));

const seed = (desired: number | null) =>
  h.seed(validContent(FUTURE, { status: 'CONFIRMED', desiredNumberOfParticipants: desired }));
const url = (id: number) => `/api/events/${id}/attendance`;
const signUp = (id: number, who: Viewer, status = 'COMMITTEDATTENDED') =>
  h.call('post', url(id), who).send({ memberID: who.ref, status });
const add = (id: number, by: Who, who: Viewer) => h.call('post', url(id), by).send({ memberID: who.ref });
const modify = (id: number, by: Who, who: Viewer, body: object) =>
  h.call('put', url(id), by).send({ memberID: who.ref, ...body });
const remove = (id: number, who: Viewer) => h.call('delete', url(id), FULL).send({ member: who.ref });
/** member number -> 'committed' | 'waiting n' | status, from GET attendance. */
async function places(id: number, by: Who = FULL): Promise<Record<number, string>> {
  const res = await h.call('get', url(id), by);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (
      res.body as { memberID: { id: number }; status: string; waitlistPosition?: number; waitlisted?: true }[]
    ).map((r) => [
      r.memberID.id,
      r.waitlisted
        ? `waiting ${r.waitlistPosition}`
        : r.status === 'COMMITTEDATTENDED'
          ? 'committed'
          : r.status,
    ]),
  );
}
const promotedHeard = () =>
  heard.filter((c) => c.kind === 'promoted').flatMap((c) => c.records.map((r) => r.memberID.id));

/** Event with desired 2: A and B committed, C and D waiting (1, 2). */
async function fullEvent(): Promise<number> {
  const id = await seed(2);
  for (const who of [A, B, C, D]) expect((await signUp(id, who)).status).toBe(201);
  return id;
}

describe('own sign-up on a full event joins the waitlist', () => {
  it('desired 2: the first two are committed, the next wait with positions 1 and 2 (answer, GET, viewer)', async () => {
    const id = await seed(2);
    const first = await signUp(id, A);
    expect(first.body.waitlisted).toBeUndefined();
    expect((await signUp(id, B)).body.waitlisted).toBeUndefined();
    const third = await signUp(id, C);
    expect(third.status).toBe(201);
    expect(third.body).toMatchObject({ status: 'COMMITTEDATTENDED', waitlisted: true, waitlistPosition: 1 });
    expect((await signUp(id, D)).body).toMatchObject({ waitlisted: true, waitlistPosition: 2 });
    expect(await places(id)).toEqual({
      530001: 'committed',
      530002: 'committed',
      530003: 'waiting 1',
      530004: 'waiting 2',
    });
    const viewer = await h.call('get', `/api/events/${id}/viewer`, A);
    const attendees = viewer.body.attendees as {
      record: { memberID: { id: number }; waitlistPosition?: number };
    }[];
    expect(attendees.map((a) => [a.record.memberID.id, a.record.waitlistPosition ?? null])).toEqual([
      [530001, null],
      [530002, null],
      [530003, 1],
      [530004, 2],
    ]);
    // the Add audit item shows the record as stored, waiting
    const items = await h.db.query(
      `SELECT object_data FROM events.audit_log WHERE event_id = $1 AND type = 'Add' ORDER BY seq`,
      [id],
    );
    expect(items.rows.map((r) => r.object_data.attendanceRecord.waitlisted ?? false)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("'I will NOT attend' on a full event does not wait; no limit (desired null or 0) never waits", async () => {
    const id = await fullEvent();
    expect((await signUp(id, E, 'NOTPLANNINGTOATTEND')).body.waitlisted).toBeUndefined();
    for (const desired of [null, 0]) {
      const open = await seed(desired);
      for (const who of [A, B, C]) expect((await signUp(open, who)).body.waitlisted).toBeUndefined();
    }
  });

  it("managers decide: a manager's add and bulk add on a full event take a place (over the desired number)", async () => {
    const id = await fullEvent();
    expect((await add(id, FULL, E)).body.waitlisted).toBeUndefined();
    const bulk = await h.call('post', `${url(id)}/bulk`, FULL).send({ members: [{ memberID: FULL.ref }] });
    expect(bulk.status).toBe(201);
    expect(bulk.body.added[0].waitlisted).toBeUndefined();
    expect(await places(id)).toMatchObject({ 530003: 'waiting 1', 530004: 'waiting 2', 530005: 'committed' });
    // four committed for two places: a leaving committed member frees no place
    expect((await modify(id, A, A, { status: 'NOTPLANNINGTOATTEND' })).status).toBe(200);
    expect(await places(id)).toMatchObject({ 530003: 'waiting 1', 530004: 'waiting 2' });
    expect(promotedHeard()).toEqual([]);
  });
});

describe('a freed place promotes the earliest waiting member, in the same transaction', () => {
  it("a committed member's change to 'not attending' promotes position 1; the rest move up; audited; listeners hear 'promoted'", async () => {
    const id = await fullEvent();
    const res = await modify(id, A, A, { status: 'NOTPLANNINGTOATTEND' });
    expect(res.status).toBe(200);
    expect(await places(id)).toEqual({
      530001: 'NOTPLANNINGTOATTEND',
      530002: 'committed',
      530003: 'committed',
      530004: 'waiting 1',
    });
    expect(promotedHeard()).toEqual([530003]);
    const promoted = heard.find((c) => c.kind === 'promoted')!;
    expect(promoted.by).toEqual(A.ref);
    expect(promoted.records[0]!.waitlisted).toBeUndefined();
    const audit = await h.db.query(
      `SELECT actor_name, changes FROM events.audit_log WHERE event_id = $1 AND type = 'Modify' ORDER BY seq`,
      [id],
    );
    expect(audit.rows.at(-1)).toEqual({
      actor_name: 'Cadet N1',
      changes: { 'attendance.CAPNHQMember-530003.waitlisted': { oldValue: true, newValue: false } },
    });
  });

  it('a manager deleting a committed record promotes position 1', async () => {
    const id = await fullEvent();
    expect((await remove(id, B)).status).toBe(204);
    expect(await places(id)).toEqual({ 530001: 'committed', 530003: 'committed', 530004: 'waiting 1' });
    expect(promotedHeard()).toEqual([530003]);
  });

  it('RESCINDEDCOMMITMENTTOATTEND or NOSHOW by a manager frees the place too', async () => {
    const id = await fullEvent();
    expect((await modify(id, FULL, A, { status: 'RESCINDEDCOMMITMENTTOATTEND' })).status).toBe(200);
    expect((await modify(id, FULL, B, { status: 'NOSHOW' })).status).toBe(200);
    expect(await places(id)).toMatchObject({ 530003: 'committed', 530004: 'committed' });
    expect(promotedHeard()).toEqual([530003, 530004]);
  });

  it('deleting a waiting record or its change to not attending frees no place: nobody promoted, positions close up', async () => {
    const id = await fullEvent();
    expect((await signUp(id, E)).body.waitlistPosition).toBe(3);
    expect((await modify(id, C, C, { status: 'NOTPLANNINGTOATTEND' })).body.waitlisted).toBeUndefined();
    expect((await remove(id, D)).status).toBe(204);
    expect(await places(id)).toEqual({
      530001: 'committed',
      530002: 'committed',
      530003: 'NOTPLANNINGTOATTEND',
      530005: 'waiting 1',
    });
    expect(promotedHeard()).toEqual([]);
  });

  it('a waiting member editing comments keeps their place; changing back to attending on a full event waits at the end', async () => {
    const id = await fullEvent();
    const edit = await modify(id, C, C, { comments: 'Bringing my own headset' });
    expect(edit.body).toMatchObject({
      waitlisted: true,
      waitlistPosition: 1,
      comments: 'Bringing my own headset',
    });
    expect((await modify(id, C, C, { status: 'NOTPLANNINGTOATTEND' })).status).toBe(200);
    const back = await modify(id, C, C, { status: 'COMMITTEDATTENDED' });
    expect(back.body).toMatchObject({ waitlisted: true, waitlistPosition: 2 });
    expect(await places(id)).toMatchObject({ 530003: 'waiting 2', 530004: 'waiting 1' });
  });

  it('a raised desired number: the next write promotes the waiting, earliest first, and a new sign-up does not overtake them', async () => {
    const id = await seed(1);
    for (const who of [A, B, C]) await signUp(id, who);
    await h.db.query(
      `UPDATE events.events SET details = jsonb_set(details, '{desiredNumberOfParticipants}', '3') WHERE id = $1`,
      [id],
    );
    const late = await signUp(id, D);
    expect(late.body.waitlisted).toBe(true);
    expect(late.body.waitlistPosition).toBe(1);
    expect(await places(id)).toEqual({
      530001: 'committed',
      530002: 'committed',
      530003: 'committed',
      530004: 'waiting 1',
    });
    expect(promotedHeard()).toEqual([530002, 530003]);
  });
});

describe('an event edit raising desiredNumberOfParticipants promotes at once; lowering it demotes nobody', () => {
  it("PUT /api/events/{id} 2 -> 3: position 1 promoted in the edit, audited, listeners hear 'promoted' by the manager", async () => {
    const id = await fullEvent();
    const raise = await h.call('put', `/api/events/${id}`, FULL).send({ desiredNumberOfParticipants: 3 });
    expect(raise.status, JSON.stringify(raise.body)).toBe(200);
    expect(await places(id)).toMatchObject({ 530003: 'committed', 530004: 'waiting 1' });
    const promoted = heard.filter((c) => c.kind === 'promoted');
    expect(promoted.map((c) => [c.by, c.records.map((r) => r.memberID.id)])).toEqual([[FULL.ref, [530003]]]);
    const audit = await h.db.query(
      `SELECT changes FROM events.audit_log WHERE event_id = $1 AND type = 'Modify' ORDER BY seq DESC LIMIT 1`,
      [id],
    );
    expect(Object.keys(audit.rows[0].changes)).toEqual(['attendance.CAPNHQMember-530003.waitlisted']);
    // no limit at all: everyone waiting takes a place
    expect(
      (await h.call('put', `/api/events/${id}`, FULL).send({ desiredNumberOfParticipants: null })).status,
    ).toBe(200);
    expect(await places(id)).toMatchObject({ 530004: 'committed' });
  });

  it('PUT 2 -> 1: the two committed keep their places, nobody is promoted, the next own sign-up waits', async () => {
    const id = await fullEvent();
    expect(
      (await h.call('put', `/api/events/${id}`, FULL).send({ desiredNumberOfParticipants: 1 })).status,
    ).toBe(200);
    expect(await places(id)).toEqual({
      530001: 'committed',
      530002: 'committed',
      530003: 'waiting 1',
      530004: 'waiting 2',
    });
    expect((await modify(id, A, A, { status: 'NOTPLANNINGTOATTEND' })).status).toBe(200);
    expect(await places(id)).toMatchObject({ 530003: 'waiting 1', 530004: 'waiting 2' });
    expect(promotedHeard()).toEqual([]);
  });
});

describe("the personal calendar feed: a waiting member's event shows once they hold a place", () => {
  it('waiting: not in the feed; promoted: in it', async () => {
    const id = await h.seed(
      validContent(FUTURE, {
        status: 'CONFIRMED',
        desiredNumberOfParticipants: 1,
        name: 'Waitlist feed test',
      }),
    );
    await signUp(id, A);
    expect((await signUp(id, B)).body.waitlisted).toBe(true);
    const links = await h.call('get', '/api/calendar/feed', B);
    const path = new URL(links.body.personalUrl).pathname;
    const feed = async () => (await h.call('get', path, 'anonymous')).text;
    expect(await feed()).not.toContain('SUMMARY:Waitlist feed test');
    expect((await remove(id, A)).status).toBe(204);
    expect(await feed()).toContain('SUMMARY:Waitlist feed test');
  });
});

describe("linked events: the waitlist is the source event's", () => {
  it("a wing member's sign-up on the LINKED event waits at the source; a delete on the source host promotes them", async () => {
    const source = await seed(1);
    const linked = (
      await inTransaction(h.db, (client) =>
        insertLinkedEvent(client, {
          source: { accountID: 'md001', id: source },
          sourceAccountName: 'Squadron 1',
          targetAccountID: 'md000',
          targetAccountName: 'Maryland Wing',
          linker: FULL.ref,
          linkerName: 'Full',
        }),
      )
    ).id;
    expect((await signUp(source, A)).body.waitlisted).toBeUndefined();
    const wing = await signUp(linked, WING_MEMBER);
    expect(wing.status).toBe(201);
    expect(wing.body).toMatchObject({ waitlisted: true, waitlistPosition: 1, sourceAccountID: 'md001' });
    const stored = await h.db.query(
      'SELECT account_id, event_id, waitlisted_at IS NOT NULL AS waiting FROM events.attendance WHERE member_id = $1',
      ['530040'],
    );
    expect(stored.rows).toEqual([{ account_id: 'md001', event_id: source, waiting: true }]);
    expect((await remove(source, A)).status).toBe(204);
    expect(await places(source)).toEqual({ 530040: 'committed' });
    expect(promotedHeard()).toEqual([530040]);
  });
});
