import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordResetEmail } from './jobs.ts';
import { waitForMail } from './mailbox.ts';
import { accountBaseURL, createEmailQueue, type EmailQueue } from '@portal/contracts/server/email';
import { TEST_REDIS_URL, deletePrefix, freshMailDir, freshPrefix, removeDir } from './testQueue.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '../..');
// node with tsx's loader, not the tsx wrapper: the wrapper SIGKILLs the process (exit 143) when
// it does not confirm a relayed SIGTERM within 30 ms, which a loaded machine misses

describe('the worker process (a worker process in svc-identity)', () => {
  let child: ChildProcess | undefined;
  let queue: EmailQueue | undefined;
  let prefix = '';
  let mailDir = '';

  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await queue?.close();
    await deletePrefix(prefix);
    await removeDir(mailDir);
  });

  it('`tsx src/worker.ts` delivers into MAIL_DIR and stops cleanly on SIGTERM', async () => {
    prefix = freshPrefix('worker');
    mailDir = await freshMailDir();
    const { SMTP_URL: _smtp, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serviceDir,
      env: { ...env, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, MAIL_DIR: mailDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const deadline = Date.now() + 20_000;
    while (!output.includes('email worker ready')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`worker did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    queue = createEmailQueue({ redisUrl: TEST_REDIS_URL, prefix });
    await queue.enqueueEmail(
      passwordResetEmail({
        accountID: 'md001',
        to: 'proc@example.com',
        memberName: 'Pat',
        username: 'pat',
        tokenID: 'proc1',
        token: 'tok',
        baseURL: accountBaseURL({ baseDomain: 'localhost', publicPort: 8080 }, 'md001'),
        expiresAt: new Date(),
      }),
    );
    const mail = await waitForMail(mailDir, 'proc@example.com', { timeoutMs: 15_000 });
    expect(mail.link).toBe('http://md001.localhost:8080/finishpasswordreset/tok');

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 40_000);
});
