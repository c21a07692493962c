// Service tests (beyond the spec): reminders before an event and the points of
// contact's sign-up digest, as delayed jobs on the `event-reminders` queue. Real PostgreSQL (fresh
// database), real Redis under a fresh prefix; the worker is started here, delayed jobs are promoted
// rather than waited for. Mails are read off the `email` queue (svc-identity's worker delivers them).
import type { EventContent, PointOfContact } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEvent } from '../events/repository.ts';
import { insertLinkedEvent } from '../links/linkRepository.ts';
import { createEventMail, type EventMail } from '../mail/eventMail.ts';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  AUTHOR,
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  PLAIN,
  POC,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';
import {
  memberReminderJobId,
  REMINDER_LEAD_MS,
  signupDigestJobId,
  type SignupDigestJob,
} from './reminderJobs.ts';
import { reminderListener, rescheduleOnMove } from './reminderListener.ts';
import { createReminderQueue, type ReminderQueue } from './reminderQueue.ts';
import { startReminderWorker, type ReminderWorker } from './reminderWorker.ts';
import {
  deletePrefix,
  emailQueueOf,
  freshPrefix,
  mailJobs,
  promoteAndWait,
  TEST_REDIS_URL,
} from './testing.ts';
import { fireSignupDigest } from './fireJobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CADET: Viewer = { ref: nhq(520040), name: ['Cody', 'Cadet'] };
/** A member of the wing (md000) only, signing up through the wing's LINKED event. */
const WING_MEMBER: Viewer = { ref: nhq(520041), accountID: 'md000', name: ['Wendy', 'Wing'] };
/** A digest window no test run straddles (the window rule itself is a table test). */
const WIDE_WINDOW = 1000 * DAY;

const prefix = freshPrefix('reminders');
let h: EventsHarness;
let queue: ReminderQueue;
let mail: EventMail;
let emails: Queue;
let worker: ReminderWorker;

beforeAll(async () => {
  const directory = castDirectory();
  const withEmail = [PLAIN, AUTHOR, POC, CADET].map((v) =>
    directoryEntry(v.ref, (v.name ?? []).join(' '), `${v.name?.[0]?.toLowerCase()}@example.com`),
  );
  directory.set('md001', [...(directory.get('md001') ?? []).filter((e) => e.email), ...withEmail]);
  directory.set('md000', [directoryEntry(WING_MEMBER.ref, 'Wendy Wing', 'wendy@example.com')]);
  const memberContacts = directoryMemberContacts(directory);
  queue = createReminderQueue({ redisUrl: TEST_REDIS_URL, prefix, digestWindowMs: WIDE_WINDOW });
  h = await createEventsHarness({
    memberContacts,
    attendanceListeners: [reminderListener(queue)],
    // as main.ts registers it; the hook reads the harness's own database, known once it exists
    onEventMoved: (event) => movedHook(event),
  });
  movedHook = rescheduleOnMove(h.db, queue);
  mail = createEventMail({
    redisUrl: TEST_REDIS_URL,
    prefix,
    publicURL: { baseDomain: 'localhost', publicPort: 8080 },
  });
  emails = emailQueueOf(prefix);
  worker = startReminderWorker({ redisUrl: TEST_REDIS_URL, prefix, db: h.db, mail, memberContacts });
  await worker.worker.waitUntilReady();
});
afterAll(async () => {
  await worker?.close();
  await queue?.close();
  await mail?.close();
  await emails?.close();
  await h?.close();
  await deletePrefix(prefix);
});
let movedHook: ReturnType<typeof rescheduleOnMove>;

const seed = (meet: number, overrides: Partial<EventContent> = {}) =>
  h.seed(validContent(meet, { status: 'CONFIRMED', ...overrides }));
const signUp = (id: number, who: Viewer, body: object = {}) =>
  h.call('post', `/api/events/${id}/attendance`, who).send({ memberID: who.ref, ...body });
const reminderId = (id: number, who: Viewer, meet: number) =>
  memberReminderJobId({ accountID: 'md001', eventID: id, member: who.ref, meetDateTime: meet });
const reminderMails = async (id: number) =>
  (await mailJobs(emails, 'eventReminder')).filter((job) => job.data.data.eventID === id);

