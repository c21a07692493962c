// Service tests (real PostgreSQL, fresh database): create, update (edit, status, move, cancel),
// delete and copy, for each role; audit items written with each change; bad input 400 with §5 words.
import { EVENT_FORM_MESSAGES, EVENT_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR,
  COMMANDER,
  createEventsHarness,
  DRAFTER,
  FULL,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  POC,
  SUPER,
  validContent,
  type EventsHarness,
  type Who,
} from '../testing/harness.ts';

const MEET = Date.UTC(2030, 2, 5, 23, 0);
const DAY = 86_400_000;
let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness();
});
afterAll(() => h?.close());

const auditOf = async (id: number) =>
  (
    await h.db.query('SELECT * FROM events.audit_log WHERE account_id = $1 AND event_id = $2 ORDER BY seq', [
      'md001',
      id,
    ])
  ).rows;
const pocFor = (who: typeof POC) => ({
  type: 'INTERNAL' as const,
  memberReference: who.ref,
  email: 'poc@example.org',
  phone: '3015550100',
  position: 'Project officer',
  publicDisplay: false,
  receiveEventUpdates: true,
  receiveRoster: false,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
});

describe('POST /api/events (create)', () => {
  it('a FULL manager creates a confirmed event: 201, numbered per account, author set, Add audit item', async () => {
    const res = await h.call('post', '/api/events', FULL).send(validContent(MEET, { status: 'CONFIRMED' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      accountID: 'md001',
      status: 'CONFIRMED',
      type: 'REGULAR',
      author: FULL.ref,
    });
    const other = await h.call('post', '/api/events', OTHER_ACCOUNT_FULL).send(validContent(MEET));
    expect(other.body.id).toBe(1); // md002 counts from 1 on its own
    const audit = await auditOf(res.body.id);
    expect(audit.map((a) => a.type)).toEqual(['Add']);
    expect(audit[0].actor).toEqual(FULL.ref);
    expect(audit[0].actor_name).toBe('Fran Full');
  });

  it('a duty-position Commander and a super user hold FULL (§6)', async () => {
    for (const who of [COMMANDER, SUPER]) {
      const res = await h.call('post', '/api/events', who).send(validContent(MEET, { status: 'TENTATIVE' }));
      expect(res.status).toBe(201);
    }
  });

  it('non-full managers may only create drafts (§4): ADDDRAFTEVENTS draft 201, confirmed 403', async () => {
    expect((await h.call('post', '/api/events', DRAFTER).send(validContent(MEET))).status).toBe(201);
    const res = await h
      .call('post', '/api/events', DRAFTER)
      .send(validContent(MEET, { status: 'CONFIRMED' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(EVENT_MESSAGES.noPermission);
  });

  it('a plain member is refused (403) and an anonymous visitor asked to sign in (401)', async () => {
    const plain = await h.call('post', '/api/events', PLAIN).send(validContent(MEET));
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe('You do not have permission to modify this event');
    expect((await h.call('post', '/api/events', 'anonymous').send(validContent(MEET))).status).toBe(401);
  });

  it('refuses a missing CSRF token (403 TOKEN_INVALID) and writes nothing', async () => {
    const before = await h.db.query('SELECT count(*)::int AS n FROM events.events');
    const res = await h.call('post', '/api/events', FULL, { token: null }).send(validContent(MEET));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
    expect((await h.db.query('SELECT count(*)::int AS n FROM events.events')).rows[0].n).toBe(
      before.rows[0].n,
    );
  });

  it.each([
    [{ name: ' ' }, EVENT_FORM_MESSAGES.nameRequired],
    [{ meetLocation: '' }, EVENT_FORM_MESSAGES.meetLocationRequired],
    [{ startDateTime: MEET - 1 }, EVENT_FORM_MESSAGES.startBeforeMeet],
    [{ endDateTime: MEET }, EVENT_FORM_MESSAGES.endBeforeStart],
    [{ transportationProvided: true }, EVENT_FORM_MESSAGES.transportationDescriptionRequired],
    [{ requiredEquipment: ['Boots', ''] }, EVENT_FORM_MESSAGES.itemsEmpty],
  ])('bad input %j: 400 with the §5 words "%s"', async (override, message) => {
    const res = await h.call('post', '/api/events', FULL).send(validContent(MEET, override));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
  });

  it('a body of the wrong shape is a 400, never a 500', async () => {
    const res = await h.call('post', '/api/events', FULL).send({ name: 5 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});

describe('PUT /api/events/{id} (edit, status change, move, cancel)', () => {
  it('the author (a plain member) and an internal POC hold FULL for their event; a plain member does not', async () => {
    const id = await h.seed(
      validContent(MEET, { status: 'CONFIRMED', pointsOfContact: [pocFor(POC)] }),
      AUTHOR,
    );
    expect((await h.call('put', `/api/events/${id}`, AUTHOR).send({ subtitle: 'by author' })).status).toBe(
      200,
    );
    expect((await h.call('put', `/api/events/${id}`, POC).send({ status: 'TENTATIVE' })).status).toBe(200);
    const plain = await h.call('put', `/api/events/${id}`, PLAIN).send({ subtitle: 'x' });
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe(EVENT_MESSAGES.noPermission);
    expect((await h.call('put', `/api/events/${id}`, 'anonymous').send({ subtitle: 'x' })).status).toBe(401);
  });

  it('another account cannot reach the event (404 Could not find event specified); nor can bad ids', async () => {
    const id = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    const res = await h.call('put', `/api/events/${id}`, OTHER_ACCOUNT_FULL).send({ subtitle: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Could not find event specified');
    expect((await h.call('put', '/api/events/abc', FULL).send({ subtitle: 'x' })).status).toBe(404);
  });

  it('status changer: an ADDDRAFTEVENTS manager may edit but not change a status to non-draft (403)', async () => {
    const id = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    expect((await h.call('put', `/api/events/${id}`, DRAFTER).send({ subtitle: 'edited' })).status).toBe(200);
    expect((await h.call('put', `/api/events/${id}`, DRAFTER).send({ status: 'CANCELLED' })).status).toBe(
      403,
    );
    const full = await h.call('put', `/api/events/${id}`, FULL).send({ status: 'CANCELLED' });
    expect(full.status).toBe(200);
    expect(full.body.status).toBe('CANCELLED');
  });

  it('move: all four times shift by one delta; the Modify audit item names each field old and new', async () => {
    const content = validContent(MEET);
    const id = await h.seed(content);
    const moved = {
      meetDateTime: content.meetDateTime + 7 * DAY,
      startDateTime: content.startDateTime + 7 * DAY,
      endDateTime: content.endDateTime + 7 * DAY,
      pickupDateTime: content.pickupDateTime + 7 * DAY,
    };
    const res = await h.call('put', `/api/events/${id}`, FULL).send(moved);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(moved);
    const [item] = await auditOf(id);
    expect(item.type).toBe('Modify');
    expect(item.changes).toEqual({
      meetDateTime: { oldValue: content.meetDateTime, newValue: moved.meetDateTime },
      startDateTime: { oldValue: content.startDateTime, newValue: moved.startDateTime },
      endDateTime: { oldValue: content.endDateTime, newValue: moved.endDateTime },
      pickupDateTime: { oldValue: content.pickupDateTime, newValue: moved.pickupDateTime },
    });
  });

  it('checks the merged event: an end before the stored start is 400 with §5 words, nothing changed', async () => {
    const id = await h.seed(validContent(MEET));
    const res = await h.call('put', `/api/events/${id}`, FULL).send({ endDateTime: MEET });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EVENT_FORM_MESSAGES.endBeforeStart);
    expect(await auditOf(id)).toEqual([]);
    const empty = await h.call('put', `/api/events/${id}`, FULL).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nothing to update');
  });
});

describe('DELETE /api/events/{id}', () => {
  it.each<[string, Who, number]>([
    ['anonymous', 'anonymous', 401],
    ['plain member', PLAIN, 403],
    ['another account', OTHER_ACCOUNT_FULL, 404],
  ])('%s is refused (%i) and the event stays', async (_n, who, status) => {
    const id = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    expect((await h.call('delete', `/api/events/${id}`, who)).status).toBe(status);
    expect((await h.call('get', `/api/events/${id}`, FULL)).status).toBe(200);
  });

  it('an ADDDRAFTEVENTS manager deletes (any non-NONE level, §6): 204, Delete item keeps the object', async () => {
    const id = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    expect((await h.call('delete', `/api/events/${id}`, DRAFTER)).status).toBe(204);
    expect((await h.call('get', `/api/events/${id}`, FULL)).status).toBe(404);
    const [item] = await auditOf(id);
    expect(item.type).toBe('Delete');
    expect(item.object_data).toMatchObject({ id, name: 'Squadron meeting' });
  });
});

describe('POST /api/events/{id}/copy', () => {
  it('defaults: status INFORMATIONONLY, files not copied, times shifted to newTime; Add audit item', async () => {
    const content = validContent(MEET, { status: 'CONFIRMED', fileIDs: ['a'.repeat(32)] });
    const id = await h.seed(content);
    const newTime = MEET + 28 * DAY;
    const res = await h.call('post', `/api/events/${id}/copy`, FULL).send({ newTime });
    expect(res.status).toBe(200);
    const copy = (await h.call('get', `/api/events/${res.body.id}`, FULL)).body;
    expect(copy).toMatchObject({
      status: 'INFORMATIONONLY',
      fileIDs: [],
      meetDateTime: newTime,
      startDateTime: content.startDateTime + 28 * DAY,
      endDateTime: content.endDateTime + 28 * DAY,
      pickupDateTime: content.pickupDateTime + 28 * DAY,
    });
    expect((await auditOf(res.body.id)).map((a) => a.type)).toEqual(['Add']);
  });

  it('copyFiles copies the id list; copy-move cancels the old one and copies with its old status', async () => {
    const id = await h.seed(validContent(MEET, { status: 'TENTATIVE', fileIDs: ['b'.repeat(32)] }));
    expect((await h.call('put', `/api/events/${id}`, FULL).send({ status: 'CANCELLED' })).status).toBe(200);
    const res = await h
      .call('post', `/api/events/${id}/copy`, FULL)
      .send({ newTime: MEET + DAY, copyFiles: true, newStatus: 'TENTATIVE' });
    const copy = (await h.call('get', `/api/events/${res.body.id}`, FULL)).body;
    expect(copy).toMatchObject({ status: 'TENTATIVE', fileIDs: ['b'.repeat(32)] });
    expect((await h.call('get', `/api/events/${id}`, FULL)).body.status).toBe('CANCELLED');
  });

  it('copy is FULL only: ADDDRAFTEVENTS and plain members 403, another account 404, bad body 400', async () => {
    const id = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    expect((await h.call('post', `/api/events/${id}/copy`, DRAFTER).send({ newTime: MEET })).status).toBe(
      403,
    );
    expect((await h.call('post', `/api/events/${id}/copy`, PLAIN).send({ newTime: MEET })).status).toBe(403);
    expect(
      (await h.call('post', `/api/events/${id}/copy`, OTHER_ACCOUNT_FULL).send({ newTime: MEET })).status,
    ).toBe(404);
    expect((await h.call('post', `/api/events/${id}/copy`, FULL).send({ newTime: 'soon' })).status).toBe(400);
  });
});
