// Service tests of the sign-up email (events §5): the real app on a fresh
// PostgreSQL database, the real `email` queue on Redis under this file's own prefix, svc-identity's
// member contacts as data through the real client (src/pocs/testing.ts; the call itself is a Pact).
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_QUEUE_NAME, type EventContent } from '@portal/contracts';
import type { AttendanceListener } from '../attendance/attendanceListeners.ts';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';
import { createEventMail, type EventMail } from './eventMail.ts';
import { mailListeners } from './mailListeners.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test-signupmail-${randomBytes(6).toString('hex')}`;
// a fixed future start: 2030-07-04 18:30 UTC = 14:30 in New York (§9)
const MEET = Date.UTC(2030, 6, 4, 18, 15);
const START = MEET + 900_000;

const ANN: Viewer = { ref: nhq(530001), name: ['Ann', 'Able'] };
const BEN: Viewer = { ref: nhq(530002), name: ['Ben', 'Baker'] };
const NOMAIL: Viewer = { ref: nhq(530003), name: ['Nora', 'Nomail'] };
const CAL: Viewer = { ref: nhq(530004), name: ['Cal', 'Carter'] };

const BODY = [
  'Hello %%MEMBER_NAME%% (%%MEMBER_NAME%%),',
  '**%%EVENT_NAME%%** starts at %%EVENT_START%%; again: %%EVENT_NAME%% at %%EVENT_START%%.',
  'Details: %%EVENT_LINK%% and %%EVENT_LINK%%',
].join('\n\n');

let h: EventsHarness;
let mail: EventMail;
let listeners: AttendanceListener[] = [];
let queue: Queue;
const contactsCalls: string[] = [];

beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    directoryEntry(ANN.ref, 'C/Amn Ann Able', 'ann@example.org'),
    directoryEntry(BEN.ref, 'C/SrA Ben Baker', 'ben@example.org'),
    directoryEntry(NOMAIL.ref, 'C/Amn Nora Nomail'),
    directoryEntry(CAL.ref, 'C/Amn Cal Carter', 'cal@example.org'),
  ]);
  const memberContacts = directoryMemberContacts(directory, contactsCalls);
  mail = createEventMail({
    redisUrl: REDIS_URL,
    prefix: PREFIX,
    publicURL: { baseDomain: 'localhost', publicPort: 8080 },
  });
  listeners = mailListeners({ mail, memberContacts });
  h = await createEventsHarness({
    memberContacts,
    // through a variable, so one test can swap in a mail producer whose Redis is down
    attendanceListeners: [(change) => Promise.all(listeners.map((l) => l(change))).then(() => {})],
  });
  queue = new Queue(EMAIL_QUEUE_NAME, { connection: { url: REDIS_URL }, prefix: PREFIX });
});

