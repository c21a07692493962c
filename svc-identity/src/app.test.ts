import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext } from './testing/gatewayClient.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('signed context (foundation "Request path")', () => {
  it("a request without the gateway's context is 401 NO_CONTEXT, /internal too", async () => {
    for (const path of ['/api/check', '/api/token', '/internal/context']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'NO_CONTEXT', message: 'Request did not come through the gateway' });
    }
  });

  it('a context signed with another secret, or older than 60 s, is refused', async () => {
    const forged = signedContext({ secret: 'not-the-secret', now: t.now }, { accountID: 'md001' });
    expect((await request(t.app).get('/api/check').set(CONTEXT_HEADER, forged)).status).toBe(401);
    const old = signedContext(
      { secret: t.config.contextSecret, now: () => new Date(t.now().getTime() - 61_000) },
      { accountID: 'md001' },
    );
    expect((await request(t.app).get('/api/check').set(CONTEXT_HEADER, old)).status).toBe(401);
  });
});

describe('errors', () => {
  it('malformed JSON is a 400, never a 500', async () => {
    const header = signedContext(
      { secret: t.config.contextSecret, now: t.now },
      {
        accountID: 'md001',
        account: { id: 'md001', type: 'CAPSQUADRON', name: 'x', orgIDs: [], mainCalendarID: '' },
      },
    );
    const res = await request(t.app)
      .post('/api/signin')
      .set(CONTEXT_HEADER, header)
      .set('content-type', 'application/json')
      .send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });

  it('a value PostgreSQL cannot store (NUL byte) is a 400, never a 500', async () => {
    const res = await t.browser().signin('cad\u0000et', 'x');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await t.browser().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/registry, /api/token, /api/check without a session', () => {
  it("gives the account's registry with its site name; each account its own", async () => {
    const md001 = await t.browser('md001').get('/api/registry');
    expect(md001.body.Website.Name).toBe('Maryland Demo Composite Squadron');
    expect(md001.body.RankAndFile.Flights).toEqual(['Alpha', 'Bravo', 'Charlie', 'XRay']);
    const md002 = await t.browser('md002').get('/api/registry');
    expect(md002.body.Website.Name).toBe('Maryland Demo Cadet Squadron');
  });

  it('the default registry when none was stored', async () => {
    await t.db.pool.query(`UPDATE identity.accounts SET registry = NULL WHERE id = 'md000'`);
    const res = await t.browser('md000').get('/api/registry');
    expect(res.body.Website.Name).toBe('Unit Portal');
  });

  it('an anonymous token, and check answers INVALID_SESSION_ID', async () => {
    expect((await t.browser().get('/api/token')).body.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.browser().get('/api/check')).body).toEqual({ error: 'INVALID_SESSION_ID', member: null });
  });
});
