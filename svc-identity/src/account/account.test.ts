import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  PASSWORD_SET_MESSAGES,
  accountSignedInResponse,
  memberAccountResponse,
} from '@portal/contracts';
import { readMailbox, waitForMail } from '../email/mailbox.ts';
import { createSession } from '../sessions/store.ts';
import { issueDiscordCode } from './discordCodes.ts';
import { startAccountTestService, type AccountTestService } from './testing.ts';

const PASSWORD = 'Correct-Horse-42';
const NEW_PASSWORD = 'Brand-New-Secret-77';
const USERNAME_RULE =
  'Username cannot be empty, must be between 0 and 45 characters and cannot start or end with a space';

/** A session id: 32 random bytes, base64url (svc-identity README, Sessions). */
const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

let svc: AccountTestService;

/** The secret at the end of a mailed link. */
function tokenOf(link: string | undefined): string {
  const token = link?.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Every email job ever added in this run (the enqueue happens inside the request). */
async function queuedEmails(): Promise<number> {
  const counts = await svc.emailQueue.queue.getJobCounts(
    'completed',
    'waiting',
    'active',
    'delayed',
    'failed',
  );
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** The code the Discord bot would get for the id (discordBinding.test.ts covers the call itself). */
async function discordCode(discordID: string): Promise<string> {
  const issued = await issueDiscordCode(
    { redis: svc.redis, config: svc.config, clock: () => svc.now },
    'md001',
    discordID,
  );
  return issued.code;
}

async function sessionFor(accountID: string, capid: number, loginID: number | null = null) {
  const session = await createSession(
    { pool: svc.pool, redis: svc.redis, config: svc.config, clock: () => svc.now },
    { accountID, loginID, member: { type: 'CAPNHQMember', id: capid }, type: 'Regular' },
  );
  return session.cookieValue;
}

beforeAll(async () => {
  svc = await startAccountTestService();
  await svc.addAccount('md001');
  await svc.addAccount('md002');
  await svc.addMember({ accountID: 'md001', capid: 100001, nameFirst: 'Una', email: 'una@example.com' });
  await svc.addMember({ accountID: 'md001', capid: 100002, nameFirst: 'Reese', email: 'reese@example.com' });
  await svc.addMember({ accountID: 'md001', capid: 100003, nameFirst: 'Nomail', email: null });
  await svc.addMember({ accountID: 'md001', capid: 100004, nameFirst: 'Sam', email: 'sam@example.com' });
  await svc.addMember({ accountID: 'md001', capid: 100005, nameFirst: 'Dee', email: 'dee@example.com' });
  await svc.addMember({ accountID: 'md002', capid: 200001, nameFirst: 'Otto', email: 'otto@example.com' });
  await svc.addLogin('md001', 100002, 'reese', PASSWORD);
  await svc.addLogin('md002', 200001, 'otto', PASSWORD);
  svc.startWorker();
}, 60_000);

afterAll(async () => {
  await svc?.close();
});

describe('POST /api/member/account/capnhq/requestaccount (§5 account request)', () => {
  const url = '/api/member/account/capnhq/requestaccount';

  it('member number below 100000 is refused with the member number message', async () => {
    const r = await svc.call('POST', url, {
      body: { capid: 99999, email: 'una@example.com', recaptcha: 'ok' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(ACCOUNT_MESSAGES.memberNumber);
  });

  it('an email without @ is refused', async () => {
    const r = await svc.call('POST', url, {
      body: { capid: 100001, email: 'una.example.com', recaptcha: 'ok' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(ACCOUNT_MESSAGES.email);
  });

  it('a missing captcha is refused (captcha present)', async () => {
    const r = await svc.call('POST', url, {
      body: { capid: 100001, email: 'una@example.com', recaptcha: '' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid reCAPTCHA');
  });

  it('a missing field gets the generic validator message', async () => {
    const r = await svc.call('POST', url, { body: { email: 'una@example.com', recaptcha: 'ok' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION', message: 'capid is required' });
  });
  // member, account and email cases: accountRequest.test.ts (one answer whatever the case)
});

describe('account request then finish setup by the emailed link (§2 /finishaccount/{token}, §5)', () => {
  let token = '';

  it('mails a finish-setup link on the account host', async () => {
    const r = await svc.call('POST', '/api/member/account/capnhq/requestaccount', {
      body: { capid: 100001, email: 'UNA@example.com', recaptcha: 'ok' },
    });
    expect(r.status).toBe(204);
    const mail = await waitForMail(svc.mailDir, 'una@example.com', {
      filter: (m) => m.kind === 'finishSetup',
    });
    expect(mail.link).toMatch(/^http:\/\/md001\.localhost:8080\/finishaccount\/[A-Za-z0-9_-]{43}$/);
    token = tokenOf(mail.link);
  });

  it('the username rule gives the exact §5 message', async () => {
    for (const username of [' una', 'una ', '', 'u'.repeat(45)]) {
      const r = await svc.call('POST', '/api/member/account/finishsetup', {
        body: { token, username, password: PASSWORD },
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(USERNAME_RULE);
    }
  });

  it('a weak password is refused and the link stays usable', async () => {
    const r = await svc.call('POST', '/api/member/account/finishsetup', {
      body: { token, username: 'una', password: 'short' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'PASSWORD_COMPLEXITY', message: PASSWORD_SET_MESSAGES.Complexity });
  });

  it('a username already taken is refused and the link stays usable', async () => {
    const r = await svc.call('POST', '/api/member/account/finishsetup', {
      body: { token, username: 'REESE', password: PASSWORD },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.message).toBe(ACCOUNT_MESSAGES.usernameTaken);
  });

  it('creates the login and signs the member in with a Regular session', async () => {
    const r = await svc.call('POST', '/api/member/account/finishsetup', {
      body: { token, username: 'una', password: PASSWORD },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: 'Ok', sessionType: 'Regular' });
    expect(r.sessionCookie).toMatch(SESSION_ID_SHAPE);
    expect(r.setCookie.join(';')).toMatch(/HttpOnly/i);
    expect(accountSignedInResponse.safeParse(r.body).success).toBe(true);
    const info = await svc.call('GET', '/api/member/account', { sessionID: r.sessionCookie });
    expect(info.status).toBe(200);
    expect(memberAccountResponse.safeParse(info.body).success).toBe(true);
    expect(info.body).toMatchObject({
      username: 'una',
      member: { type: 'CAPNHQMember', id: 100001 },
      mfaEnabled: false,
    });
  });

  it('the link is single use', async () => {
    const r = await svc.call('POST', '/api/member/account/finishsetup', {
      body: { token, username: 'una2', password: PASSWORD },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'LINK_INVALID', message: ACCOUNT_MESSAGES.linkInvalid });
  });

  it('one account per member number: a second request for the member mails the rule, not a link', async () => {
    const before = (await readMailbox(svc.mailDir)).length;
    const r = await svc.call('POST', '/api/member/account/capnhq/requestaccount', {
      body: { capid: 100001, email: 'una@example.com', recaptcha: 'ok' },
    });
    expect(r.status).toBe(204);
    await waitForMail(svc.mailDir, 'una@example.com', { filter: (m) => m.kind === 'accountNotice' });
    const after = await readMailbox(svc.mailDir);
    expect(after.slice(before).filter((m) => m.kind === 'finishSetup')).toEqual([]);
  });

  it('a setup link expires after 24 hours', async () => {
    await svc.call('POST', '/api/member/account/capnhq/requestaccount', {
      body: { capid: 100004, email: 'sam@example.com', recaptcha: 'ok' },
    });
    const mail = await waitForMail(svc.mailDir, 'sam@example.com');
    const start = svc.now;
    svc.setNow(new Date(start.getTime() + 24 * 3600_000 + 1000));
    try {
      const r = await svc.call('POST', '/api/member/account/finishsetup', {
        body: { token: tokenOf(mail.link), username: 'sam', password: PASSWORD },
      });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('LINK_INVALID');
    } finally {
      svc.setNow(start);
    }
  });
});

describe('POST /api/member/account/capnhq/requestusername (§5 login request)', () => {
  const url = '/api/member/account/capnhq/requestusername';

  it('mails the username to the member on file', async () => {
    const r = await svc.call('POST', url, { body: { capid: 100002, captchaToken: 'ok' } });
    expect(r.status).toBe(204);
    const mail = await waitForMail(svc.mailDir, 'reese@example.com', {
      filter: (m) => m.kind === 'usernameReminder',
    });
    expect(mail.raw).toContain('is: reese');
    expect(mail.link).toBe('http://md001.localhost:8080/signin');
  });

  it('answers the same for a member number without a login, and sends nothing', async () => {
    const before = await queuedEmails();
    const r = await svc.call('POST', url, { body: { capid: 100005, captchaToken: 'ok' } });
    expect(r.status).toBe(204);
    expect(await queuedEmails()).toBe(before);
  });

  it('member number at least 100000 and captcha solved', async () => {
    expect((await svc.call('POST', url, { body: { capid: 5, captchaToken: 'ok' } })).body.message).toBe(
      ACCOUNT_MESSAGES.memberNumber,
    );
    expect((await svc.call('POST', url, { body: { capid: 100002, captchaToken: '' } })).body.message).toBe(
      'Invalid reCAPTCHA',
    );
  });
});

describe('password reset request and finish (§5, §2 /finishpasswordreset/{token})', () => {
  const requestURL = '/api/member/account/requestpasswordreset';
  const finishURL = '/api/member/account/finishpasswordreset';

  it('username must be non-empty after trimming', async () => {
    const r = await svc.call('POST', requestURL, { body: { username: '   ', captchaToken: 'ok' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(ACCOUNT_MESSAGES.usernameEmpty);
  });

  it('captcha must be solved', async () => {
    const r = await svc.call('POST', requestURL, { body: { username: 'reese', captchaToken: '' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid reCAPTCHA');
  });

  it('an unknown username gets the same answer and no mail (no enumeration)', async () => {
    const before = await queuedEmails();
    const r = await svc.call('POST', requestURL, { body: { username: 'nobody', captchaToken: 'ok' } });
    expect(r.status).toBe(204);
    expect(await queuedEmails()).toBe(before);
  });

  it('the reset mail lands in MAIL_DIR with a working link; finishing signs in and ends other sessions', async () => {
    const oldSession = await sessionFor('md001', 100002);
    expect((await svc.call('GET', '/api/member/account', { sessionID: oldSession })).status).toBe(200);

    const r = await svc.call('POST', requestURL, { body: { username: '  Reese ', captchaToken: 'ok' } });
    expect(r.status).toBe(204);
    const mail = await waitForMail(svc.mailDir, 'reese@example.com', {
      filter: (m) => m.kind === 'passwordReset',
    });
    expect(mail.link).toMatch(/^http:\/\/md001\.localhost:8080\/finishpasswordreset\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(mail.link);

    // policy and history (PasswordSetResult Complexity / InHistory); the link survives both
    const weak = await svc.call('POST', finishURL, { body: { token, newPassword: 'weak' } });
    expect(weak.body).toEqual({ code: 'PASSWORD_COMPLEXITY', message: PASSWORD_SET_MESSAGES.Complexity });
    const reused = await svc.call('POST', finishURL, { body: { token, newPassword: PASSWORD } });
    expect(reused.body).toEqual({ code: 'PASSWORD_IN_HISTORY', message: PASSWORD_SET_MESSAGES.InHistory });

    const done = await svc.call('POST', finishURL, { body: { token, newPassword: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'Ok', sessionType: 'Regular' });
    expect(done.sessionCookie).toMatch(SESSION_ID_SHAPE);
    expect(
      (await svc.call('GET', '/api/member/account', { sessionID: done.sessionCookie })).body.username,
    ).toBe('reese');
    // the member's other sessions ended
    expect((await svc.call('GET', '/api/member/account', { sessionID: oldSession })).status).toBe(401);

    // single use
    const again = await svc.call('POST', finishURL, { body: { token, newPassword: 'Another-Secret-99' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LINK_INVALID');

    // and the member is told about the change
    const notice = await waitForMail(svc.mailDir, 'reese@example.com', {
      filter: (m) => m.kind === 'accountNotice',
    });
    expect(notice.subject).toBe('Your password was changed');
  });

  it('a newer reset link replaces the older one, and a link expires after an hour', async () => {
    await svc.call('POST', requestURL, { body: { username: 'reese', captchaToken: 'ok' } });
    const first = await waitForMail(svc.mailDir, 'reese@example.com', {
      filter: (m) => m.kind === 'passwordReset' && !m.raw.includes('__seen__'),
    });
    const seen = new Set((await readMailbox(svc.mailDir)).map((m) => m.file));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await svc.call('POST', requestURL, { body: { username: 'reese', captchaToken: 'ok' } });
    const deadline = Date.now() + 10_000;
    let second;
    while (!second && Date.now() < deadline) {
      second = (await readMailbox(svc.mailDir)).find((m) => !seen.has(m.file) && m.kind === 'passwordReset');
      if (!second) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(second?.link).toBeDefined();
    expect(second?.link).not.toBe(first.link);

    const older = await svc.call('POST', finishURL, {
      body: { token: tokenOf(first.link), newPassword: 'Older-Link-Pass-1' },
    });
    expect(older.body?.code).toBe('LINK_INVALID');

    const start = svc.now;
    svc.setNow(new Date(start.getTime() + 3600_000 + 1000));
    try {
      const late = await svc.call('POST', finishURL, {
        body: { token: tokenOf(second!.link), newPassword: 'Late-Link-Pass-1' },
      });
      expect(late.body?.code).toBe('LINK_INVALID');
    } finally {
      svc.setNow(start);
    }
  });
});

describe('finish password reset of a login with MFA (the emailed link alone does not pass MFA)', () => {
  it('answers sessionType MFAInProgress and sets a session that is not signed in', async () => {
    await svc.addMember({ accountID: 'md001', capid: 100020, nameFirst: 'Mia', email: 'mia@example.com' });
    const loginID = await svc.addLogin('md001', 100020, 'mia', PASSWORD);
    await svc.pool.query(
      `UPDATE identity.logins SET mfa_enabled = true, mfa_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1`,
      [loginID],
    );
    await svc.call('POST', '/api/member/account/requestpasswordreset', {
      body: { username: 'mia', captchaToken: 'ok' },
    });
    const mail = await waitForMail(svc.mailDir, 'mia@example.com', {
      filter: (m) => m.kind === 'passwordReset',
    });
    const done = await svc.call('POST', '/api/member/account/finishpasswordreset', {
      body: { token: tokenOf(mail.link), newPassword: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'Ok', sessionType: 'MFAInProgress' });
    expect(done.sessionCookie).toMatch(SESSION_ID_SHAPE);
    expect((await svc.call('GET', '/api/member/account', { sessionID: done.sessionCookie })).status).toBe(
      401,
    );
    await waitForMail(svc.mailDir, 'mia@example.com', { filter: (m) => m.kind === 'accountNotice' });
  });
});

describe('emailed links opened by someone who already has a session (CSRF exemption)', () => {
  it("finishpasswordreset works with a session: the body's token is the emailed secret, not the CSRF token", async () => {
    await svc.addMember({ accountID: 'md001', capid: 100030, nameFirst: 'Cora', email: 'cora@example.com' });
    await svc.addLogin('md001', 100030, 'cora', PASSWORD);
    const otherMembersSession = await sessionFor('md001', 100001);
    await svc.call('POST', '/api/member/account/requestpasswordreset', {
      body: { username: 'cora', captchaToken: 'ok' },
    });
    const mail = await waitForMail(svc.mailDir, 'cora@example.com', {
      filter: (m) => m.kind === 'passwordReset',
    });
    const done = await svc.call('POST', '/api/member/account/finishpasswordreset', {
      sessionID: otherMembersSession,
      body: { token: tokenOf(mail.link), newPassword: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'Ok', sessionType: 'Regular' });
  });
});

describe('account isolation (issue tests: a session or link of md001 is refused on md002)', () => {
  it('a reset link of md001 does not work on md002, and md002 usernames are unknown on md001', async () => {
    const before = await queuedEmails();
    const r = await svc.call('POST', '/api/member/account/requestpasswordreset', {
      accountID: 'md001',
      body: { username: 'otto', captchaToken: 'ok' },
    });
    expect(r.status).toBe(204);
    expect(await queuedEmails()).toBe(before);

    await svc.call('POST', '/api/member/account/requestpasswordreset', {
      accountID: 'md002',
      body: { username: 'otto', captchaToken: 'ok' },
    });
    const mail = await waitForMail(svc.mailDir, 'otto@example.com');
    expect(mail.link).toMatch(/^http:\/\/md002\.localhost:8080\/finishpasswordreset\//);
    const onOtherHost = await svc.call('POST', '/api/member/account/finishpasswordreset', {
      accountID: 'md001',
      body: { token: tokenOf(mail.link), newPassword: NEW_PASSWORD },
    });
    expect(onOtherHost.body.code).toBe('LINK_INVALID');
  });

  it('a session of md001 is refused on md002', async () => {
    const session = await sessionFor('md001', 100002);
    expect(
      (await svc.call('GET', '/api/member/account', { accountID: 'md001', sessionID: session })).status,
    ).toBe(200);
    const other = await svc.call('GET', '/api/member/account', { accountID: 'md002', sessionID: session });
    expect(other.status).toBe(401);
    expect(other.body.message).toBe(ACCESS_MESSAGES.pleaseSignIn);
  });
});

describe('POST /api/member/account/registerdiscord/{discordID} and GET /api/member/account', () => {
  it('needs a signed-in member', async () => {
    const r = await svc.call('POST', '/api/member/account/registerdiscord/123456789012345678', { body: {} });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Please sign in');
    expect((await svc.call('GET', '/api/member/account')).status).toBe(401);
  });

  it('needs the request token (CSRF) with a session', async () => {
    const session = await sessionFor('md001', 100002);
    const r = await svc.call('POST', '/api/member/account/registerdiscord/123456789012345678', {
      sessionID: session,
      body: {},
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('TOKEN_INVALID');
  });

  it('stores the chat-service id, shown in the account info; one member per id', async () => {
    const session = await sessionFor('md001', 100002);
    const r = await svc.call('POST', '/api/member/account/registerdiscord/123456789012345678', {
      sessionID: session,
      body: { code: await discordCode('123456789012345678') },
      csrf: true,
    });
    expect(r.status).toBe(204);
    const info = await svc.call('GET', '/api/member/account', { sessionID: session });
    expect(info.body.discordID).toBe('123456789012345678');

    const unaSession = await sessionFor('md001', 100001);
    const taken = await svc.call('POST', '/api/member/account/registerdiscord/123456789012345678', {
      sessionID: unaSession,
      body: { code: await discordCode('123456789012345678') },
      csrf: true,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ACCOUNT_MESSAGES.discordTaken);

    const bad = await svc.call('POST', '/api/member/account/registerdiscord/not-a-number', {
      sessionID: unaSession,
      body: {},
      csrf: true,
    });
    expect(bad.status).toBe(400);
  });
});
