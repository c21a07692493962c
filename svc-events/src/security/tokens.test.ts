// Security suite, svc-events' part: the calendar-feed and scan (QR/card scanner) links
// open only with a revocable token or session, never with a member id or another guessable value;
// a revoked or rotated token is refused; a forged context is refused. Real PostgreSQL, a fresh
// database for this file.
import { createHash } from 'node:crypto';
import { API_ERRORS } from '@portal/contracts';
import { CONTEXT_HEADER, csrfTokenFor, signContext } from '@portal/contracts/server';
import { testContext } from '@portal/contracts/testing';
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
import { deriveFeedToken, ensureFeedToken, memberForFeedToken } from '../feeds/tokenStore.ts';

const HOST = 'md001.localhost:8080';
const FUTURE = Date.now() + 5 * 86_400_000;
let h: EventsHarness;
let event: number;

beforeAll(async () => {
  h = await createEventsHarness();
  event = await h.seed(validContent(FUTURE, { name: 'Scanned drill', status: 'CONFIRMED' }));
  await h.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, timestamp, status,
       source_account_id, source_event_id) VALUES ('md001', $1, $2, $3, $4, 'COMMITTEDATTENDED', 'md001', $1)`,
    [event, PLAIN.ref.type, String(PLAIN.ref.id), Date.now()],
  );
});
afterAll(() => h?.close());

const feed = (path: string) => h.call('get', path, 'anonymous').set('x-forwarded-host', HOST);
const feedOf = (token: string) => feed(`/api/calendar/feed/${token}.ics`);

async function personalToken(who: Viewer): Promise<string> {
  const response = await h.call('get', '/api/calendar/feed', who).set('x-forwarded-host', HOST);
  expect(response.status).toBe(200);
  return /\/feed\/([\w-]{43})\.ics$/.exec(response.body.personalUrl as string)![1]!;
}

async function reset(who: Viewer): Promise<string> {
  const response = await h.call('post', '/api/calendar/feed/reset', who).set('x-forwarded-host', HOST);
  expect(response.status).toBe(200);
  return /\/feed\/([\w-]{43})\.ics$/.exec(response.body.personalUrl as string)![1]!;
}

const notFound = { code: API_ERRORS.notFound.code, message: API_ERRORS.notFound.message };

describe('security: calendar-feed links use revocable tokens only', () => {
  it('the member id, the member reference and values derived from the database never open a feed', async () => {
    const token = await personalToken(PLAIN);
    const control = await feedOf(token);
    expect(control.status).toBe(200);
    expect(control.text).toContain('SUMMARY:Scanned drill');

    const { rows } = await h.db.query<{ nonce: string; token_hash: string }>(
      `SELECT nonce, token_hash FROM events.calendar_feed_tokens WHERE member_id = $1`,
      [String(PLAIN.ref.id)],
    );
    const { nonce, token_hash: hash } = rows[0]!;
    const b64 = (text: string) =>
      createHash('sha256').update(text).digest().subarray(0, 32).toString('base64url');
    const guesses = [
      String(PLAIN.ref.id), // the member number
      `${PLAIN.ref.type}-${PLAIN.ref.id}`, // the member reference as the site writes it
      hash, // what the database holds (a leaked row)
      nonce, // the other half of a row
      Buffer.from(hash, 'hex').toString('base64url'), // the hash in the token's alphabet (43 chars)
      deriveFeedToken(SECRET, 'md001', PLAIN.ref, ''), // the secret's HMAC without the row's nonce
      deriveFeedToken('test-secret', 'md001', PLAIN.ref, nonce), // another secret
      b64(`md001\n${PLAIN.ref.type}\n${PLAIN.ref.id}`), // plain hash of who it is
      token.toUpperCase(),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, // one character off
      `${token}A`,
      encodeURIComponent(`../${token}`),
    ];
    for (const guess of guesses) {
      const response = await feed(`/api/calendar/feed/${guess}.ics`);
      expect([guess, response.status, response.body]).toEqual([guess, 404, notFound]);
    }
    // a signed-in member's session gives no feed of its own at a guessed path either
    const signedIn = await h
      .call('get', `/api/calendar/feed/${PLAIN.ref.id}.ics`, PLAIN)
      .set('x-forwarded-host', HOST);
    expect(signedIn.status).toBe(404);
  });

  it("one member's token opens only their own feed; it never names or lists another member", async () => {
    const plain = await feedOf(await personalToken(PLAIN));
    const full = await feedOf(await personalToken(FULL));
    expect(plain.text).toContain('SUMMARY:Scanned drill');
    expect(full.status).toBe(200);
    expect(full.text).not.toContain('SUMMARY:Scanned drill'); // FULL never signed up
  });

  it('a revoked (reset) token is refused at once, and every earlier one stays refused after further resets', async () => {
    const first = await personalToken(FULL);
    const second = await reset(FULL);
    const third = await reset(FULL);
    expect(new Set([first, second, third]).size).toBe(3);
    for (const old of [first, second]) expect((await feedOf(old)).status).toBe(404);
    expect((await feedOf(third)).status).toBe(200);
    // another member's reset revokes nothing of FULL's
    await reset(PLAIN);
    expect((await feedOf(third)).status).toBe(200);
  });

  it('a rotated CONTEXT_SECRET refuses every old link at once; the link shown after it works', async () => {
    const before = await personalToken(PLAIN);
    const withSecret = (secret: string) => ({ db: h.db, secret, now: Date.now });
    const plain = { type: PLAIN.ref.type, id: String(PLAIN.ref.id) };
    expect(await memberForFeedToken(withSecret(SECRET), 'md001', before)).toEqual(plain);
    // a service started with a new secret, before the member opens the page again
    expect(await memberForFeedToken(withSecret('rotated-secret'), 'md001', before)).toBeNull();
    const next = await ensureFeedToken(withSecret('rotated-secret'), 'md001', PLAIN.ref); // the page
    expect(next.token).not.toBe(before);
    expect(await memberForFeedToken(withSecret('rotated-secret'), 'md001', next.token)).toEqual(plain);
    expect(await memberForFeedToken(withSecret('rotated-secret'), 'md001', before)).toBeNull();
    // back to this app's secret for the other tests: its old link works again, the other one not
    await ensureFeedToken(withSecret(SECRET), 'md001', PLAIN.ref);
    expect((await feedOf(before)).status).toBe(200);
    expect((await feedOf(next.token)).status).toBe(404);
  });
});

describe('security: scan (QR / card scanner) links use revocable sessions only', () => {
  const scanContext = (who: Viewer, scanAddEventID: number) => {
    const base = contextFor(who);
    return { ...base, session: { ...base.session!, type: 'ScanAdd' as const, scanAddEventID } };
  };
  const scanAdd = (context: ReturnType<typeof contextFor>, withToken = true) => {
    const test = request(h.app)
      .post(`/api/events/${event}/attendance`)
      .set(CONTEXT_HEADER, signContext(context, SECRET));
    if (withToken && context.session)
      test.set(
        'x-csrf-token',
        csrfTokenFor({ sessionID: context.session.id, accountID: context.accountID }, SECRET),
      );
    return test.send({ memberID: FULL.ref, shiftTime: null });
  };

  it("a member number alone adds nobody: anonymous 401, with or without the account's anonymous token; nothing written", async () => {
    const anonymous = contextFor('anonymous');
    expect((await scanAdd(anonymous)).status).toBe(401);
    const anonToken = csrfTokenFor({ accountID: 'md001' }, SECRET); // the anonymous token of the account
    const withAnonToken = await request(h.app)
      .post(`/api/events/${event}/attendance`)
      .set(CONTEXT_HEADER, signContext(anonymous, SECRET))
      .set('x-csrf-token', anonToken)
      .send({ memberID: FULL.ref, shiftTime: null });
    expect(withAnonToken.status).toBe(401);
    const { rows } = await h.db.query(
      'SELECT 1 FROM events.attendance WHERE event_id = $1 AND member_id = $2',
      [event, String(FULL.ref.id)],
    );
    expect(rows).toEqual([]);
  });

  it('a scan session bound to another event, or one that ended (the gateway then signs no session), is refused', async () => {
    expect((await scanAdd(scanContext(FULL, event + 1000))).status).toBe(401);
    expect((await scanAdd({ ...scanContext(FULL, event), session: null })).status).toBe(401);
    const stillActive = await scanAdd(scanContext(FULL, event));
    expect(stillActive.status).toBe(201); // control: the live scan session of this event adds
  });
});

describe('security: a forged context never reaches svc-events as valid', () => {
  it.each([
    ['signed with another secret', signContext(testContext({}), 'not-the-secret')],
    [
      'a valid signature on changed content',
      (() => {
        const [payload, mac] = signContext(testContext({}), SECRET).split('.');
        const changed = Buffer.from(
          Buffer.from(payload!, 'base64url').toString('utf8').replace('"md001"', '"md002"'),
        ).toString('base64url');
        return `${changed}.${mac}`;
      })(),
    ],
    ['an unsigned context', Buffer.from(JSON.stringify(testContext({}))).toString('base64url')],
    [
      'a stale context (issued over a minute ago)',
      signContext(testContext({ issuedAt: Date.now() - 120_000 }), SECRET),
    ],
  ])('%s: 401 NO_CONTEXT', async (_name, header) => {
    const response = await request(h.app).get(`/api/events/${event}`).set(CONTEXT_HEADER, header);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(API_ERRORS.noContext.code);
  });
});
