// Service tests (real PostgreSQL, fresh database) of the viewer's answer cache
// (viewerAnswerCache.ts, viewerAnswerSend.ts) and the hot answers in front of the app: ETag and
// 304, the bytes in every accepted encoding, a new answer after every kind of write that feeds it,
// and each reader's own answer from a warm cache.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import express, { type Request } from 'express';
import request from 'supertest';
import type { EventContent } from '@portal/contracts';
import { CONTEXT_HEADER, encodingFor, signContext } from '@portal/contracts/server';
import { insertLinkedEvent } from '../links/linkRepository.ts';
import {
  contextFor,
  createEventsHarness,
  FULL,
  nhq,
  PLAIN,
  POC,
  SECRET,
  validContent,
  type EventsHarness,
  type Who,
} from '../testing/harness.ts';

let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness();
});
afterAll(() => h?.close());

const FUTURE = Date.now() + 7 * 86_400_000;
const seed = (overrides: Partial<EventContent> = {}) =>
  h.seed(validContent(FUTURE, { status: 'CONFIRMED', ...overrides }));

// One context header per reader within a test, as the gateway signs one per session for a while:
// a repeated read is then answered by the hot answers in front of the app (as main.ts serves it).
let contexts = new Map<Who, string>();
beforeEach(() => {
  contexts = new Map();
});
const contextHeader = (who: Who) => {
  if (!contexts.has(who)) contexts.set(who, signContext(contextFor(who), SECRET));
  return contexts.get(who)!;
};

const get = (eventID: number, who: Who = PLAIN, headers: Record<string, string | undefined> = {}) => {
  const req = request(h.app)
    .get(`/api/events/${eventID}/viewer`)
    .set(CONTEXT_HEADER, contextHeader(who))
    .set('Accept-Encoding', 'identity');
  for (const [name, value] of Object.entries(headers)) req.set(name, String(value));
  return req;
};
const viewer = async (eventID: number, who: Who = PLAIN) => {
  const res = await get(eventID, who);
  expect(res.status).toBe(200);
  return res;
};

