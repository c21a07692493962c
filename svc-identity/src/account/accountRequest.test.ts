// The account request answers every visitor the same way, whatever the member number and email
// (no enumeration of members, accounts or addresses); what differs goes by email to the member's
// address on file. Real database, real BullMQ queue and email worker writing into a temporary mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/contracts';
import { readMailbox, waitForMail } from '../email/mailbox.ts';
import { startAccountTestService, type AccountTestService } from './testing.ts';

const URL = '/api/member/account/capnhq/requestaccount';
let svc: AccountTestService;

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

/** The mail's text as a reader sees it: quoted-printable soft breaks joined and escapes decoded. */
function textOf(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const ask = (capid: number, email: string) =>
  svc.call('POST', URL, { body: { capid, email, recaptcha: 'ok' } });

beforeAll(async () => {
  svc = await startAccountTestService();
  await svc.addAccount('md001');
  await svc.addMember({ accountID: 'md001', capid: 300001, nameFirst: 'Nell', email: 'nell@example.com' });
  await svc.addMember({ accountID: 'md001', capid: 300002, nameFirst: 'Hal', email: 'hal@example.com' });
  await svc.addMember({ accountID: 'md001', capid: 300003, nameFirst: 'Mia', email: 'mia@example.com' });
  await svc.addMember({ accountID: 'md001', capid: 300004, nameFirst: 'Nomail', email: null });
  await svc.addLogin('md001', 300002, 'hal', 'Correct-Horse-42');
  svc.startWorker();
}, 60_000);

afterAll(async () => {
  await svc?.close();
});

describe('account request: one neutral answer whatever the case, the rest by email to the address on file', () => {
  it('no member, a member with an account, a wrong email and a right one get identical answers (status and body)', async () => {
    const answers = await Promise.all([
      ask(399999, 'stranger@example.com'), // no such member
      ask(300002, 'hal@example.com'), // the member already has an account
      ask(300003, 'attacker@example.com'), // the email is not on file
      ask(300001, 'nell@example.com'), // a right request
    ]);
    const shapes = answers.map((a) => ({ status: a.status, body: a.body ?? null }));
    expect(shapes).toEqual(Array(4).fill({ status: 204, body: null }));
  });

  it('a right request: the finish-setup link goes to the address on file', async () => {
    const mail = await waitForMail(svc.mailDir, 'nell@example.com', {
      filter: (m) => m.kind === 'finishSetup',
    });
    expect(mail.link).toMatch(/\/finishaccount\/[A-Za-z0-9_-]{43}$/);
  });

  it("only one account per member number: the member with an account is told so by email, in the spec's words", async () => {
    const mail = await waitForMail(svc.mailDir, 'hal@example.com', {
      filter: (m) => m.kind === 'accountNotice',
    });
    expect(textOf(mail.raw)).toContain(ACCOUNT_MESSAGES.oneAccountPerMember);
    expect(mail.link).toBe('http://md001.localhost:8080/usernamerequest');
    expect(mail.raw).not.toContain('/finishaccount/');
  });

  it('an email not on file: the member is told at the address on file, and no link goes to the address typed', async () => {
    const mail = await waitForMail(svc.mailDir, 'mia@example.com', {
      filter: (m) => m.kind === 'accountNotice',
    });
    expect(textOf(mail.raw)).toContain(ACCOUNT_MESSAGES.emailMismatch);
    expect(mail.raw).not.toContain('attacker@example.com');
    const all = await readMailbox(svc.mailDir);
    expect(all.filter((m) => m.to.includes('attacker@example.com'))).toEqual([]);
    expect(all.filter((m) => m.kind === 'finishSetup' && m.to.includes('mia@example.com'))).toEqual([]);
  });

  it('no mail where there is no address: an unknown member number, or a member without an email on file', async () => {
    const before = await queuedEmails();
    const unknown = await ask(399998, 'who@example.com');
    const noAddress = await ask(300004, 'nomail@example.com');
    expect([unknown.status, noAddress.status]).toEqual([204, 204]);
    expect(await queuedEmails()).toBe(before);
  });

  it('the notices are idempotent: asking again within minutes sends no second mail', async () => {
    await ask(300002, 'hal@example.com');
    const before = await queuedEmails();
    await ask(300002, 'hal@example.com');
    await ask(300003, 'someone@example.com');
    expect(await queuedEmails()).toBe(before);
  });

  it('bad input still gets its message: member number, email and captcha (they say nothing about members)', async () => {
    expect((await ask(99999, 'x@example.com')).body.message).toBe(ACCOUNT_MESSAGES.memberNumber);
    expect((await ask(300001, 'x.example.com')).body.message).toBe(ACCOUNT_MESSAGES.email);
    const noCaptcha = await svc.call('POST', URL, {
      body: { capid: 300001, email: 'nell@example.com', recaptcha: '' },
    });
    expect(noCaptcha.body.message).toBe(ACCOUNT_MESSAGES.captcha);
  });
});
