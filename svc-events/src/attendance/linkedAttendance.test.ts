// Service tests: "Linked events: attendance of a linked event is stored at the source
// event; modify and delete from either host reach the same record". Source md001, linked into
// md000 (the wing); the wing's member signs up on the wing's host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@portal/contracts/server';
import { insertLinkedEvent } from '../links/linkRepository.ts';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  PLAIN,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

const FUTURE = Date.now() + 10 * 86_400_000;
/** A plain member of the wing (md000), signed in on the wing's host. */
const WING_MEMBER: Viewer = { ref: nhq(520040), accountID: 'md000', name: ['Wendy', 'Wing'] };
/** The same member as seen on the source's host (md001). */
const WING_MEMBER_AT_SOURCE: Viewer = { ...WING_MEMBER, accountID: 'md001' };
/** The wing's event manager, who linked the event (the LINKED event's author: FULL for it). */
const WING_LINKER: Viewer = { ref: nhq(520041), accountID: 'md000', name: ['Lin', 'Linker'] };

let h: EventsHarness;
let source = 0;
let linked = 0;
beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md000', [directoryEntry(WING_MEMBER.ref, 'C/SSgt Wendy Wing')]);
  h = await createEventsHarness({ memberContacts: directoryMemberContacts(directory) });
  source = await h.seed(validContent(FUTURE, { status: 'CONFIRMED' }));
  linked = (
    await inTransaction(h.db, (client) =>
      insertLinkedEvent(client, {
        source: { accountID: 'md001', id: source },
        sourceAccountName: 'Squadron 1',
        targetAccountID: 'md000',
        targetAccountName: 'Maryland Wing',
        linker: WING_LINKER.ref,
        linkerName: 'Lin Linker',
      }),
    )
  ).id;
});
afterAll(() => h?.close());

const url = (id: number) => `/api/events/${id}/attendance`;
const stored = async () =>
  (
    await h.db.query(
      `SELECT account_id, event_id, member_id, status, source_account_id, source_event_id
         FROM events.attendance ORDER BY member_id`,
    )
  ).rows;

describe('"attendance of a linked event is stored at the source event"', () => {
  it("a sign-up on the linked event's host is stored at the source, with sourceAccountID/sourceEventID naming it", async () => {
    const res = await h.call('post', url(linked), WING_MEMBER).send({ memberID: WING_MEMBER.ref });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      memberName: 'C/SSgt Wendy Wing',
      sourceAccountID: 'md001',
      sourceEventID: source,
    });
    expect(await stored()).toEqual([
      {
        account_id: 'md001',
        event_id: source,
        member_id: '520040',
        status: 'COMMITTEDATTENDED',
        source_account_id: 'md001',
        source_event_id: source,
      },
    ]);
    // the Add item is in the source event's audit log
    const items = await h.db.query(`SELECT account_id, event_id FROM events.audit_log WHERE type = 'Add'`);
    expect(items.rows).toEqual([{ account_id: 'md001', event_id: source }]);
  });

  it('both hosts list the same record, in GET attendance and in the viewer', async () => {
    const fromSource = await h.call('get', url(source), FULL);
    const fromTarget = await h.call('get', url(linked), WING_MEMBER);
    expect(fromSource.body).toEqual(fromTarget.body);
    expect(fromTarget.body.map((r: { memberID: unknown }) => r.memberID)).toEqual([WING_MEMBER.ref]);
    const viewer = await h.call('get', `/api/events/${linked}/viewer`, WING_MEMBER);
    expect(viewer.body.attendees.map((a: { record: { memberID: unknown } }) => a.record.memberID)).toEqual([
      WING_MEMBER.ref,
    ]);
    expect(viewer.body.linkedEvents).toEqual([]);
  });

  it('one record per member whichever host: signing up again on the source host is 409', async () => {
    const res = await h.call('post', url(source), WING_MEMBER_AT_SOURCE).send({ memberID: WING_MEMBER.ref });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Member is already in attendance');
  });

  it('"modify ... from either host reach the same record": the member edits on the source host, then on the target host', async () => {
    const atSource = await h
      .call('put', url(source), WING_MEMBER_AT_SOURCE)
      .send({ memberID: WING_MEMBER.ref, comments: 'via source' });
    expect(atSource.status, JSON.stringify(atSource.body)).toBe(200);
    const atTarget = await h
      .call('put', url(linked), WING_MEMBER)
      .send({ memberID: WING_MEMBER.ref, status: 'NOTPLANNINGTOATTEND' });
    expect(atTarget.body).toMatchObject({ comments: 'via source', status: 'NOTPLANNINGTOATTEND' });
    expect((await stored()).map((r) => r.status)).toEqual(['NOTPLANNINGTOATTEND']);
  });

  it('a plain member of the source may not edit it from the source host (403)', async () => {
    const res = await h.call('put', url(source), PLAIN).send({ memberID: WING_MEMBER.ref, status: 'NOSHOW' });
    expect(res.status).toBe(403);
  });

  it('"delete from either host": the linker (FULL for the linked event) removes it on the target host', async () => {
    const res = await h.call('delete', url(linked), WING_LINKER).send({ member: WING_MEMBER.ref });
    expect(res.status).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await h.call('get', url(source), FULL)).body).toEqual([]);
  });

  it('a manager of the source removes a record made on the target host', async () => {
    expect((await h.call('post', url(linked), WING_MEMBER).send({ memberID: WING_MEMBER.ref })).status).toBe(
      201,
    );
    expect((await h.call('delete', url(source), FULL).send({ member: WING_MEMBER.ref })).status).toBe(204);
    expect(await stored()).toEqual([]);
  });
});
