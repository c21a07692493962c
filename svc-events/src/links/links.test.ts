// Service tests (real PostgreSQL, fresh database) of linking events across accounts (events spec
// §6 "Link event", §7 POST /events/{eventid}/link/{targetaccount}, §3 Viewer data and Link result).
// svc-identity's member-accounts answer is data (testing.ts), read through the real client.
import { EVENT_LINK_MESSAGES as M, EVENT_MESSAGES, type MemberAccount } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR,
  createEventsHarness,
  FULL,
  nhq,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';
import { directoryMemberAccounts, memberKey, membership } from './testing.ts';

const DAY = 86_400_000;
const NOW = Date.now();
const MEET = NOW + 10 * DAY;

/** FULL in md001; in the wing FULL, in md002 NONE, in md003 a FULL duty position (Activities Officer). */
const FULL_ACCOUNTS: MemberAccount[] = [
  membership('md001', { ManageEvent: 'FULL' }),
  membership('md000', { ManageEvent: 'FULL' }),
  membership('md002', { ManageEvent: 'NONE' }),
  membership('md003', {}, [
    { duty: 'Activities Officer', date: 0, expires: null, type: 'NHQ', orgid: 3, assistant: false },
  ]),
];
/** The same member signed in at the wing (their permissions there: FULL). */
const FULL_AT_WING: Viewer = { ...FULL, accountID: 'md000' };
/** A plain member of the wing. */
const WING_MEMBER: Viewer = { ref: nhq(520020), accountID: 'md000', name: ['Wendy', 'Wing'] };

let h: EventsHarness;
const identityCalls: string[] = [];
beforeAll(async () => {
  const directory = new Map<string, MemberAccount[]>([
    [memberKey(FULL.ref), FULL_ACCOUNTS],
    // PLAIN manages events in the wing, but not in md001 where the events are
    [memberKey(PLAIN.ref), [membership('md001'), membership('md000', { ManageEvent: 'FULL' })]],
    [memberKey(WING_MEMBER.ref), [membership('md000')]],
  ]);
  h = await createEventsHarness({ memberAccounts: directoryMemberAccounts(directory, identityCalls) });
});
afterAll(() => h?.close());

const source = (name: string, overrides = {}) =>
  h.seed(validContent(MEET, { name, status: 'CONFIRMED', ...overrides }), AUTHOR, 'md001');
const link = (id: number, target: string, who: Who = FULL) =>
  h.call('post', `/api/events/${id}/link/${target}`, who).send({});
const linkable = async (id: number, who: Who = FULL) => {
  const res = await h.call('get', `/api/events/${id}/linkable`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; name: string }[];
};
const auditOf = async (accountID: string, id: number) =>
  (
    await h.db.query(
      'SELECT type, actor, actor_name FROM events.audit_log WHERE account_id = $1 AND event_id = $2 ORDER BY seq',
      [accountID, id],
    )
  ).rows;

describe('GET /api/events/{id}/linkable', () => {
  it('"linkable accounts (those where the member may manage events, by that account\'s own permissions)": md000 (FULL there) and md003 (a duty there), not md002 (NONE there), not its own', async () => {
    const id = await source('Linkable list');
    expect(await linkable(id)).toEqual([
      { id: 'md000', name: 'Maryland Wing' },
      { id: 'md003', name: 'Senior Squadron 3' },
    ]);
  });

  it('"and not already linked": an account the event is linked into is no longer offered', async () => {
    const id = await source('Already linked');
    expect((await link(id, 'md000')).status).toBe(201);
    expect(await linkable(id)).toEqual([{ id: 'md003', name: 'Senior Squadron 3' }]);
  });

  it('"needs non-NONE permission": a member with NONE on the event (FULL in the wing) and anonymous get none', async () => {
    const id = await source('No permission list');
    const before = identityCalls.length;
    expect(await linkable(id, PLAIN)).toEqual([]);
    expect(await linkable(id, 'anonymous')).toEqual([]);
    expect(identityCalls.length).toBe(before); // nothing to ask svc-identity
  });

  it("one svc-identity call per request, in the context of the event's own account", async () => {
    const id = await source('One call');
    const before = identityCalls.length;
    await linkable(id);
    expect(identityCalls.slice(before)).toEqual([`md001 ${memberKey(FULL.ref)}`]);
  });
});

