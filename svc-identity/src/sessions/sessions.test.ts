import { sessionEndedChannel, sessionKey } from '@portal/contracts/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContext } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let subscriber: Redis;
const published: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [510001] } });
  subscriber = new Redis(t.config.redisUrl);
  subscriber.on('message', (_channel, id: string) => published.push(id));
  await subscriber.subscribe(sessionEndedChannel(t.config.redisPrefix));
});
afterAll(async () => {
  subscriber?.disconnect();
  await t?.close();
});

async function waitFor(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('logout (sign-out ends the session server-side)', () => {
  it('ends the session, clears the cookie, answers 204, and a replayed cookie is refused', async () => {
    const browser = t.browser();
    await browser.signin('cadet', TEST_PASSWORD);
    const stolen = browser.sessionID!;
    const res = await browser.postWithToken('/api/member/session/logout');
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/sessionid=;.*Expires=Thu, 01 Jan 1970/);
    expect(browser.sessionID).toBeNull();

    const replay = t.browser();
    replay.sessionID = stolen;
    expect((await replay.get('/api/check')).body).toEqual({ error: 'INVALID_SESSION_ID', member: null });
    const ctx = await resolveContext(
      { app: t.app, secret: t.config.contextSecret, now: t.now },
      'md001',
      stolen,
    );
    expect(ctx.session).toBeNull();
    expect(ctx.member).toBeNull();
  });

  it('publishes the ended session KEY (never the cookie value) on {prefix}:session-ended so the gateway evicts it at once', async () => {
    const browser = t.browser();
    await browser.signin('cadet', TEST_PASSWORD);
    const id = browser.sessionID!;
    await browser.postWithToken('/api/member/session/logout');
    await waitFor(() => published.includes(sessionKey(id)));
    expect(published).toContain(sessionKey(id));
    expect(published).not.toContain(id);
  });
});