describe('member reminders (a reminder before the event, an idempotent scheduled job)', () => {
  it('the same sign-up scheduled twice is one delayed job, due 24 hours before the meet time', async () => {
    const meet = Date.now() + 3 * DAY;
    const id = await seed(meet);
    expect((await signUp(id, PLAIN)).status).toBe(201);
    // a modify of the committed record schedules the same id again
    const put = await h.call('put', `/api/events/${id}/attendance`, PLAIN).send({
      memberID: PLAIN.ref,
      comments: 'Bringing a friend',
    });
    expect(put.status).toBe(200);
    const jobId = reminderId(id, PLAIN, meet);
    expect(jobId).not.toContain(':');
    const delayed = (await queue.queue.getJobs(['delayed'])).filter((job) => job.data.eventID === id);
    expect(delayed.map((job) => job.id)).toEqual([jobId]);
    const due = delayed[0]!.timestamp + delayed[0]!.opts.delay!;
    expect(Math.abs(due - (meet - REMINDER_LEAD_MS))).toBeLessThan(60_000);
  });

  it('fires for a still-committed record with an unchanged meet time: one eventReminder mail', async () => {
    const meet = Date.now() + 3 * DAY;
    const id = await seed(meet, { meetLocation: 'Hangar 7' });
    expect((await signUp(id, CADET)).status).toBe(201);
    const outcome = await promoteAndWait(queue.queue, reminderId(id, CADET, meet));
    expect(outcome).toMatchObject({ state: 'completed', returnvalue: 'sent' });
    const [sent, ...more] = await reminderMails(id);
    expect(more).toEqual([]);
    expect(sent!.id).toBe(`event${reminderId(id, CADET, meet)}`);
    expect(sent!.data).toMatchObject({
      kind: 'eventReminder',
      accountID: 'md001',
      to: 'cody@example.com',
      data: {
        memberName: 'Cody Cadet',
        eventID: id,
        eventLink: `http://md001.localhost:8080/eventviewer/${id}`,
        meetLocation: 'Hangar 7',
      },
    });
  });

  it('does nothing when the record is no longer committed, is deleted, or the event is cancelled', async () => {
    const meet = Date.now() + 3 * DAY;
    const rescinded = await seed(meet);
    const deleted = await seed(meet);
    const cancelled = await seed(meet);
    for (const id of [rescinded, deleted, cancelled]) expect((await signUp(id, PLAIN)).status).toBe(201);
    const changed = await h
      .call('put', `/api/events/${rescinded}/attendance`, FULL)
      .send({ memberID: PLAIN.ref, status: 'RESCINDEDCOMMITMENTTOATTEND' });
    expect(changed.status).toBe(200);
    const removed = await h
      .call('delete', `/api/events/${deleted}/attendance`, FULL)
      .send({ member: PLAIN.ref });
    expect(removed.status).toBe(204);
    expect((await h.call('put', `/api/events/${cancelled}`, FULL).send({ status: 'CANCELLED' })).status).toBe(
      200,
    );
    const outcomes = await Promise.all(
      [rescinded, deleted, cancelled].map((id) => promoteAndWait(queue.queue, reminderId(id, PLAIN, meet))),
    );
    expect(outcomes.map((o) => o.returnvalue)).toEqual([
      'skipped: not committed',
      'skipped: no record',
      'skipped: event cancelled',
    ]);
    for (const id of [rescinded, deleted, cancelled]) expect(await reminderMails(id)).toEqual([]);
  });

  it('a moved event: the old job does nothing, a new one is scheduled for the new meet time', async () => {
    const meet = Date.now() + 3 * DAY;
    const id = await seed(meet);
    expect((await signUp(id, AUTHOR)).status).toBe(201);
    const later = meet + 2 * DAY;
    const moved = await h.call('put', `/api/events/${id}`, FULL).send({
      meetDateTime: later,
      startDateTime: later + 900_000,
      endDateTime: later + 2.25 * HOUR,
      pickupDateTime: later + 2.5 * HOUR,
    });
    expect(moved.status).toBe(200);
    const old = await promoteAndWait(queue.queue, reminderId(id, AUTHOR, meet));
    expect(old.returnvalue).toBe('skipped: event moved');
    const fresh = await promoteAndWait(queue.queue, reminderId(id, AUTHOR, later));
    expect(fresh.returnvalue).toBe('sent');
    expect((await reminderMails(id)).map((job) => job.data.to)).toEqual(['abe@example.com']);
  });

  it('a waitlisted sign-up is not reminded; once promoted it is, with one mail (waitlist)', async () => {
    const meet = Date.now() + 3 * DAY;
    const id = await seed(meet, { desiredNumberOfParticipants: 1 });
    expect((await signUp(id, PLAIN)).status).toBe(201);
    const waiting = await signUp(id, CADET);
    expect(waiting.body).toMatchObject({ waitlisted: true });
    expect((await promoteAndWait(queue.queue, reminderId(id, CADET, meet))).returnvalue).toBe(
      'skipped: waitlisted',
    );
    // PLAIN withdraws: CADET takes the place (listener kind 'promoted': a job of its own)
    const freed = await h
      .call('put', `/api/events/${id}/attendance`, PLAIN)
      .send({ memberID: PLAIN.ref, status: 'NOTPLANNINGTOATTEND' });
    expect(freed.status).toBe(200);
    const promotedId = memberReminderJobId({
      accountID: 'md001',
      eventID: id,
      member: CADET.ref,
      meetDateTime: meet,
      promoted: true,
    });
    expect((await promoteAndWait(queue.queue, promotedId)).returnvalue).toBe('sent');
    expect((await reminderMails(id)).map((job) => job.data.to)).toEqual(['cody@example.com']);
  });

  it("a sign-up through a LINKED event: the source's job, mailed from the member's own account's linked event", async () => {
    const meet = Date.now() + 3 * DAY;
    const source = await seed(meet);
    const linked = (
      await inTransaction(h.db, (client) =>
        insertLinkedEvent(client, {
          source: { accountID: 'md001', id: source },
          sourceAccountName: 'Squadron 1',
          targetAccountID: 'md000',
          targetAccountName: 'Maryland Wing',
          linker: WING_MEMBER.ref,
          linkerName: 'Wendy Wing',
        }),
      )
    ).id;
    expect((await signUp(linked, WING_MEMBER)).status).toBe(201);
    // records, and so jobs, are the source's
    expect((await promoteAndWait(queue.queue, reminderId(source, WING_MEMBER, meet))).returnvalue).toBe(
      'sent',
    );
    const [sent] = (await mailJobs(emails, 'eventReminder')).filter(
      (job) => job.data.to === 'wendy@example.com',
    );
    expect(sent!.data).toMatchObject({
      accountID: 'md000',
      data: { eventID: linked, eventLink: `http://md000.localhost:8080/eventviewer/${linked}` },
    });
  });

  it('a late sign-up is reminded at once if the meet is more than 2 hours off, else not at all', async () => {
    const soon = Date.now() + 5 * HOUR;
    const tooSoon = Date.now() + HOUR;
    const a = await seed(soon);
    const b = await seed(tooSoon);
    expect((await signUp(a, PLAIN)).status).toBe(201);
    expect((await signUp(b, PLAIN)).status).toBe(201);
    const now = await queue.queue.getJob(reminderId(a, PLAIN, soon));
    expect(now?.opts.delay).toBe(0);
    expect(await queue.queue.getJob(reminderId(b, PLAIN, tooSoon))).toBeUndefined();
  });
});