describe('POST /api/events/{eventid}/link/{targetaccount}', () => {
  it("creates a LINKED event in the target with the target's next number, an Add audit item there, and answers §3 Link result {id, accountID}", async () => {
    const wingOwn = await h.seed(validContent(MEET, { name: 'Wing own event' }), AUTHOR, 'md000');
    const id = await source('Link me');
    const res = await link(id, 'md000');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), accountID: 'md000' });
    expect(res.body.id).toBeGreaterThan(wingOwn);
    const row = (
      await h.db.query('SELECT * FROM events.events WHERE account_id = $1 AND id = $2', [
        'md000',
        res.body.id,
      ])
    ).rows[0];
    expect(row).toMatchObject({
      type: 'LINKED',
      target_account_id: 'md001',
      target_event_id: id,
      created_by: FULL.ref,
      account_name: 'Maryland Wing',
      target_account_name: 'Composite Squadron 1',
    });
    expect(await auditOf('md000', res.body.id)).toEqual([
      { type: 'Add', actor: FULL.ref, actor_name: 'Fran Full' },
    ]);
  });

  it.each<[string, string, number, string]>([
    ['NONE in the target account', 'md002', 403, M.noPermissionInTarget],
    ['an account the member is not in', 'md042', 403, M.noPermissionInTarget],
    ['its own account', 'md001', 400, M.ownAccount],
    ['a malformed account id', 'no-such!', 404, M.invalidAccount],
  ])('"target must be linkable": %s is refused', async (_case, target, status, message) => {
    const id = await source(`Refused ${target}`);
    const res = await link(id, target);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('"and not already linked": linking twice into one account is 409', async () => {
    const id = await source('Twice');
    expect((await link(id, 'md003')).status).toBe(201);
    const again = await link(id, 'md003');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyLinked);
  });

  it('"a LINKED event cannot be linked further": 400, and it offers no linkable accounts', async () => {
    const id = await source('Chain');
    const linked = (await link(id, 'md000')).body.id as number;
    expect(await linkable(linked, FULL_AT_WING)).toEqual([]);
    const res = await link(linked, 'md003', FULL_AT_WING);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.linkedCannotBeLinked);
  });

  it('anonymous 401; no CSRF token 403; NONE on the event 403 "You do not have permission to do that"', async () => {
    const id = await source('Guarded');
    expect((await link(id, 'md000', 'anonymous')).status).toBe(401);
    const noToken = await h.call('post', `/api/events/${id}/link/md000`, FULL, { token: null }).send({});
    expect(noToken.status).toBe(403);
    const plain = await link(id, 'md000', PLAIN);
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe('You do not have permission to do that');
  });

  it('"another account\'s events only through links": a manager of md002 cannot link md001\'s event (404)', async () => {
    const id = await source('Elsewhere');
    const res = await link(id, 'md000', OTHER_ACCOUNT_FULL);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(EVENT_MESSAGES.eventNotFound);
  });
});

