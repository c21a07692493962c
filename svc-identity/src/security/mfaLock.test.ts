// Wrong MFA codes are counted per member across sessions: a new password sign-in gives no new
// tries. After a few the member's MFA is locked for a time that doubles with each lock (capped),
// answered with the catalogue's words saying when to try again, and the member is told by email.
import { mfaLockedError } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../mfa/totp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

const LOCK_SECONDS = 15 * 60;

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = newTotpSecret();
  await t.db.pool.query(
    `UPDATE identity.logins SET mfa_secret = $1, mfa_enabled = true WHERE account_id = 'md001' AND username = 'senior'`,
    [secret],
  );
});
afterAll(async () => {
  await t?.close();
});

/** A new password sign-in: an MFA-pending session in a new browser. */
async function challenge(site: Pick<TestApp, 'browser'> = t): Promise<Browser> {
  const browser = site.browser();
  expect((await browser.signin('senior', TEST_PASSWORD)).body.result).toBe('MFAChallengeRequired');
  return browser;
}

/** A code that matches none of the steps the service accepts now. */
async function wrongCode(): Promise<string> {
  const accepted = await Promise.all(
    [-30_000, 0, 30_000].map((d) => totpCode(secret, new Date(t.now().getTime() + d))),
  );
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!accepted.includes(code)) return code;
  }
}

async function finish(browser: Browser, code: string) {
  return browser.postWithToken('/api/member/session/finishmfa', { mfaToken: code });
}

function lockMails() {
  return t.emails.filter(
    (e) => e.job.kind === 'accountNotice' && e.jobId.startsWith('accountnotice-mfalocked-'),
  );
}

function expectLocked(
  res: { status: number; body: unknown; headers: Record<string, unknown> },
  seconds: number,
) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: mfaLockedError(seconds).code, message: mfaLockedError(seconds).message });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

describe('security: MFA codes cannot be guessed across sessions', () => {
  it('security: wrong MFA codes count per member across sessions: a second and third password sign-in do not give 5 more tries, and the member is told by email once', async () => {
    const first = await challenge();
    for (let i = 0; i < 4; i++) expect((await finish(first, await wrongCode())).status).toBe(400);
    const second = await challenge();
    // the fifth wrong code of the member, in a new session, locks MFA
    expectLocked(await finish(second, await wrongCode()), LOCK_SECONDS);
    const third = await challenge();
    // locked: even the right code is not tried, and nothing more is counted
    expectLocked(await finish(third, await totpCode(secret, t.now())), LOCK_SECONDS);
    expect(lockMails()).toHaveLength(1);
    const mail = lockMails()[0]!;
    expect(mail.job.to).toBe('sydney.senior@example.com');
    expect(JSON.stringify(mail.job.data)).toMatch(/wrong/i);
  });

  it('security: the MFA lock grows with each lock (doubling, capped), ends by itself, and a right code then signs in', async () => {
    t.advance(LOCK_SECONDS * 1000 + 1_000);
    let browser = await challenge();
    for (let i = 0; i < 4; i++) expect((await finish(browser, await wrongCode())).status).toBe(400);
    expectLocked(await finish(browser, await wrongCode()), 2 * LOCK_SECONDS);

    t.advance(2 * LOCK_SECONDS * 1000 + 1_000);
    browser = await challenge();
    for (let i = 0; i < 4; i++) await finish(browser, await wrongCode());
    expectLocked(await finish(browser, await wrongCode()), 4 * LOCK_SECONDS);

    // capped: with a cap of one hour the next lock stays at one hour
    t.advance(4 * LOCK_SECONDS * 1000 + 1_000);
    const capped = t.variant({ mfaLockMaxSeconds: 3600 });
    browser = await challenge(capped);
    for (let i = 0; i < 4; i++) await finish(browser, await wrongCode());
    expectLocked(await finish(browser, await wrongCode()), 3600);
    expect(lockMails()).toHaveLength(4);
    expect(new Set(lockMails().map((m) => m.jobId)).size).toBe(4);

    t.advance(3600 * 1000 + 1_000);
    browser = await challenge();
    const ok = await finish(browser, await totpCode(secret, t.now()));
    expect(ok.status).toBe(200);
    expect(ok.body.result).toBe('None');
  });

  it('security: wrong codes sent at the same moment lock once and send one mail', async () => {
    t.advance(60_000);
    const before = lockMails().length;
    const browsers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => challenge()));
    const code = await wrongCode();
    const answers = await Promise.all(browsers.map((b) => finish(b, code)));
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(3);
    expect(lockMails().length - before).toBe(1);
  });
});