const poc = (p: Partial<PointOfContact> & Pick<PointOfContact, 'type'>): PointOfContact =>
  ({
    email: '',
    phone: '',
    position: '',
    publicDisplay: true,
    receiveEventUpdates: false,
    receiveRoster: false,
    receiveSignUpUpdates: false,
    receiveUpdates: false,
    ...(p.type === 'EXTERNAL' ? { name: 'Someone' } : { memberReference: POC.ref }),
    ...p,
  }) as PointOfContact;

describe('the points of contact sign-up digest (one mail per window)', () => {
  it("groups a window's sign-ups into one mail per contact with receiveSignUpUpdates", async () => {
    const meet = Date.now() + 10 * DAY;
    const id = await seed(meet, {
      pointsOfContact: [
        poc({ type: 'INTERNAL', memberReference: POC.ref, receiveSignUpUpdates: true }),
        poc({ type: 'EXTERNAL', name: 'Ext Ernal', email: 'ext@example.org', receiveSignUpUpdates: true }),
        poc({ type: 'EXTERNAL', name: 'Quiet', email: 'quiet@example.org' }),
      ],
    });
    for (const who of [PLAIN, CADET, AUTHOR]) expect((await signUp(id, who)).status).toBe(201);
    const digests = (await queue.queue.getJobs(['delayed', 'waiting'])).filter(
      (job) => job.name === 'signupDigest' && job.data.eventID === id,
    );
    expect(digests).toHaveLength(1);
    const job = digests[0]!.data as SignupDigestJob;
    expect(digests[0]!.id).toBe(signupDigestJobId(job));
    expect(digests[0]!.id).not.toContain(':');
    expect((await promoteAndWait(queue.queue, digests[0]!.id!)).returnvalue).toBe('sent 2');
    const sent = (await mailJobs(emails, 'eventSignupDigest')).filter((m) => m.data.data.eventID === id);
    expect(sent.map((m) => m.data.to).sort()).toEqual(['ext@example.org', 'polly@example.com']);
    for (const m of sent) {
      expect(m.id).not.toContain(':');
      expect(m.data.data.signups.map((s: { memberName: string }) => s.memberName).sort()).toEqual([
        'Abe Author',
        'Cody Cadet',
        'Pat Plain',
      ]);
    }
    expect(sent.find((m) => m.data.to === 'polly@example.com')?.data.data.contactName).toBe('Polly Contact');
  });

  it("a sign-up waiting on a full event is listed as 'Waitlisted' in the digest", async () => {
    const meet = Date.now() + 10 * DAY;
    const id = await seed(meet, {
      desiredNumberOfParticipants: 1,
      pointsOfContact: [
        poc({ type: 'EXTERNAL', name: 'Ext', email: 'full@example.org', receiveSignUpUpdates: true }),
      ],
    });
    for (const who of [PLAIN, CADET]) expect((await signUp(id, who)).status).toBe(201);
    const digest = (await queue.queue.getJobs(['delayed', 'waiting'])).find(
      (job) => job.name === 'signupDigest' && job.data.eventID === id,
    )!;
    expect((await promoteAndWait(queue.queue, digest.id!)).returnvalue).toBe('sent 1');
    const [sent] = (await mailJobs(emails, 'eventSignupDigest')).filter((m) => m.data.data.eventID === id);
    const statuses = Object.fromEntries(
      sent!.data.data.signups.map((s: { memberName: string; status: string }) => [s.memberName, s.status]),
    );
    expect(statuses).toEqual({ 'Pat Plain': 'Committed/Attended', 'Cody Cadet': 'Waitlisted' });
  });

  it('lists only the sign-ups whose time falls in the window, and none when no contact wants them', async () => {
    const meet = Date.now() + 10 * DAY;
    const id = await seed(meet, {
      pointsOfContact: [
        poc({ type: 'EXTERNAL', name: 'Ext', email: 'window@example.org', receiveSignUpUpdates: true }),
      ],
    });
    const quiet = await seed(meet, { pointsOfContact: [poc({ type: 'EXTERNAL', email: 'q@example.org' })] });
    for (const who of [PLAIN, CADET]) expect((await signUp(id, who)).status).toBe(201);
    expect((await signUp(quiet, PLAIN)).status).toBe(201);
    // PLAIN signed up in an earlier window
    await h.db.query(
      `UPDATE events.attendance SET timestamp = timestamp - $1 WHERE event_id = $2 AND member_id = $3`,
      [HOUR, id, String(PLAIN.ref.id)],
    );
    const { rows } = await h.db.query<{ timestamp: string }>(
      `SELECT timestamp FROM events.attendance WHERE event_id = $1 AND member_id = $2`,
      [id, String(CADET.ref.id)],
    );
    const windowStart = Number(rows[0]!.timestamp) - 1000;
    const deps = { db: h.db, mail, memberContacts: null };
    const job = {
      kind: 'signupDigest',
      accountID: 'md001',
      eventID: id,
      windowStart,
      windowMs: 60_000,
    } as const;
    expect(await fireSignupDigest(deps, job)).toBe('sent 1');
    const [sent] = (await mailJobs(emails, 'eventSignupDigest')).filter((m) => m.data.data.eventID === id);
    expect(sent!.data.data.signups.map((s: { memberName: string }) => s.memberName)).toEqual(['Cody Cadet']);
    // no contact of `quiet` receives sign-up updates: no digest was even scheduled
    const quietJobs = (await queue.queue.getJobs(['delayed', 'waiting'])).filter(
      (j) => j.name === 'signupDigest' && j.data.eventID === quiet,
    );
    expect(quietJobs).toEqual([]);
  });
});

describe('Redis down (ARCHITECTURE: a listener failure never fails the call)', () => {
  it('scheduling rejects within its timeout; the moved-event hook logs it and resolves', async () => {
    const down = createReminderQueue({ redisUrl: 'redis://127.0.0.1:1', prefix, timeoutMs: 200 });
    try {
      const store = { accountID: 'md001', eventID: 1 };
      await expect(
        down.scheduleReminders(store, Date.now() + 3 * DAY, [PLAIN.ref], Date.now()),
      ).rejects.toThrow(/within 200 ms/);
      const logged: string[] = [];
      const logger = { error: (_: unknown, message: string) => logged.push(message) } as unknown as Logger;
      const id = await seed(Date.now() + 3 * DAY);
      expect((await signUp(id, PLAIN)).status).toBe(201);
      const stored = await findEvent(h.db, 'md001', id);
      await rescheduleOnMove(h.db, down, logger)(stored!.event);
      expect(logged).toEqual(['could not schedule reminders for a moved event']);
    } finally {
      await down.close();
    }
  });
});
