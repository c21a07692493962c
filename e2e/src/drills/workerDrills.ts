// Drill 3: kill the upload worker and the email worker with SIGKILL while a job is
// active (a test hook makes the job wait: UPLOAD_TEST_PAUSE_MS, EMAIL_TEST_PAUSE_MS), start them
// again, and check the job completes exactly once: one ready file with its bytes, one mail.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { readMailbox } from '../mailbox.ts';
import { LOCK_MS, type DrillSite } from './drillSite.ts';
import { signIn, sleep, until } from './steps.ts';

const PAUSE = { UPLOAD_TEST_PAUSE_MS: '120000', UPLOAD_TEST_PAUSE_AT: 'beforeReady' };

/** Kills the worker now running and starts it with env, waiting for its ready line. */
async function restartWorker(s: DrillSite, name: string, ready: RegExp, env?: Record<string, string>) {
  await s.stack.killChild(name, 'SIGKILL');
  const readyLine = s.waitForLine(name, ready, 60000);
  await s.stack.startChild(name, env);
  await readyLine;
}

export function workerDrills(site: () => DrillSite) {
  test('drill 3: the upload worker killed mid-job → after restart the file is finished exactly once', async () => {
    const s = site();
    await restartWorker(s, 'upload-worker', /upload worker ready/, PAUSE);
    const { page } = await s.newPage();
    await signIn(s, page, 'admin', '/drive');
    const paused = s.waitForLine('upload-worker', /upload test pause/, 60000);
    const answer = page.waitForResponse((r) => r.url().includes('/api/files/upload/'));
    await page.getByLabel('Files to upload').setInputFiles({
      name: 'drill-roster.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('drill roster\n'.repeat(2000)),
    });
    assert.equal((await answer).status(), 201);
    const fileID = /"fileID":"([0-9a-f]{32})"/.exec(await paused)?.[1];
    assert.ok(fileID, 'the pause line names the file');

    const killedAt = Date.now();
    await restartWorker(s, 'upload-worker', /upload worker ready/);
    const finishMs = await until(
      'the file is ready',
      async () =>
        (await s.query(`select status from files.files where id = $1`, [fileID]))[0]?.status === 'ready',
      60000,
    );
    await sleep(2 * LOCK_MS); // a second, duplicate run would show by now
    const rows = await s.query<{ status: string; size: string; checksum: string | null }>(
      `select status, size, checksum from files.files where file_name = 'drill-roster.txt'`,
    );
    assert.equal(rows.length, 1, 'one row for the file');
    assert.equal(rows[0]!.status, 'ready');
    assert.equal(Number(rows[0]!.size), 'drill roster\n'.length * 2000);
    assert.match(rows[0]!.checksum ?? '', /^[0-9a-f]{64}$/);
    const stored = await readdir(join(s.filesDir, 'md001', 'files'));
    assert.deepEqual(
      stored.filter((f) => f.startsWith(fileID)),
      [fileID],
      'the bytes are stored once under the file id',
    );
    s.figures['drill3-upload'] = { fileID, finishedAfterKillMs: Date.now() - killedAt, pollMs: finishMs };
  });

  test('drill 3: the email worker killed mid-job → after restart the mail is delivered exactly once', async () => {
    const s = site();
    await restartWorker(s, 'email-worker', /email worker ready/, { EMAIL_TEST_PAUSE_MS: '120000' });
    // a failure before the kill must not leave the paused worker to the drills after this one
    let pausedWorker = true;
    try {
      const { page } = await s.newPage();
      const paused = s.waitForLine('email-worker', /email test pause/, 60000);
      await page.goto(`${s.base}/passwordreset`);
      await page.getByLabel('Username').fill('staff');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/Password reset request succesful/).waitFor();
      const jobId = /"jobId":"([^"]+)"/.exec(await paused)?.[1];
      assert.ok(jobId, 'the pause line names the job');

      const killedAt = Date.now();
      await restartWorker(s, 'email-worker', /email worker ready/);
      pausedWorker = false;
      const mailsOfJob = async () =>
        (await readMailbox(s.mailDir)).filter((m) =>
          m.file.endsWith(`-${jobId.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`),
        );
      const deliveredMs = await until(
        'the mail is delivered',
        async () => (await mailsOfJob()).length > 0,
        60000,
      );
      await sleep(2 * LOCK_MS);
      const mails = await mailsOfJob();
      assert.equal(mails.length, 1, 'one mail for the job');
      assert.equal(mails[0]!.kind, 'passwordReset');
      const partial = (await readdir(s.mailDir)).filter((f) => f.endsWith('.partial'));
      assert.deepEqual(partial, [], 'no half-written mail');
      s.figures['drill3-email'] = { jobId, deliveredAfterKillMs: Date.now() - killedAt, pollMs: deliveredMs };
    } finally {
      if (pausedWorker) await restartWorker(s, 'email-worker', /email worker ready/);
    }
  });
}
