// Service tests: unsigned slips get one reminder 48 hours before the meet time,
// through the event-reminders queue (real Redis, real PostgreSQL; the job is fired as the worker
// fires it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL, nhq, type Viewer } from '../testing/harness.ts';
import { SLIP_REMINDER_LEAD_MS, slipReminderJobId } from '../reminders/reminderJobs.ts';
import { fireSlipReminder } from './reminder.ts';
import { cadetDetails, createSlipHarness, guardianSigns, slipEvent, type SlipHarness } from './testing.ts';

const HOUR = 3_600_000;
const MEET = Date.now() + 10 * 24 * HOUR;
const ANN: Viewer = { ref: nhq(542001), name: ['Ann', 'Able'] };
const BEN: Viewer = { ref: nhq(542002), name: ['Ben', 'Baker'] };
const sign = guardianSigns('Bella Baker', { relationship: 'Father', phoneDuringActivity: '3015550100' });

let h: SlipHarness;
let eventID: number;
const slipMails = async () => (await h.mails()).filter((m) => m.job.kind === 'permissionSlipRequest');

beforeAll(async () => {
  h = await createSlipHarness([
    cadetDetails(ANN.ref, ['Ann', 'Able'], ['alice@example.org']),
    cadetDetails(BEN.ref, ['Ben', 'Baker'], ['bella@example.org']),
  ]);
  eventID = await h.seed(slipEvent(MEET));
  await h.attend(eventID, ANN.ref, 'C/Amn Ann Able');
  await h.attend(eventID, BEN.ref, 'C/Amn Ben Baker');
  await h.call('post', `/api/events/${eventID}/permissionslips`, FULL).expect(200);
  // Ben's guardian signs; Ann's does not
  await h
    .publicCall('post', `/api/permissionslips/sign/${await h.tokenFrom('bella@example.org')}`)
    .send(sign)
    .expect(200);
});
afterAll(async () => h?.close());

const job = (meetDateTime = MEET) => ({
  kind: 'slipReminder' as const,
  accountID: 'md001',
  eventID,
  meetDateTime,
});

describe('one reminder 48 hours before the meet time', () => {
  it('requesting slips schedules the reminder 48 hours before the meet time', async () => {
    const queued = await h.reminders.queue.getJob(slipReminderJobId(job()));
    expect(queued?.data).toMatchObject(job());
    const firesAt = queued!.timestamp + (queued!.opts.delay ?? 0);
    expect(Math.abs(firesAt - (MEET - SLIP_REMINDER_LEAD_MS))).toBeLessThan(60_000);
  });

  it('a job for a meet time the event no longer has does nothing', async () => {
    expect(await fireSlipReminder(h.reminderDeps, job(MEET - HOUR))).toBe('skipped: the event moved');
  });

  it('the reminder mails the unsigned slip’s guardians only, with a new link, and only once', async () => {
    const before = await slipMails();
    const oldLink = await h.tokenFrom('alice@example.org');
    expect(await fireSlipReminder(h.reminderDeps, job())).toBe('reminded 1');
    const added = (await slipMails()).slice(before.length);
    expect(added.map((m) => m.job.to)).toEqual(['alice@example.org']);
    expect(added[0]!.job.kind === 'permissionSlipRequest' && added[0]!.job.data.reminder).toBe(true);
    // the new link works, the old one is withdrawn
    await h
      .publicCall('get', `/api/permissionslips/sign/${await h.tokenFrom('alice@example.org')}`)
      .expect(200);
    await h.publicCall('get', `/api/permissionslips/sign/${oldLink}`).expect(410);
    // a second firing (a retry) reminds no one again
    expect(await fireSlipReminder(h.reminderDeps, job())).toBe('skipped: no unanswered slip');
    expect((await slipMails()).length).toBe(before.length + 1);
  });
});