describe('the database holds only session keys (a leak hands out no live sessions)', () => {
  it('after a sign-in the cookie value appears nowhere in identity.sessions; its SHA-256 key does', async () => {
    const browser = t.browser();
    await browser.signin('cadet', TEST_PASSWORD);
    const cookie = browser.sessionID!;
    const { rows } = await t.db.pool.query<{ row: string }>(`SELECT s::text AS row FROM identity.sessions s`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toContain(cookie);
    const keyed = await t.db.pool.query(`SELECT 1 FROM identity.sessions WHERE key = $1`, [
      sessionKey(cookie),
    ]);
    expect(keyed.rowCount).toBe(1);
    // the stored key works neither as a cookie nor as x-session-id
    const thief = t.browser();
    thief.sessionID = sessionKey(cookie);
    expect((await thief.get('/api/check')).body.error).toBe('INVALID_SESSION_ID');
    expect((await browser.get('/api/check')).body.error).toBe('NONE');
  });
});

describe('the privileged site user (super users come from SUPER_USER_IDS, platform §6)', () => {
  it('GET /api/check tells the browser superUser: true only for a configured super user', async () => {
    const admin = t.browser();
    await admin.signin('admin', TEST_PASSWORD);
    expect((await admin.get('/api/check')).body).toMatchObject({ error: 'NONE', superUser: true });
    const cadet = t.browser();
    await cadet.signin('cadet', TEST_PASSWORD);
    expect((await cadet.get('/api/check')).body.superUser).toBeUndefined();
  });
});

describe('password change ends the member’s other sessions', () => {
  it('a new password (expired-password form) ends every other session of that member', async () => {
    const phone = t.browser();
    const laptop = t.browser();
    await phone.signin('senior', TEST_PASSWORD);
    await laptop.signin('senior', TEST_PASSWORD);
    const bystander = t.browser();
    await bystander.signin('cadet', TEST_PASSWORD);

    await t.db.pool.query(
      `UPDATE identity.logins SET password_expires_at = now() WHERE account_id = 'md001' AND username = 'senior'`,
    );
    const desk = t.browser();
    expect((await desk.signin('senior', TEST_PASSWORD)).body.result).toBe('PasswordExpired');
    const res = await desk.postWithToken('/api/member/passwordreset', { password: 'Another-Good-Pass-9' });
    expect(res.body.result).toBe('Ok');

    expect((await phone.get('/api/check')).body.error).toBe('INVALID_SESSION_ID');
    expect((await laptop.get('/api/check')).body.error).toBe('INVALID_SESSION_ID');
    const ended = [sessionKey(phone.sessionID!), sessionKey(laptop.sessionID!)];
    await waitFor(() => ended.every((key) => published.includes(key)));
    expect(published).toEqual(expect.arrayContaining(ended));
    expect((await desk.get('/api/check')).body.error).toBe('NONE');
    expect((await bystander.get('/api/check')).body.error).toBe('NONE');
  });
});

describe('account isolation', () => {
  it('a session of md001 is refused on md002’s host', async () => {
    const md001 = t.browser('md001');
    await md001.signin('admin', TEST_PASSWORD);
    const md002 = t.browser('md002');
    md002.sessionID = md001.sessionID;
    expect((await md002.get('/api/check')).body).toEqual({ error: 'INVALID_SESSION_ID', member: null });
    const ctx = await resolveContext(
      { app: t.app, secret: t.config.contextSecret, now: t.now },
      'md002',
      md001.sessionID,
    );
    expect(ctx.account?.id).toBe('md002');
    expect(ctx.session).toBeNull();
    // the same username in md002 is another person
    const other = await t.browser('md002').signin('admin', TEST_PASSWORD);
    expect(other.body.member).toMatchObject({ id: 510101, nameLast: 'Otherunit' });
  });

  it('GET /internal/context gives account null for an unknown account', async () => {
    const ctx = await resolveContext(
      { app: t.app, secret: t.config.contextSecret, now: t.now },
      'zz999',
      null,
    );
    expect(ctx).toEqual({ account: null, session: null, member: null });
  });

  it("a call on an account that does not exist answers 'The account does not exist'", async () => {
    const res = await t.browser('zz999').get('/api/registry');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The account does not exist');
  });
});

describe('CSRF token on mutating calls', () => {
  it('POST with a session but without the token is 403 TOKEN_INVALID; a wrong one too; the right one passes', async () => {
    const browser = t.browser();
    await browser.signin('cadet', TEST_PASSWORD);
    const missing = await browser.post('/api/echo', { hello: 'world' });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      code: 'TOKEN_INVALID',
      message: 'Your request token is missing or out of date. Please reload the page and try again.',
    });
    const wrong = await browser.post('/api/member/session/logout', { token: 'f'.repeat(64) });
    expect(wrong.status).toBe(403);
    expect((await browser.get('/api/check')).body.error).toBe('NONE');
    const ok = await browser.postWithToken('/api/echo', { hello: 'world' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ hello: 'world' });
  });

  it("another session's token is refused", async () => {
    const a = t.browser();
    const b = t.browser();
    await a.signin('cadet', TEST_PASSWORD);
    await b.signin('cadet', TEST_PASSWORD);
    const tokenOfA = (await a.get('/api/token')).body.token as string;
    expect((await b.post('/api/echo', { token: tokenOfA })).status).toBe(403);
  });
});

describe('POST /api/member/session/su (privileged user only)', () => {
  it('a super user (SUPER_USER_IDS) becomes another member of the account', async () => {
    const browser = t.browser();
    await browser.signin('admin', TEST_PASSWORD);
    const res = await browser.postWithToken('/api/member/session/su', { type: 'CAPNHQMember', id: 510004 });
    expect(res.status).toBe(204);
    expect((await browser.get('/api/check')).body.member).toMatchObject({ id: 510004, nameFirst: 'Casey' });
  });

  it('anyone else is refused, and an unknown member is a 404', async () => {
    const cadet = t.browser();
    await cadet.signin('cadet', TEST_PASSWORD);
    const refused = await cadet.postWithToken('/api/member/session/su', { type: 'CAPNHQMember', id: 510001 });
    expect(refused.status).toBe(403);
    const admin = t.browser();
    await admin.signin('admin', TEST_PASSWORD);
    const missing = await admin.postWithToken('/api/member/session/su', { type: 'CAPNHQMember', id: 999999 });
    expect(missing.status).toBe(404);
    const bad = await admin.postWithToken('/api/member/session/su', { type: 'Nobody', id: 1 });
    expect(bad.status).toBe(400);
  });
});
