// Binding a chat-service (Discord) id needs proof from the Discord side: a one-time code the bot
// gets for that id through the internal call and shows only to that Discord user. Real database and
// Redis (createTestApp), the internal call signed as the other services sign theirs.
import {
  ACCOUNT_MESSAGES,
  DISCORD_CODE_MAX_TRIES,
  internalDiscordCodePath,
  internalDiscordCodeResponse,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext, type Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let cadet: Browser;

beforeAll(async () => {
  t = await createTestApp();
  cadet = t.browser();
  await cadet.signin('cadet', TEST_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

/** The bot's side: asks svc-identity for a code for the Discord user, as a signed internal call. */
async function issueCode(discordID: string, accountID = 'md001'): Promise<string> {
  const res = await request(t.app)
    .post(internalDiscordCodePath(discordID))
    .set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }))
    .send({});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalDiscordCodeResponse.parse(res.body).code;
}

const register = (browser: Browser, discordID: string, body: Record<string, unknown>) =>
  browser.postWithToken(`/api/member/account/registerdiscord/${discordID}`, body);

async function boundID(browser: Browser): Promise<string | null> {
  return (await browser.get('/api/member/account')).body.discordID as string | null;
}

describe('registerdiscord needs a one-time code from the Discord side', () => {
  it('without a code, or with a wrong one, nothing is bound (400 with the catalogue words)', async () => {
    const none = await register(cadet, '111111111111111111', {});
    expect(none.status).toBe(400);
    const wrong = await register(cadet, '111111111111111111', { code: '12345678' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'DISCORD_CODE_INVALID',
      message: ACCOUNT_MESSAGES.discordCodeInvalid,
    });
    expect(await boundID(cadet)).toBeNull();
  });

  it('the code is issued only through the signed internal call, never to an unsigned caller', async () => {
    const unsigned = await request(t.app).post(internalDiscordCodePath('111111111111111111')).send({});
    expect(unsigned.status).toBe(401);
    const forged = await request(t.app)
      .post(internalDiscordCodePath('111111111111111111'))
      .set(CONTEXT_HEADER, signedContext({ secret: 'not-the-secret', now: t.now }, { accountID: 'md001' }))
      .send({});
    expect(forged.status).toBe(401);
    const code = await issueCode('111111111111111111');
    expect(code).toMatch(/^\d{8}$/);
    const stored = await t.redis.keys(`${t.config.redisPrefix}:discord-code:*`);
    expect(stored.length).toBe(1);
    expect(JSON.stringify(await t.redis.hgetall(stored[0]!))).not.toContain(code);
  });

  it('the right code binds the id once; the same code again is refused (single use)', async () => {
    const code = await issueCode('222222222222222222');
    const ok = await register(cadet, '222222222222222222', { code: `${code.slice(0, 4)} ${code.slice(4)}` });
    expect(ok.status).toBe(204);
    expect(await boundID(cadet)).toBe('222222222222222222');
    const again = await register(cadet, '222222222222222222', { code });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('DISCORD_CODE_INVALID');
  });

  it("a code is tied to its Discord id and account: it binds no other id, and not on another account's host", async () => {
    const code = await issueCode('333333333333333333');
    expect((await register(cadet, '444444444444444444', { code })).body.code).toBe('DISCORD_CODE_INVALID');
    const elsewhere = await issueCode('555555555555555555', 'md002');
    expect((await register(cadet, '555555555555555555', { code: elsewhere })).body.code).toBe(
      'DISCORD_CODE_INVALID',
    );
    expect(await boundID(cadet)).toBe('222222222222222222');
  });

  it('a code is short-lived: refused after 10 minutes', async () => {
    const code = await issueCode('666666666666666666');
    t.advance(10 * 60_000 + 1_000);
    expect((await register(cadet, '666666666666666666', { code })).body.code).toBe('DISCORD_CODE_INVALID');
  });

  it(`wrong tries burn the code: after ${DISCORD_CODE_MAX_TRIES} the right one no longer works`, async () => {
    const code = await issueCode('777777777777777777');
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < DISCORD_CODE_MAX_TRIES; i += 1) {
      expect((await register(cadet, '777777777777777777', { code: wrong })).status).toBe(400);
    }
    expect((await register(cadet, '777777777777777777', { code })).body.code).toBe('DISCORD_CODE_INVALID');
  });

  it('the internal call answers 404 for an account that does not exist', async () => {
    const res = await request(t.app)
      .post(internalDiscordCodePath('888888888888888888'))
      .set(
        CONTEXT_HEADER,
        signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID: 'zz999' }),
      )
      .send({});
    expect(res.status).toBe(404);
  });
});
