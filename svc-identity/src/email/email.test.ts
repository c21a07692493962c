import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMAIL_QUEUE_NAME, parseMailboxMessage } from '@portal/contracts';
import { startEmailWorker, type EmailWorker } from './emailWorker.ts';
import { passwordResetEmail, usernameReminderEmail } from './jobs.ts';
import { listMailboxFiles, newestMailTo, waitForMail } from './mailbox.ts';
import { createMailer, type Mailer } from './mailer.ts';
import {
  accountBaseURL,
  bullConnection,
  createEmailQueue,
  type EmailQueue,
} from '@portal/contracts/server/email';
import {
  TEST_REDIS_URL,
  deletePrefix,
  freshMailDir,
  freshPrefix,
  removeDir,
  waitForJobState,
} from './testQueue.ts';

const baseURL = accountBaseURL({ baseDomain: 'localhost', publicPort: 8080 }, 'md001');

function resetMail(tokenID: string, to = 'cadet@example.com') {
  return passwordResetEmail({
    accountID: 'md001',
    to,
    memberName: 'Pat Cadet',
    username: 'cadet',
    tokenID,
    token: `secret-token-${tokenID}`,
    baseURL,
    expiresAt: new Date('2026-01-01T00:00:00Z'),
  });
}

describe('email jobs (BullMQ email queue, worker, local mailbox)', () => {
  let prefix: string;
  let mailDir: string;
  let emailQueue: EmailQueue;
  let worker: EmailWorker | undefined;

  beforeEach(async () => {
    prefix = freshPrefix('email');
    mailDir = await freshMailDir();
    emailQueue = createEmailQueue({ redisUrl: TEST_REDIS_URL, prefix, backoffDelayMs: 20 });
  });

  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await emailQueue.close();
    await deletePrefix(prefix);
    await removeDir(mailDir);
  });

  function startWorker(mailer: Mailer = createMailer({ mailDir, from: 'Portal <no-reply@localhost>' })) {
    worker = startEmailWorker({ redisUrl: TEST_REDIS_URL, prefix, mailer });
    return worker;
  }

  it('links use the account host http://{account}.{BASE_DOMAIN}:{port}', () => {
    expect(baseURL).toBe('http://md001.localhost:8080');
    expect(resetMail('t1').job.data.link).toBe(
      'http://md001.localhost:8080/finishpasswordreset/secret-token-t1',
    );
    expect(accountBaseURL({ baseDomain: 'example.org', publicPort: 443, protocol: 'https' }, 'md002')).toBe(
      'https://md002.example.org',
    );
  });

  it('the queue lives under REDIS_PREFIX and job ids are business keys', async () => {
    const mail = resetMail('abc');
    await emailQueue.enqueueEmail(mail);
    const job = await emailQueue.queue.getJob('passwordreset-abc');
    expect(job?.data).toEqual(mail.job);
    expect(job?.opts.attempts).toBe(5);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 20 });
    const redis = bullConnection(TEST_REDIS_URL);
    try {
      expect(await redis.exists(`${prefix}:${EMAIL_QUEUE_NAME}:passwordreset-abc`)).toBe(1);
    } finally {
      redis.disconnect();
    }
  });

  it('writes a real RFC 822 message into MAIL_DIR named {timestamp}-{jobId}.eml with the reset link', async () => {
    await emailQueue.enqueueEmail(resetMail('t2'));
    startWorker();
    const mail = await waitForMail(mailDir, 'cadet@example.com');
    expect(path.basename(mail.file)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-passwordreset-t2\.eml$/,
    );
    expect(mail.link).toBe('http://md001.localhost:8080/finishpasswordreset/secret-token-t2');
    expect(mail.kind).toBe('passwordReset');
    expect(mail.jobId).toBe('passwordreset-t2');
    expect(mail.accountID).toBe('md001');
    expect(mail.subject).toBe('Reset your password');
    const raw = await readFile(mail.file, 'utf8');
    expect(raw).toContain('\r\n');
    expect(raw).toMatch(/^MIME-Version: 1\.0$/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  });

  it('renders each kind with its own subject and link (username reminder)', async () => {
    await emailQueue.enqueueEmail(
      usernameReminderEmail({
        accountID: 'md001',
        to: 'Senior@Example.com',
        memberName: 'Sam Senior',
        capid: 123456,
        username: 'senior',
        requestID: 'r1',
        baseURL,
      }),
    );
    startWorker();
    const mail = await waitForMail(mailDir, 'senior@example.com');
    expect(mail.subject).toBe('Your username');
    expect(mail.link).toBe('http://md001.localhost:8080/signin');
    expect(mail.raw).toContain('The username for member number 123456 is: senior');
  });

  it('email job idempotency: the same job id enqueued twice delivers one mail', async () => {
    await emailQueue.enqueueEmail(resetMail('same'));
    await emailQueue.enqueueEmail(resetMail('same'));
    startWorker();
    expect(await waitForJobState(emailQueue.queue, 'passwordreset-same')).toBe('completed');
    // Enqueued again after delivery: still the same (completed) job, no second mail.
    await emailQueue.enqueueEmail(resetMail('same'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listMailboxFiles(mailDir)).toHaveLength(1);
    expect(await emailQueue.queue.getJobCounts('completed', 'waiting', 'active')).toEqual({
      completed: 1,
      waiting: 0,
      active: 0,
    });
  });

  it('a failing transport is retried with exponential backoff until it delivers', async () => {
    const real = createMailer({ mailDir, from: 'Portal <no-reply@localhost>' });
    let calls = 0;
    const flaky: Mailer = {
      mode: 'mailbox',
      async deliver(input) {
        calls += 1;
        if (calls < 3) throw new Error('SMTP connection refused');
        return real.deliver(input);
      },
      close: () => real.close(),
    };
    await emailQueue.enqueueEmail(resetMail('retry'));
    startWorker(flaky);
    expect(await waitForJobState(emailQueue.queue, 'passwordreset-retry')).toBe('completed');
    const job = await emailQueue.queue.getJob('passwordreset-retry');
    expect(job?.attemptsMade).toBe(3);
    expect(calls).toBe(3);
    expect(await listMailboxFiles(mailDir)).toHaveLength(1);
  });

  it('a transport that never recovers fails the job after 5 attempts', async () => {
    const broken: Mailer = {
      mode: 'smtp',
      deliver: async () => {
        throw new Error('SMTP down');
      },
      close: () => {},
    };
    await emailQueue.enqueueEmail(resetMail('down'));
    startWorker(broken);
    expect(await waitForJobState(emailQueue.queue, 'passwordreset-down', ['failed'], 15_000)).toBe('failed');
    const job = await emailQueue.queue.getJob('passwordreset-down');
    expect(job?.attemptsMade).toBe(5);
    expect(job?.failedReason).toBe('SMTP down');
  });

  it('a malformed payload fails at once instead of being retried', async () => {
    const queue = new Queue(EMAIL_QUEUE_NAME, { connection: bullConnection(TEST_REDIS_URL), prefix });
    try {
      await queue.add(
        'passwordReset',
        { kind: 'passwordReset', to: 'nobody' },
        { jobId: 'bad-1', attempts: 5 },
      );
      startWorker();
      expect(await waitForJobState(emailQueue.queue, 'bad-1')).toBe('failed');
      expect((await queue.getJob('bad-1'))?.attemptsMade).toBe(1);
      expect(await listMailboxFiles(mailDir)).toHaveLength(0);
    } finally {
      await queue.close();
    }
  });

  it('the producer refuses an invalid payload before it reaches the queue', async () => {
    const bad = resetMail('x', 'not-an-address');
    await expect(emailQueue.enqueueEmail(bad)).rejects.toThrow();
  });

  it('newestMailTo finds the most recent mail to an address', async () => {
    await emailQueue.enqueueEmail(resetMail('first'));
    startWorker();
    await waitForJobState(emailQueue.queue, 'passwordreset-first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await emailQueue.enqueueEmail(resetMail('second'));
    await waitForJobState(emailQueue.queue, 'passwordreset-second');
    await emailQueue.enqueueEmail(resetMail('other', 'someone@example.com'));
    await waitForJobState(emailQueue.queue, 'passwordreset-other');
    const newest = await newestMailTo(mailDir, 'cadet@example.com');
    expect(newest?.jobId).toBe('passwordreset-second');
    expect(parseMailboxMessage(newest?.raw ?? '').link).toContain('secret-token-second');
  });
});