describe('"A linked event reads its content from the source and follows its changes"', () => {
  let sourceID = 0;
  let linkedID = 0;
  beforeAll(async () => {
    sourceID = await source('Followed', {
      activity: {
        ...validContent(MEET).activity,
        values: validContent(MEET).activity.labels.map((l) => l === 'Recurring Meeting'),
      },
    });
    linkedID = (await link(sourceID, 'md000')).body.id;
    // the source changes after linking
    const moved = {
      name: 'Followed (renamed)',
      meetDateTime: MEET + DAY,
      startDateTime: MEET + DAY + 900_000,
      endDateTime: MEET + DAY + 3_600_000,
      pickupDateTime: MEET + DAY + 7_200_000,
      status: 'TENTATIVE',
    };
    expect((await h.call('put', `/api/events/${sourceID}`, FULL).send(moved)).status).toBe(200);
  });

  it("GET /api/events/{id} in the target: the source's current content under the linked row's own id, account and type LINKED", async () => {
    const res = await h.call('get', `/api/events/${linkedID}`, WING_MEMBER);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: linkedID,
      accountID: 'md000',
      type: 'LINKED',
      targetAccountID: 'md001',
      targetEventID: sourceID,
      name: 'Followed (renamed)',
      status: 'TENTATIVE',
      meetDateTime: MEET + DAY,
      endDateTime: MEET + DAY + 3_600_000,
    });
  });

  it("list, range, upcoming and recurring of the target show it with the source's times", async () => {
    const find = (body: { id: number; name: string; startDateTime: number }[]) =>
      body.find((e) => e.id === linkedID);
    const list = find((await h.call('get', '/api/events', WING_MEMBER)).body);
    expect(list).toMatchObject({ name: 'Followed (renamed)', startDateTime: MEET + DAY + 900_000 });
    // the range of the new times finds it; the range of the old ones (before the move) does not
    const inRange = await h.call(
      'get',
      `/api/events/${MEET + DAY + 1_000_000}/${MEET + DAY + 1_000_100}`,
      WING_MEMBER,
    );
    expect(find(inRange.body)?.name).toBe('Followed (renamed)');
    const oldRange = await h.call('get', `/api/events/${MEET}/${MEET + 2_000_000}`, WING_MEMBER);
    expect(find(oldRange.body)).toBeUndefined();
    expect(find((await h.call('get', '/api/events/upcoming', WING_MEMBER)).body)?.name).toBe(
      'Followed (renamed)',
    );
    const recurring = await h.call('get', '/api/events/recurring', WING_MEMBER);
    expect(recurring.body).toMatchObject({ id: linkedID, name: 'Followed (renamed)' });
  });

  it('viewer data: linkedEvents on the source (id, accountID, name, accountName); sourceAccountName on the linked event', async () => {
    const sourceView = await h.call('get', `/api/events/${sourceID}/viewer`, PLAIN);
    expect(sourceView.body.linkedEvents).toEqual([
      { id: linkedID, accountID: 'md000', name: 'Followed (renamed)', accountName: 'Maryland Wing' },
    ]);
    expect(sourceView.body.sourceAccountName).toBeNull();
    const linkedView = await h.call('get', `/api/events/${linkedID}/viewer`, WING_MEMBER);
    expect(linkedView.body.sourceAccountName).toBe('Composite Squadron 1');
    expect(linkedView.body.linkedEvents).toEqual([]);
    expect(linkedView.body.event.name).toBe('Followed (renamed)');
  });

  it('drafts stay hidden: a DRAFT source is not shown through its link to non-managers of the target', async () => {
    expect((await h.call('put', `/api/events/${sourceID}`, FULL).send({ status: 'DRAFT' })).status).toBe(200);
    expect((await h.call('get', `/api/events/${linkedID}`, WING_MEMBER)).status).toBe(404);
    const ids = (body: { id: number }[]) => body.map((e) => e.id);
    expect(ids((await h.call('get', '/api/events', WING_MEMBER)).body)).not.toContain(linkedID);
    expect((await h.call('get', `/api/events/${linkedID}`, FULL_AT_WING)).status).toBe(200);
    await h.call('put', `/api/events/${sourceID}`, FULL).send({ status: 'CONFIRMED' });
  });

  it('modifying a LINKED event in the target is refused (409): "edit it in its source account"; the source is unchanged', async () => {
    const res = await h.call('put', `/api/events/${linkedID}`, FULL_AT_WING).send({ name: 'Hijack' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.editInSource);
    expect((await h.call('get', `/api/events/${sourceID}`, FULL)).body.name).toBe('Followed (renamed)');
    // a member without permission in the target is refused before that (403)
    expect((await h.call('put', `/api/events/${linkedID}`, WING_MEMBER).send({ name: 'x' })).status).toBe(
      403,
    );
  });
});

describe('deleting', () => {
  it('"deleting the source removes its links (no orphans)": same transaction, a Delete audit item in each target account', async () => {
    const id = await source('Doomed source');
    const inWing = (await link(id, 'md000')).body.id as number;
    const inThree = (await link(id, 'md003')).body.id as number;
    expect((await h.call('delete', `/api/events/${id}`, FULL)).status).toBe(204);
    const left = await h.db.query(
      'SELECT count(*)::int AS n FROM events.events WHERE target_account_id = $1 AND target_event_id = $2',
      ['md001', id],
    );
    expect(left.rows[0].n).toBe(0);
    expect((await auditOf('md000', inWing)).map((a) => a.type)).toEqual(['Add', 'Delete']);
    expect((await auditOf('md003', inThree)).map((a) => a.type)).toEqual(['Add', 'Delete']);
    expect((await h.call('get', `/api/events/${inWing}`, FULL_AT_WING)).status).toBe(404);
  });

  it("the target's managers may delete a linked event there (the source stays); a plain member may not", async () => {
    const id = await source('Unlinked in the wing');
    const linked = (await link(id, 'md000')).body.id as number;
    expect((await h.call('delete', `/api/events/${linked}`, WING_MEMBER)).status).toBe(403);
    expect((await h.call('delete', `/api/events/${linked}`, FULL_AT_WING)).status).toBe(204);
    expect((await auditOf('md000', linked)).map((a) => a.type)).toEqual(['Add', 'Delete']);
    expect((await h.call('get', `/api/events/${id}`, FULL)).status).toBe(200);
    // and it can be linked there again
    expect(await linkable(id)).toContainEqual({ id: 'md000', name: 'Maryland Wing' });
  });

  it('the database itself keeps no orphans: a source row deleted directly takes its links along', async () => {
    const id = await source('Cascade');
    const linked = (await link(id, 'md000')).body.id as number;
    await h.db.query('DELETE FROM events.events WHERE account_id = $1 AND id = $2', ['md001', id]);
    const row = await h.db.query('SELECT 1 FROM events.events WHERE account_id = $1 AND id = $2', [
      'md000',
      linked,
    ]);
    expect(row.rowCount).toBe(0);
  });
});
