// The worker process (`tsx src/worker.ts`; ARCHITECTURE: workers are their own
// processes): started as a child on a fresh database and Redis prefix, it runs a due digest job,
// puts the mail on the `email` queue, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AttendanceRecord } from '@portal/contracts';
import { createTestDatabase, expectForcedDrop, type TestDatabase } from '@portal/contracts/testing';
import { inTransaction } from '@portal/contracts/server';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAttendance } from '../attendance/attendanceRepository.ts';
import { runMigrations } from '../db/migrations.ts';
import { insertEvent } from '../events/repository.ts';
import { AUTHOR, nhq, validContent } from '../testing/harness.ts';
import { createReminderQueue, type ReminderQueue } from './reminderQueue.ts';
import { deletePrefix, emailQueueOf, freshPrefix, mailJobs, TEST_REDIS_URL, waitForJob } from './testing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '../..');
// node with tsx's loader, not the tsx wrapper: the wrapper SIGKILLs the process (exit 143) when
// it does not confirm a relayed SIGTERM within 30 ms, which a loaded machine misses
const HOUR = 3_600_000;

describe('the svc-events worker process (scheduled jobs run by a worker of their own)', () => {
  let child: ChildProcess | undefined;
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  let queue: ReminderQueue | undefined;
  let emails: Queue | undefined;
  let prefix = '';

  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await queue?.close();
    await emails?.close();
    await pool?.end();
    await database?.drop();
    await deletePrefix(prefix);
  });

  it('`tsx src/worker.ts` runs a due sign-up digest onto the email queue and stops on SIGTERM', async () => {
    prefix = freshPrefix('events-worker');
    database = await createTestDatabase('events_worker');
    await runMigrations(database.url);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    expectForcedDrop(pool);
    const signedUpAt = Date.now() - HOUR;
    const content = validContent(Date.now() + 7 * 24 * HOUR, {
      status: 'CONFIRMED',
      pointsOfContact: [
        {
          type: 'EXTERNAL',
          name: 'Ext Ernal',
          email: 'ext@example.org',
          phone: '',
          position: '',
          publicDisplay: true,
          receiveEventUpdates: false,
          receiveRoster: false,
          receiveSignUpUpdates: true,
          receiveUpdates: false,
        },
      ],
    });
    const eventID = await inTransaction(pool, async (client) => {
      const event = await insertEvent(client, 'md001', content, AUTHOR.ref, 'Abe Author');
      const record: AttendanceRecord = {
        timestamp: signedUpAt,
        memberID: nhq(520002),
        memberName: 'Pat Plain',
        status: 'COMMITTEDATTENDED',
        comments: '',
        shiftTime: null,
        planToUseCAPTransportation: false,
        canUsePhotos: false,
        customAttendanceFieldValues: [],
        summaryEmailSent: false,
        sourceAccountID: 'md001',
        sourceEventID: event.id,
      };
      await insertAttendance(client, { accountID: 'md001', eventID: event.id }, [record]);
      return event.id;
    });

    child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serviceDir,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        // an external contact's email is stored on the event: svc-identity is never asked
        IDENTITY_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const deadline = Date.now() + 20_000;
    while (!output.includes('reminder worker ready')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`worker did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // the window of a sign-up an hour ago closed long since: the digest is due at once
    queue = createReminderQueue({ redisUrl: TEST_REDIS_URL, prefix });
    const jobId = await queue.scheduleDigest({ accountID: 'md001', eventID }, signedUpAt, Date.now());
    expect(await waitForJob(queue.queue, jobId, 15_000)).toMatchObject({
      state: 'completed',
      returnvalue: 'sent 1',
    });
    emails = emailQueueOf(prefix);
    const [mail, ...more] = await mailJobs(emails, 'eventSignupDigest');
    expect(more).toEqual([]);
    expect(mail!.data).toMatchObject({
      to: 'ext@example.org',
      data: { eventID, contactName: 'Ext Ernal', signups: [{ memberName: 'Pat Plain' }] },
    });

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 40_000);
});
