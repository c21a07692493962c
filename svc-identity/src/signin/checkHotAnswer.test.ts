// GET /api/check answers from the signed context alone, so the same context gets the same answer:
// it is kept in front of Express (contracts' hotAnswers.ts) and sent again without the app.
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContext, signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The context header the gateway signs for `username`'s new session, at one instant. */
async function contextOfSignedIn(username: string): Promise<string> {
  const browser = t.browser();
  expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  const at = t.now();
  const gateway = { app: t.app, secret: t.config.contextSecret, now: () => at };
  const resolved = await resolveContext(gateway, 'md001', browser.sessionID);
  return signedContext(gateway, { accountID: 'md001', ...resolved });
}

const check = (context: string) => request(t.served).get('/api/check').set(CONTEXT_HEADER, context);

describe('GET /api/check: a repeated call is answered before Express', () => {
  it('sends the same answer and headers to the same context, the second time without the app', async () => {
    const context = await contextOfSignedIn('cadet');
    const first = await check(context);
    const hits = t.hotAnswers.stats.hits;
    const second = await check(context);
    expect(t.hotAnswers.stats.hits).toBe(hits + 1);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.body).toMatchObject({ error: 'NONE', sessionType: 'Regular', member: { id: 510004 } });
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("another member's context gets that member's answer", async () => {
    const cadet = await contextOfSignedIn('cadet');
    const other = await contextOfSignedIn('senior');
    await check(cadet);
    const answer = await check(other);
    expect(answer.body.member.id).not.toBe(510004);
    expect((await check(cadet)).body.member.id).toBe(510004);
  });
});
