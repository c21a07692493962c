// Service tests (real PostgreSQL, fresh database): §7 debrief add and delete for each role, §6
// visibility through the viewer, audit items, a LINKED event's debriefs kept at its source.
import { DEBRIEF_MESSAGES, type DebriefItem } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLinkedEvent } from '../links/linkRepository.ts';
import {
  AUTHOR,
  DRAFTER,
  FULL,
  nhq,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  createEventsHarness,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';

const HOUR = 3_600_000;
const PAST = Date.now() - 48 * HOUR;
const FUTURE = Date.now() + 48 * HOUR;
const OTHER: Viewer = { ref: nhq(520010), name: ['Otto', 'Other'] };
let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness();
});
afterAll(() => h?.close());

const add = (id: number | string, who: Who, body: object, token?: string | null) =>
  h.call('post', `/api/events/${id}/debrief`, who, token === undefined ? {} : { token }).send(body);
const remove = (id: number | string, ts: number | string, who: Who) =>
  h.call('delete', `/api/events/${id}/debrief/${ts}`, who);
const viewerDebriefs = async (id: number, who: Who) => {
  const res = await h.call('get', `/api/events/${id}/viewer`, who);
  expect(res.status).toBe(200);
  return (res.body.event.debrief as DebriefItem[]).map((d) => d.debriefText);
};
const storedDebrief = async (account: string, id: number): Promise<DebriefItem[]> =>
  (await h.db.query('SELECT debrief FROM events.events WHERE account_id = $1 AND id = $2', [account, id]))
    .rows[0].debrief;
const modifyAudits = async (account: string, id: number) =>
  (
    await h.db.query(
      "SELECT actor, changes FROM events.audit_log WHERE account_id = $1 AND event_id = $2 AND type = 'Modify' ORDER BY seq",
      [account, id],
    )
  ).rows;

