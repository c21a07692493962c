// Multi-factor enrolment and removal need the current password again; enrolment gives recovery
// codes (shown once, stored hashed), each accepted once in place of a TOTP code at the challenge.
// Real database and Redis (createTestApp); the fixture member 'senior' (510005).
import { MFA_ENROLMENT_MESSAGES, RECOVERY_CODE_COUNT } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
let senior: Browser;
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  senior = t.browser();
  await senior.signin('senior', TEST_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

/** Moves the clock to the next 30 s step, so each code is a fresh one. */
function nextStep(): void {
  const ms = t.now().getTime();
  t.advance(30_000 - (ms % 30_000) + 1_000);
}

async function startSetup(browser: Browser): Promise<string> {
  const start = await browser.postWithToken('/api/member/session/startmfasetup');
  expect(start.status).toBe(200);
  return new URL(start.body.url as string).searchParams.get('secret')!;
}

async function mfaEnabled(): Promise<boolean> {
  const { rows } = await t.db.pool.query<{ mfa_enabled: boolean }>(
    `SELECT mfa_enabled FROM identity.logins WHERE account_id = 'md001' AND lower(username) = 'senior'`,
  );
  return rows[0]!.mfa_enabled;
}

async function challenge(): Promise<Browser> {
  const browser = t.browser();
  const res = await browser.signin('senior', TEST_PASSWORD);
  expect(res.body.result).toBe('MFAChallengeRequired');
  return browser;
}

describe('MFA enrolment asks for the current password and gives recovery codes', () => {
  it('enrolling with a wrong password is refused with the catalogue words, and MFA stays off', async () => {
    secret = await startSetup(senior);
    const res = await senior.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: await totpCode(secret, t.now()),
      password: 'Not-The-Password-1!',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PASSWORD_INCORRECT',
      message: MFA_ENROLMENT_MESSAGES.passwordIncorrect,
    });
    const noPassword = await senior.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: await totpCode(secret, t.now()),
    });
    expect(noPassword.status).toBe(400);
    expect(await mfaEnabled()).toBe(false);
  });

  it('with the password and a right code MFA is on, and 10 recovery codes are shown once and stored hashed', async () => {
    nextStep();
    const res = await senior.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: await totpCode(secret, t.now()),
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    recoveryCodes = res.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await mfaEnabled()).toBe(true);
    const { rows } = await t.db.pool.query<{ code_hash: string }>(
      `SELECT code_hash FROM identity.mfa_recovery_codes`,
    );
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('a recovery code signs in once in place of a TOTP code, and not a second time', async () => {
    const code = recoveryCodes[0]!;
    const first = await challenge();
    const ok = await first.postWithToken('/api/member/session/finishmfa', {
      recoveryCode: code.toUpperCase(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ result: 'None', sessionType: 'Regular' });
    expect((await first.get('/api/check')).body.error).toBe('NONE');

    const second = await challenge();
    const replay = await second.postWithToken('/api/member/session/finishmfa', { recoveryCode: code });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ code: 'MFA_INVALID', message: MFA_ENROLMENT_MESSAGES.recoveryCodeInvalid });
    expect((await second.get('/api/check')).body.error).toBe('ACCOUNT_USES_MFA');
    const made = await second.postWithToken('/api/member/session/finishmfa', { recoveryCode: 'aaaaa-bbbbb' });
    expect(made.status).toBe(400);
    // another code still works
    const other = await second.postWithToken('/api/member/session/finishmfa', {
      recoveryCode: recoveryCodes[1]!,
    });
    expect(other.status).toBe(200);
  });

  it('removing MFA with a wrong password is refused with the catalogue words; MFA stays on', async () => {
    const res = await senior.postWithToken('/api/member/session/removemfa', {
      password: 'Not-The-Password-1!',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PASSWORD_INCORRECT',
      message: MFA_ENROLMENT_MESSAGES.passwordIncorrect,
    });
    expect(await mfaEnabled()).toBe(true);
  });

  it('an MFA-pending session cannot remove MFA', async () => {
    const pending = await challenge();
    const res = await pending.postWithToken('/api/member/session/removemfa', { password: TEST_PASSWORD });
    expect(res.status).toBe(401);
    expect(await mfaEnabled()).toBe(true);
  });

  it('removal works with the password: sign-in needs no code, and the recovery codes are gone', async () => {
    const res = await senior.postWithToken('/api/member/session/removemfa', { password: TEST_PASSWORD });
    expect(res.status).toBe(204);
    expect(await mfaEnabled()).toBe(false);
    expect((await t.db.pool.query(`SELECT 1 FROM identity.mfa_recovery_codes`)).rowCount).toBe(0);
    const browser = t.browser();
    expect((await browser.signin('senior', TEST_PASSWORD)).body.result).toBe('None');
    const again = await senior.postWithToken('/api/member/session/removemfa', { password: TEST_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MFA_ENROLMENT_MESSAGES.notEnabled);
  });

  it('wrong passwords are limited: after 5 the call answers 429, even with the right one', async () => {
    const browser = t.browser();
    await browser.signin('staff', TEST_PASSWORD);
    await startSetup(browser);
    for (let i = 0; i < 5; i += 1) {
      const r = await browser.postWithToken('/api/member/session/finishmfasetup', {
        mfaToken: '123456',
        password: `Wrong-Password-${i}!`,
      });
      expect(r.status).toBe(400);
    }
    const locked = await browser.postWithToken('/api/member/session/finishmfasetup', {
      mfaToken: '123456',
      password: TEST_PASSWORD,
    });
    expect(locked.status).toBe(429);
  });
});