const attend = (eventID: number, memberID: number, name: string, timestamp: number, values = '[]') =>
  h.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
       status, custom_attendance_field_values, source_account_id, source_event_id)
     VALUES ('md001', $1, 'CAPNHQMember', $2, $3, $4, 'COMMITTEDATTENDED', $5, 'md001', $1)`,
    [eventID, String(memberID), name, timestamp, values],
  );
const names = (res: { body: { attendees: { record: { memberName: string } }[] } }) =>
  res.body.attendees.map((a) => a.record.memberName);

/** A warm answer, then `write`: the next answer has another ETag and shows what `check` looks for. */
async function changesAfter(eventID: number, write: () => Promise<unknown>, who: Who = PLAIN) {
  const before = await viewer(eventID, who);
  const hits = h.hotAnswers.stats.hits;
  expect((await viewer(eventID, who)).headers.etag).toBe(before.headers.etag); // served warm
  expect(h.hotAnswers.stats.hits).toBe(hits + 1); // before Express
  await write();
  const after = await viewer(eventID, who);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  // the browser's old ETag no longer matches: it gets the new answer, not a 304
  expect((await get(eventID, who, { 'If-None-Match': before.headers.etag })).status).toBe(200);
  return after;
}

describe('GET /api/events/{id}/viewer: ETag and 304', () => {
  it('answers an ETag with private, no-cache; the same ETag back gets 304 with no body', async () => {
    const id = await seed();
    await attend(id, 520010, 'Ann Attendee', 100);
    const first = await viewer(id);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const again = await get(id, PLAIN, { 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(id, PLAIN, { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });

  it('the same answer as brotli, gzip or plain bytes, chosen by Accept-Encoding', async () => {
    const id = await seed();
    await attend(id, 520010, 'Ann Attendee', 100);
    const plain = (await viewer(id)).text;
    // node:http, not supertest: the client must not decode the body itself
    const server = h.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const headers = {
          [CONTEXT_HEADER]: contextHeader(PLAIN),
          'accept-encoding': encoding,
        };
        http
          .get({ host: '127.0.0.1', port, path: `/api/events/${id}/viewer`, headers }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }),
            );
          })
          .on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain);
    server.close();
  });
});

describe('GET /api/events/{id}/viewer: every write that feeds the answer gives a new one', () => {
  it('attendance added', async () => {
    const id = await seed();
    const after = await changesAfter(id, () => attend(id, 520010, 'Ann Attendee', 100));
    expect(names(after)).toEqual(['Ann Attendee']);
  });

  it('attendance edited', async () => {
    const id = await seed();
    await attend(id, 520010, 'Ann Attendee', 100);
    const after = await changesAfter(id, () =>
      h.db.query(`UPDATE events.attendance SET comments = 'late' WHERE event_id = $1`, [id]),
    );
    expect(after.body.attendees[0].record.comments).toBe('late');
  });

  it('attendance deleted', async () => {
    const id = await seed();
    await attend(id, 520010, 'Ann Attendee', 100);
    const after = await changesAfter(id, () =>
      h.db.query(`DELETE FROM events.attendance WHERE event_id = $1`, [id]),
    );
    expect(names(after)).toEqual([]);
  });

  it('the event edited (PUT)', async () => {
    const id = await seed();
    const after = await changesAfter(id, async () =>
      expect((await h.call('put', `/api/events/${id}`, FULL).send({ subtitle: 'Bring water' })).status).toBe(
        200,
      ),
    );
    expect(after.body.event.subtitle).toBe('Bring water');
  });

  it('the points of contact changed', async () => {
    const id = await seed();
    const poc = {
      type: 'ExternalPointOfContact',
      name: 'Ext Contact',
      email: 'ext@example.org',
      phone: '',
      position: '',
      receiveEventUpdates: false,
      receiveRoster: false,
      receiveSignUpUpdates: false,
      receiveUpdates: false,
      publicDisplay: true,
    };
    const after = await changesAfter(id, () =>
      h.db.query(
        `UPDATE events.events SET details = jsonb_set(details, '{pointsOfContact}', $2::jsonb) WHERE id = $1`,
        [id, JSON.stringify([poc])],
      ),
    );
    expect(JSON.stringify(after.body.pointsOfContact)).toContain('Ext Contact');
  });

  it('a debrief added', async () => {
    const id = await seed();
    const item = {
      debriefText: 'Went well',
      publicView: true,
      memberName: 'Pat Plain',
      memberRef: nhq(520002),
      timeSubmitted: 5,
    };
    const after = await changesAfter(
      id,
      () => h.db.query(`UPDATE events.events SET debrief = $2 WHERE id = $1`, [id, JSON.stringify([item])]),
      FULL,
    );
    expect(JSON.stringify(after.body.event.debrief)).toContain('Went well');
  });

  it('an event of another account linked to this one', async () => {
    const id = await seed();
    const after = await changesAfter(id, async () => {
      const client = await h.db.connect();
      try {
        await insertLinkedEvent(client, {
          source: { accountID: 'md001', id },
          sourceAccountName: 'Squadron 1',
          targetAccountID: 'md002',
          targetAccountName: 'Squadron 2',
          linker: FULL.ref,
          linkerName: 'Fay Full',
        });
      } finally {
        client.release();
      }
    });
    expect(after.body.linkedEvents.map((l: { accountID: string }) => l.accountID)).toEqual(['md002']);
  });
});

describe("GET /api/events/{id}/viewer: each reader's own answer from a warm cache", () => {
  it('a manager, a member and an anonymous visitor get different answers, in any order', async () => {
    const id = await seed({
      customAttendanceFields: [
        { type: 'TEXT', title: 'Staff', preFill: '', displayToMember: false, allowMemberToModify: false },
      ],
    });
    await attend(id, 520010, 'Ann Attendee', 100, '[{"type":"TEXT","title":"Staff","value":"medic"}]');
    for (let round = 0; round < 2; round++) {
      const manager = await viewer(id, FULL);
      const member = await viewer(id, PLAIN);
      const anonymous = await viewer(id, 'anonymous');
      expect(manager.body.attendees[0].record.customAttendanceFieldValues).toEqual([
        { type: 'TEXT', title: 'Staff', value: 'medic' },
      ]);
      expect(member.body.attendees[0].record.customAttendanceFieldValues).toEqual([]);
      expect(anonymous.body.attendees).toEqual([]);
      expect(new Set([manager.headers.etag, member.headers.etag, anonymous.headers.etag]).size).toBe(3);
      // one reader's ETag is no 304 for another
      expect((await get(id, PLAIN, { 'If-None-Match': manager.headers.etag })).status).toBe(200);
    }
  });

  it('§3 privateAttendance: each plain member gets only their own record from a warm cache', async () => {
    const id = await seed({ privateAttendance: true });
    await attend(id, 520002, 'Pat Plain', 100);
    await attend(id, 520006, 'Polly Contact', 200);
    for (let round = 0; round < 2; round++) {
      expect(names(await viewer(id, PLAIN))).toEqual(['Pat Plain']);
      expect(names(await viewer(id, POC))).toEqual(['Polly Contact']);
    }
  });
});

describe('the encoding rule', () => {
  it('brotli when accepted at any order, gzip next, identity when neither (q=0 refuses)', () => {
    const asking = (header?: string) =>
      Object.assign(Object.create(express.request) as Request, {
        headers: header === undefined ? {} : { 'accept-encoding': header },
      });
    expect(encodingFor(asking('gzip, deflate, br, zstd'))).toBe('br');
    expect(encodingFor(asking('gzip, br;q=0'))).toBe('gzip');
    expect(encodingFor(asking('deflate'))).toBe('identity');
    expect(encodingFor(asking())).toBe('identity');
  });
});
