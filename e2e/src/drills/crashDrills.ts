// Drill 6: a process of the site crashes (SIGKILL from outside, as the kernel's
// OOM killer or a fatal bug would) and nobody acts. The supervisor (deploy/stack.mjs, as under
// `npm start`) starts it again after its backoff: each service and the gateway answer /healthz again
// from a new process, each worker says it is ready again, and the email and upload workers then
// process a job.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readMailbox } from '../mailbox.ts';
import type { DrillSite } from './drillSite.ts';
import { signIn, until } from './steps.ts';

interface CrashCase {
  process: string;
  /** The stack's port name of a process that listens. */
  port?: 'gateway' | 'identity' | 'events' | 'files';
  /** The line a worker prints once it takes jobs again. */
  ready?: RegExp;
}

const cases: CrashCase[] = [
  { process: 'svc-identity', port: 'identity' },
  { process: 'svc-events', port: 'events' },
  { process: 'svc-files', port: 'files' },
  { process: 'gateway', port: 'gateway' },
  { process: 'email-worker', ready: /email worker ready/ },
  { process: 'events-worker', ready: /reminder worker ready/ },
  { process: 'upload-worker', ready: /upload worker ready/ },
];

/** Kills the process group as a crash would (the supervisor is not told) and waits until it is back. */
async function crashAndAwait(s: DrillSite, c: CrashCase): Promise<{ backAfterMs: number }> {
  const pid = s.stack.pidOf(c.process);
  assert.ok(pid, `${c.process} runs before the drill`);
  const readyAgain = c.ready ? s.waitForLine(c.process, c.ready, 90_000) : null;
  const killedAt = Date.now();
  process.kill(-pid, 'SIGKILL');
  await until(
    `${c.process} is back without anyone acting`,
    async () => {
      const now = s.stack.pidOf(c.process);
      if (!now || now === pid) return false;
      if (!c.port) return true;
      const answer = await fetch(`http://127.0.0.1:${s.stack.ports[c.port]}/healthz`, {
        signal: AbortSignal.timeout(1000),
      });
      return answer.ok;
    },
    90_000,
  );
  await readyAgain;
  return { backAfterMs: Date.now() - killedAt };
}

export function crashDrills(site: () => DrillSite) {
  for (const c of cases) {
    test(`drill 6: ${c.process} killed (SIGKILL) → the supervisor restarts it, ${c.port ? '/healthz answers' : 'it is ready'} again`, async () => {
      const s = site();
      s.figures[`drill6-${c.process}`] = await crashAndAwait(s, c);
    });
  }

  test('drill 6: after their crash the email and upload workers process jobs (a mail, an upload)', async () => {
    const s = site();
    const { page } = await s.newPage();
    const before = (await readMailbox(s.mailDir)).length;
    await page.goto(`${s.base}/passwordreset`);
    await page.getByLabel('Username').fill('staff');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/Password reset request succesful/).waitFor();
    await until('the mail is delivered', async () => (await readMailbox(s.mailDir)).length > before, 60_000);

    await signIn(s, page, 'admin', '/drive');
    const answer = page.waitForResponse((r) => r.url().includes('/api/files/upload/'));
    await page.getByLabel('Files to upload').setInputFiles({
      name: 'drill6-after-crash.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('after the crash\n'),
    });
    assert.equal((await answer).status(), 201);
    await until(
      'the upload is processed',
      async () =>
        (
          await s.query<{ status: string }>(
            `select status from files.files where file_name = 'drill6-after-crash.txt'`,
          )
        )[0]?.status === 'ready',
      60_000,
    );
  });
}