describe('POST /api/events/{id}/debrief', () => {
  it('§6 "debrief submission (allowed when the pickup time has passed ...)": a member adds one; 201 with the item; audited', async () => {
    const id = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    const res = await add(id, PLAIN, { debriefText: 'Good drill', publicView: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      debriefText: 'Good drill',
      publicView: true,
      memberName: 'Pat Plain',
      memberRef: PLAIN.ref,
    });
    expect(await storedDebrief('md001', id)).toEqual([res.body]);
    const audits = await modifyAudits('md001', id);
    expect(audits).toHaveLength(1);
    expect(audits[0].actor).toEqual(PLAIN.ref);
    expect(audits[0].changes.debrief.newValue).toEqual([res.body]);
  });

  it('§5 "Debrief: default visibility is managers only (publicView false)"', async () => {
    const id = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    const res = await add(id, PLAIN, { debriefText: 'No flag sent' });
    expect(res.status).toBe(201);
    expect(res.body.publicView).toBe(false);
  });

  it('refuses before pickup (403, designed words), nothing stored', async () => {
    const id = await h.seed(validContent(FUTURE, { status: 'CONFIRMED' }));
    const res = await add(id, FULL, { debriefText: 'Too early', publicView: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(DEBRIEF_MESSAGES.notYet);
    expect(await storedDebrief('md001', id)).toEqual([]);
  });

  it('§6 "... or the event is cancelled": allowed before pickup when cancelled', async () => {
    const id = await h.seed(validContent(FUTURE, { status: 'CANCELLED' }));
    expect((await add(id, PLAIN, { debriefText: 'Rained out', publicView: false })).status).toBe(201);
  });

  it('anonymous 401, no CSRF token 403, another account 404, bad body 400 with the words', async () => {
    const id = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    expect((await add(id, 'anonymous', { debriefText: 'x' }, null)).status).toBe(401);
    expect((await add(id, PLAIN, { debriefText: 'x' }, null)).status).toBe(403);
    expect((await add(id, OTHER_ACCOUNT_FULL, { debriefText: 'x' })).status).toBe(404);
    expect((await add('abc', PLAIN, { debriefText: 'x' })).status).toBe(404);
    const empty = await add(id, PLAIN, { debriefText: '  ', publicView: true });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(DEBRIEF_MESSAGES.textRequired);
    expect((await add(id, PLAIN, { debriefText: 'x', publicView: 'yes' })).status).toBe(400);
    expect(await storedDebrief('md001', id)).toEqual([]);
  });

  it('two items in the same millisecond get distinct timestamps (the delete path names one)', async () => {
    const id = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    const [a, b] = await Promise.all([
      add(id, PLAIN, { debriefText: 'one' }),
      add(id, OTHER, { debriefText: 'two' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const stored = await storedDebrief('md001', id);
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((d) => d.timeSubmitted)).size).toBe(2);
  });
});

describe('§6 "Debrief items are hidden from others unless publicView or the viewer\'s own, unless the viewer has FULL"', () => {
  let id: number;
  beforeAll(async () => {
    id = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    await add(id, PLAIN, { debriefText: 'plain public', publicView: true });
    await add(id, PLAIN, { debriefText: 'plain private', publicView: false });
    await add(id, OTHER, { debriefText: 'other private', publicView: false });
  });
  it.each<[string, Who, string[]]>([
    ['anonymous: none (§2 information only)', 'anonymous', []],
    ['the writer: public and their own', PLAIN, ['plain public', 'plain private']],
    ['another member: public and their own', OTHER, ['plain public', 'other private']],
    ['the intermediate level: public only', DRAFTER, ['plain public']],
    ['FULL: all', FULL, ['plain public', 'plain private', 'other private']],
    ['the author (FULL for the event): all', AUTHOR, ['plain public', 'plain private', 'other private']],
  ])('%s', async (_name, who, expected) => {
    expect(await viewerDebriefs(id, who)).toEqual(expected);
  });
});

describe('DELETE /api/events/{id}/debrief/{timestamp}', () => {
  const setUp = async () => {
    const id = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    const pub = (await add(id, PLAIN, { debriefText: 'public', publicView: true })).body as DebriefItem;
    const priv = (await add(id, PLAIN, { debriefText: 'private', publicView: false })).body as DebriefItem;
    return { id, pub, priv };
  };

  it('§6 "Any non-NONE level: ... all debrief items with delete": the intermediate level deletes another\'s private item; 204; audited', async () => {
    const { id, pub, priv } = await setUp();
    const res = await remove(id, priv.timeSubmitted, DRAFTER);
    expect(res.status).toBe(204);
    expect(await storedDebrief('md001', id)).toEqual([pub]);
    const audits = await modifyAudits('md001', id);
    expect(audits.at(-1).actor).toEqual(DRAFTER.ref);
    expect(audits.at(-1).changes.debrief.newValue).toEqual([pub]);
  });

  it('FULL deletes any item', async () => {
    const { id, pub } = await setUp();
    expect((await remove(id, pub.timeSubmitted, FULL)).status).toBe(204);
  });

  it('decision: a member deletes their own item', async () => {
    const { id, priv, pub } = await setUp();
    expect((await remove(id, priv.timeSubmitted, PLAIN)).status).toBe(204);
    expect(await storedDebrief('md001', id)).toEqual([pub]);
  });

  it('another member: 403 on a public item, 404 on a private one they cannot see; nothing removed', async () => {
    const { id, pub, priv } = await setUp();
    const publicRes = await remove(id, pub.timeSubmitted, OTHER);
    expect(publicRes.status).toBe(403);
    expect(publicRes.body.message).toBe(DEBRIEF_MESSAGES.deleteNotAllowed);
    const privateRes = await remove(id, priv.timeSubmitted, OTHER);
    expect(privateRes.status).toBe(404);
    expect(privateRes.body.message).toBe(DEBRIEF_MESSAGES.notFound);
    expect(await storedDebrief('md001', id)).toHaveLength(2);
  });

  it('anonymous 401, another account 404, unknown or malformed timestamp 404', async () => {
    const { id, pub } = await setUp();
    expect((await remove(id, pub.timeSubmitted, 'anonymous')).status).toBe(401);
    expect((await remove(id, pub.timeSubmitted, OTHER_ACCOUNT_FULL)).status).toBe(404);
    expect((await remove(id, pub.timeSubmitted + 999, FULL)).status).toBe(404);
    expect((await remove(id, 'abc', FULL)).status).toBe(404);
    expect(await storedDebrief('md001', id)).toHaveLength(2);
  });
});

describe("a LINKED event's debriefs (decision: kept at the source)", () => {
  it('added from the linked host, stored on the source, seen from both hosts; deleted from the source host', async () => {
    const source = await h.seed(validContent(PAST, { status: 'CONFIRMED' }));
    const linked = await inTransaction(h.db, (client) =>
      insertLinkedEvent(client, {
        source: { accountID: 'md001', id: source },
        sourceAccountName: 'Squadron 1',
        targetAccountID: 'md002',
        targetAccountName: 'Squadron 2',
        linker: OTHER_ACCOUNT_FULL.ref,
        linkerName: 'Fran Full',
      }),
    );
    const MD2_MEMBER: Viewer = { ref: nhq(530001), name: ['Mo', 'Two'], accountID: 'md002' };
    const res = await add(linked.id, MD2_MEMBER, { debriefText: 'from md002', publicView: true });
    expect(res.status).toBe(201);
    expect(await storedDebrief('md001', source)).toEqual([res.body]);
    expect(await viewerDebriefs(source, PLAIN)).toEqual(['from md002']);
    expect(await viewerDebriefs(linked.id, MD2_MEMBER)).toEqual(['from md002']);
    expect((await remove(source, res.body.timeSubmitted, FULL)).status).toBe(204);
    expect(await viewerDebriefs(linked.id, MD2_MEMBER)).toEqual([]);
  });
});
