// BadPerms, BadClear and BadInsert (platform §8 import errors), with the database made to fail by
// triggers in this test's own database, through the real queue and worker.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importJobID, MEMBER_IMPORT_MESSAGES, type ImportStatusResponse } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { startImportWorker, type ImportWorker } from './importWorker.ts';
import { buildImportJob, closeImportQueues, importJobOptions, importQueueFor } from './queue.ts';
import { SAMPLE_COUNTS, sampleFiles, zipFiles } from './sample.ts';
import { importStatus, parseFailure } from './status.ts';
import { loadUpload, storeUpload } from './uploads.ts';

let t: TestApp;
let worker: ImportWorker;
let n = 0;

/** Enqueues a job the way the upload call does, with a short backoff so retries happen quickly. */
async function enqueue(submitterID: number, backoffMs = 20): Promise<string> {
  n += 1;
  const zip = zipFiles(sampleFiles({ 'Note.txt': `run ${n}` }));
  const { jobId, job } = buildImportJob({
    accountID: 'md001',
    submitterID,
    zip,
    now: new Date('2026-11-01T00:00:00Z'),
  });
  await storeUpload(t.db.pool, {
    accountID: 'md001',
    jobID: jobId,
    zip,
    submittedBy: `CAPNHQMember-${submitterID}`,
  });
  await importQueueFor(t.config).queue.add(job.kind, job, importJobOptions(jobId, backoffMs));
  return jobId;
}

async function finalStatus(jobID: string): Promise<ImportStatusResponse & { attemptsMade: number }> {
  const queue = importQueueFor(t.config).queue;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await queue.getJob(jobID);
    const status = job ? await importStatus(job) : null;
    if (job && status?.result) return { ...status, attemptsMade: job.attemptsMade };
    if (Date.now() > deadline) throw new Error(`job ${jobID} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function importedCount(): Promise<number> {
  const { rows } = await t.db.pool.query(
    `SELECT count(*)::int AS n FROM identity.members WHERE id LIKE '5190%'`,
  );
  return rows[0].n;
}

beforeAll(async () => {
  t = await createTestApp();
  worker = startImportWorker({
    redisUrl: t.config.redisUrl,
    prefix: t.config.redisPrefix,
    pool: t.db.pool,
    superUserIDs: [],
  });
  await worker.worker.waitUntilReady();
}, 60_000);

afterEach(async () => {
  await t.db.pool.query('DROP TRIGGER IF EXISTS fail_delete ON identity.duty_positions');
  await t.db.pool.query('DROP TRIGGER IF EXISTS fail_insert ON identity.duty_positions');
});

afterAll(async () => {
  await worker?.close();
  await closeImportQueues();
  await t?.close();
});

describe('import results other than None', () => {
  it('BadPerms: a job whose submitter no longer has DownloadCAPWATCH imports nothing (final, no retry)', async () => {
    // 510004 is the cadet: DownloadCAPWATCH NO
    const jobID = await enqueue(510004);
    const status = await finalStatus(jobID);
    expect(status).toMatchObject({
      state: 'completed',
      result: 'BadPerms',
      message: MEMBER_IMPORT_MESSAGES.badPerms,
    });
    expect(status.attemptsMade).toBe(1);
    expect(await importedCount()).toBe(0);
    expect(await loadUpload(t.db.pool, 'md001', jobID)).toBeNull();
  });

  it('BadClear: clearing the old duty positions fails, so the job is retried with backoff, then fails; nothing is written', async () => {
    await t.db.pool.query(`CREATE OR REPLACE FUNCTION identity.fail_now() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'disk on fire'; END $$ LANGUAGE plpgsql`);
    await t.db.pool.query(
      'CREATE TRIGGER fail_delete BEFORE DELETE ON identity.duty_positions FOR EACH STATEMENT EXECUTE FUNCTION identity.fail_now()',
    );
    const jobID = await enqueue(510001);
    const status = await finalStatus(jobID);
    expect(status).toMatchObject({
      state: 'failed',
      result: 'BadClear',
      message: 'clearing duty positions: disk on fire',
    });
    expect(status.attemptsMade).toBe(3);
    expect(await importedCount()).toBe(0);
    // after the last attempt the upload is gone
    expect(await loadUpload(t.db.pool, 'md001', jobID)).toBeNull();
  });

  it('BadInsert: inserting duty positions fails; the members already upserted in the transaction are rolled back', async () => {
    await t.db.pool.query(
      'CREATE TRIGGER fail_insert BEFORE INSERT ON identity.duty_positions FOR EACH STATEMENT EXECUTE FUNCTION identity.fail_now()',
    );
    const jobID = await enqueue(510001);
    const status = await finalStatus(jobID);
    expect(status).toMatchObject({
      state: 'failed',
      result: 'BadInsert',
      message: 'saving duty positions: disk on fire',
    });
    expect(await importedCount()).toBe(0);
  });

  it('a retry after a failed attempt succeeds once the database is back (the upload waits for it)', async () => {
    await t.db.pool.query(
      'CREATE TRIGGER fail_insert BEFORE INSERT ON identity.duty_positions FOR EACH STATEMENT EXECUTE FUNCTION identity.fail_now()',
    );
    const queue = importQueueFor(t.config).queue;
    // a longer backoff, so the trigger is gone before the second attempt
    const jobID = await enqueue(510001, 500);
    const deadline = Date.now() + 10_000;
    while (((await queue.getJob(jobID))?.attemptsMade ?? 0) < 1) {
      if (Date.now() > deadline) throw new Error('no first attempt');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await t.db.pool.query('DROP TRIGGER fail_insert ON identity.duty_positions');
    const status = await finalStatus(jobID);
    expect(status.result).toBe('None');
    expect(status.counts).toEqual(SAMPLE_COUNTS);
    expect(await importedCount()).toBe(12);
  });
});

describe('failure reasons', () => {
  it.each([
    ['BadClear: clearing duty positions: x', 'BadClear', 'clearing duty positions: x'],
    ['BadInsert: saving members: y', 'BadInsert', 'saving members: y'],
    ['connection lost', 'BadInsert', 'connection lost'],
  ])('%s', (reason, result, message) => {
    expect(parseFailure(reason)).toEqual({ result, message });
  });

  it('the job id is the hash of account and file', () => {
    const zip = zipFiles(sampleFiles());
    const sha = createHash('sha256').update(zip).digest('hex');
    expect(buildImportJob({ accountID: 'md001', submitterID: 510001, zip, now: new Date() }).jobId).toBe(
      importJobID('md001', sha),
    );
  });
});