afterAll(async () => {
  await queue?.close();
  await mail?.close();
  await h?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

beforeEach(async () => {
  await queue.obliterate({ force: true });
});

const seed = (overrides: Partial<EventContent> = {}) =>
  h.seed(
    validContent(MEET, {
      status: 'CONFIRMED',
      name: 'Drill night',
      startDateTime: START,
      useEmailBody: true,
      emailBody: { body: BODY },
      ...overrides,
    }),
  );
const url = (id: number) => `/api/events/${id}/attendance`;
const signUp = (id: number, who: Viewer, body: object = {}) =>
  h.call('post', url(id), who).send({ memberID: who.ref, ...body });
const queued = async () =>
  (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((j) => ({
    id: j.id,
    name: j.name,
    data: j.data as { to: string; data: { bodyMarkdown?: string } },
  }));

describe('events §5 sign-up email through the email queue', () => {
  it('useEmailBody: signing up enqueues exactly one eventSignup job with every placeholder replaced', async () => {
    const id = await seed();
    const res = await signUp(id, ANN);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const jobs = await queued();
    expect(jobs.map((j) => [j.id, j.name, j.data.to])).toEqual([
      [`eventsignup-md001-${id}-CAPNHQMember-530001`, 'eventSignup', 'ann@example.org'],
    ]);
    const link = `http://md001.localhost:8080/eventviewer/${id}`;
    expect(jobs[0]?.data).toMatchObject({
      kind: 'eventSignup',
      accountID: 'md001',
      data: { memberName: 'C/Amn Ann Able', eventID: id, eventName: 'Drill night', eventLink: link },
    });
    expect(jobs[0]?.data.data.bodyMarkdown).toBe(
      [
        'Hello C/Amn Ann Able (C/Amn Ann Able),',
        '**Drill night** starts at 14:30 on 07/04/2030; again: Drill night at 14:30 on 07/04/2030.',
        `Details: ${link} and ${link}`,
      ].join('\n\n'),
    );
    expect(jobs[0]?.data.data.bodyMarkdown).not.toMatch(/%%/);
  });

  it('without useEmailBody no mail is enqueued', async () => {
    const id = await seed({ useEmailBody: false });
    expect((await signUp(id, ANN)).status).toBe(201);
    expect(await queued()).toEqual([]);
  });

  it("'I will NOT attend' gets no sign-up email; a member without an email is skipped, the sign-up still 201", async () => {
    const id = await seed();
    expect((await signUp(id, BEN, { status: 'NOTPLANNINGTOATTEND' })).status).toBe(201);
    expect((await signUp(id, NOMAIL)).status).toBe(201);
    expect(await queued()).toEqual([]);
  });

  it("'I will NOT attend' changed to attending: the sign-up email then, once", async () => {
    const id = await seed();
    expect((await signUp(id, BEN, { status: 'NOTPLANNINGTOATTEND' })).status).toBe(201);
    const modify = (status: string) => h.call('put', url(id), BEN).send({ memberID: BEN.ref, status });
    expect((await modify('COMMITTEDATTENDED')).status).toBe(200);
    expect((await modify('NOTPLANNINGTOATTEND')).status).toBe(200);
    expect((await modify('COMMITTEDATTENDED')).status).toBe(200);
    expect((await queued()).map((j) => [j.id, j.data.to])).toEqual([
      [`eventsignup-md001-${id}-CAPNHQMember-530002`, 'ben@example.org'],
    ]);
  });

  it('one mail per member and event: deleted by a manager and signed up again sends nothing new', async () => {
    const id = await seed();
    expect((await signUp(id, ANN)).status).toBe(201);
    expect((await h.call('delete', url(id), FULL).send({ member: ANN.ref })).status).toBeLessThan(300);
    expect((await signUp(id, ANN)).status).toBe(201);
    expect((await queued()).map((j) => j.id)).toEqual([`eventsignup-md001-${id}-CAPNHQMember-530001`]);
  });

  it('a bulk add mails each committed member, their contacts read in one call', async () => {
    const id = await seed();
    contactsCalls.length = 0;
    const res = await h.call('post', `${url(id)}/bulk`, FULL).send({
      members: [{ memberID: BEN.ref }, { memberID: CAL.ref }, { memberID: NOMAIL.ref }],
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect((await queued()).map((j) => j.data.to).sort()).toEqual(['ben@example.org', 'cal@example.org']);
    // one call by the route (the members' names), one by the mail listener (not one per member)
    const all = 'md001 CAPNHQMember-530002,CAPNHQMember-530004,CAPNHQMember-530003';
    expect(contactsCalls).toEqual([all, all]);
  });

  it('Redis unreachable: the sign-up still answers 201 quickly and the record is kept', async () => {
    const id = await seed();
    const down = createEventMail({
      redisUrl: 'redis://127.0.0.1:1',
      prefix: PREFIX,
      publicURL: { baseDomain: 'localhost', publicPort: 8080 },
      timeoutMs: 500,
    });
    const saved = listeners;
    listeners = mailListeners({ mail: down, memberContacts: directoryMemberContacts(castDirectoryWith()) });
    try {
      const started = Date.now();
      const res = await signUp(id, ANN);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(Date.now() - started).toBeLessThan(3_000);
      const list = await h.call('get', url(id), FULL);
      expect(list.body.map((r: { memberID: unknown }) => r.memberID)).toEqual([ANN.ref]);
    } finally {
      listeners = saved;
      await down.close();
    }
  });
});

function castDirectoryWith() {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    directoryEntry(ANN.ref, 'C/Amn Ann Able', 'ann@example.org'),
  ]);
  return directory;
}
