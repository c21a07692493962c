import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Moves the clock to the start of the next 30 s step, so each test's code is a fresh one. */
function nextStep(): void {
  const ms = t.now().getTime();
  t.advance(30_000 - (ms % 30_000) + 1_000);
}

async function challenge(): Promise<Browser> {
  const browser = t.browser();
  const res = await browser.signin('senior', TEST_PASSWORD);
  expect(res.body).toMatchObject({
    result: 'MFAChallengeRequired',
    code: 'ACCOUNT_USES_MFA',
    sessionType: 'MFAInProgress',
  });
  return browser;
}

describe('multi-factor setup (QR) and challenge (otplib, a code usable once)', () => {
  it('a senior member sets up MFA: startmfasetup gives an otpauth URL, finishmfasetup with a right code enables it', async () => {
    const browser = t.browser();
    await browser.signin('senior', TEST_PASSWORD);
    const start = await browser.postWithToken('/api/member/session/startmfasetup');
    expect(start.status).toBe(200);
    expect(start.body.url).toMatch(/^otpauth:\/\/totp\//);
    secret = new URL(start.body.url as string).searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    const wrong = await browser.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: '000000',
      password: TEST_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('MFA_INVALID');
    const notSix = await browser.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: '12345',
      password: TEST_PASSWORD,
    });
    expect(notSix.status).toBe(400);
    expect(notSix.body.code).toBe('VALIDATION');

    const ok = await browser.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: await totpCode(secret, t.now()),
      password: TEST_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('MFAChallengeRequired: signing in now needs the challenge; the session is not signed in yet', async () => {
    const browser = await challenge();
    expect(res(await browser.get('/api/check'))).toEqual({
      error: 'ACCOUNT_USES_MFA',
      member: null,
      sessionType: 'MFAInProgress',
    });
  });

  it('an MFA-pending session is refused on every other call', async () => {
    const browser = await challenge();
    const refused: Array<[string, () => Promise<{ status: number }>]> = [
      ['startmfasetup', () => browser.postWithToken('/api/member/session/startmfasetup')],
      [
        'finishmfasetup',
        () => browser.postWithToken('/api/member/session/finishmfasetup', { mfaToken: '123456' }),
      ],
      [
        'passwordreset',
        () => browser.postWithToken('/api/member/passwordreset', { password: 'Some-Good-Pass-1' }),
      ],
      ['su', () => browser.postWithToken('/api/member/session/su', { type: 'CAPNHQMember', id: 510004 })],
      ['echo', () => browser.postWithToken('/api/echo', {})],
      ['member account', () => browser.get('/api/member/account')],
      ['error list', () => browser.get('/api/errors')],
    ];
    for (const [name, call] of refused) {
      const r = await call();
      expect({ name, status: r.status }).toEqual({ name, status: 401 });
    }
    // still allowed: check, token, logout (and finishmfa, below)
    expect((await browser.get('/api/check')).status).toBe(200);
    expect((await browser.get('/api/token')).status).toBe(200);
  });

  it('finishmfa with a right code turns the session into a Regular one with a new id', async () => {
    nextStep();
    const browser = await challenge();
    const pending = browser.sessionID;
    const res = await browser.postWithToken('/api/member/session/finishmfa', {
      mfaToken: await totpCode(secret, t.now()),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'None', code: 'NONE', member: { id: 510005 } });
    expect(browser.sessionID).not.toBe(pending);
    expect((await browser.get('/api/check')).body).toMatchObject({ error: 'NONE', member: { id: 510005 } });
  });

  it('TOTP single use: the same code is refused the second time', async () => {
    nextStep();
    const code = await totpCode(secret, t.now());
    const first = await challenge();
    expect((await first.postWithToken('/api/member/session/finishmfa', { mfaToken: code })).status).toBe(200);
    const second = await challenge();
    const replay = await second.postWithToken('/api/member/session/finishmfa', { mfaToken: code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/could not be verified/);
    expect((await second.get('/api/check')).body.error).toBe('ACCOUNT_USES_MFA');
  });

  it('the challenge session ends after 5 wrong codes', async () => {
    const browser = await challenge();
    for (let i = 0; i < 5; i++) {
      await browser.postWithToken('/api/member/session/finishmfa', { mfaToken: '000000' });
    }
    expect((await browser.get('/api/check')).body.error).toBe('INVALID_SESSION_ID');
  });
});

function res(r: { body: unknown }): unknown {
  return r.body;
}
