// TOTP codes are single use. A code stays valid for its 30 s step and, for clock
// drift, the steps either side (mfa/totp.ts); within all of that it may be used once only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../mfa/totp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in (a full scrypt hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;

let t: TestApp;
const secret = newTotpSecret();

beforeAll(async () => {
  t = await createTestApp();
  await t.db.pool.query(
    `UPDATE identity.logins SET mfa_secret = $1, mfa_enabled = true WHERE account_id = 'md001' AND username = 'senior'`,
    [secret],
  );
});
afterAll(async () => {
  await t?.close();
});

/** Moves the service clock to one second into the next 30 s step, so each test starts on a fresh code. */
function startOfNextStep(): void {
  const ms = t.now().getTime();
  t.advance(30_000 - (ms % 30_000) + 1_000);
}

/** A browser whose password was right: an MFAInProgress session waiting for its code. */
async function pendingChallenge(): Promise<Browser> {
  const browser = t.browser();
  expect((await browser.signin('senior', TEST_PASSWORD)).body.result).toBe('MFAChallengeRequired');
  return browser;
}

function finish(browser: Browser, code: string) {
  return browser.postWithToken('/api/member/session/finishmfa', { mfaToken: code });
}

describe('security: TOTP codes are single use', { timeout: HASH_HEAVY_TIMEOUT_MS }, () => {
  it('security: the same TOTP code is refused a second time within its window, also in the next step where it still matches', async () => {
    startOfNextStep();
    const code = await totpCode(secret, t.now());
    expect((await finish(await pendingChallenge(), code)).status).toBe(200);

    const sameStep = await pendingChallenge();
    const again = await finish(sameStep, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'MFA_INVALID',
      message: expect.stringMatching(/could not be verified/),
    });
    expect((await sameStep.get('/api/check')).body.error).toBe('ACCOUNT_USES_MFA');

    // 35 s on, the code is in the previous step: still inside the drift window, still spent
    t.advance(35_000);
    const nextStep = await pendingChallenge();
    expect((await finish(nextStep, code)).status).toBe(400);
    // the refusal is the spent code, not the clock: the code of this step works
    expect((await finish(nextStep, await totpCode(secret, t.now()))).status).toBe(200);
  });

  it('security: two challenges racing with one TOTP code: exactly one is signed in', async () => {
    startOfNextStep();
    const code = await totpCode(secret, t.now());
    const [a, b] = [await pendingChallenge(), await pendingChallenge()];
    const statuses = (await Promise.all([finish(a, code), finish(b, code)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
  });

  it('security: the code that finished MFA set-up cannot then pass the sign-in challenge', async () => {
    const setup = t.browser();
    expect((await setup.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
    const start = await setup.postWithToken('/api/member/session/startmfasetup');
    const cadetSecret = new URL(start.body.url as string).searchParams.get('secret')!;
    startOfNextStep();
    const code = await totpCode(cadetSecret, t.now());
    const finished = await setup.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: code,
      password: TEST_PASSWORD,
    });
    expect(finished.status).toBe(200);

    const challenge = t.browser();
    expect((await challenge.signin('cadet', TEST_PASSWORD)).body.result).toBe('MFAChallengeRequired');
    expect((await finish(challenge, code)).status).toBe(400);
    expect((await challenge.get('/api/check')).body.error).toBe('ACCOUNT_USES_MFA');
  });
});
