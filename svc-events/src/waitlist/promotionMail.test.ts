// Service test (real PostgreSQL and Redis, own queue prefix): "the next member is
// promoted and told when a place frees up": the promoted member's eventWaitlistPromoted mail is on
// the `email` queue after the call that freed the place; a member without an email is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import { createEventMail, type EventMail } from '../mail/eventMail.ts';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import { deletePrefix, emailQueueOf, freshPrefix, mailJobs, TEST_REDIS_URL } from '../reminders/testing.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';
import { waitlistPromotionListener } from './promotionMail.ts';

const FUTURE = Date.now() + 10 * 86_400_000;
const cadet = (n: number): Viewer => ({ ref: nhq(531000 + n), name: ['Cadet', `M${n}`] });
const [A, B, C] = [1, 2, 3].map(cadet) as [Viewer, Viewer, Viewer];

let h: EventsHarness;
let mail: EventMail;
let queue: Queue;
const prefix = freshPrefix('waitlist-mail');
beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    directoryEntry(A.ref, 'C/Amn Ann M1', 'ann@example.org'),
    directoryEntry(B.ref, 'C/Amn Bea M2', 'bea@example.org'),
    directoryEntry(C.ref, 'C/Amn Cal M3'), // no email
  ]);
  const memberContacts = directoryMemberContacts(directory);
  mail = createEventMail({
    redisUrl: TEST_REDIS_URL,
    prefix,
    publicURL: { baseDomain: 'localhost', publicPort: 8080 },
  });
  queue = emailQueueOf(prefix);
  h = await createEventsHarness({
    memberContacts,
    attendanceListeners: [waitlistPromotionListener({ mail, memberContacts })],
  });
});
afterAll(async () => {
  await h?.close();
  await queue?.close();
  await mail?.close();
  await deletePrefix(prefix);
});

const url = (id: number) => `/api/events/${id}/attendance`;
const signUp = (id: number, who: Viewer) => h.call('post', url(id), who).send({ memberID: who.ref });

describe('the promoted member is told by email', () => {
  it("a cancel promotes the next member: one eventWaitlistPromoted mail to them, with the event's link", async () => {
    const id = await h.seed(
      validContent(FUTURE, { status: 'CONFIRMED', desiredNumberOfParticipants: 1, name: 'Glider day' }),
    );
    for (const who of [A, B, C]) expect((await signUp(id, who)).status).toBe(201);
    expect(await mailJobs(queue, 'eventWaitlistPromoted')).toEqual([]);
    const cancel = await h.call('put', url(id), A).send({ memberID: A.ref, status: 'NOTPLANNINGTOATTEND' });
    expect(cancel.status).toBe(200);
    const jobs = await mailJobs(queue, 'eventWaitlistPromoted');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.id).toMatch(new RegExp(`^eventwaitlistpromoted-md001-${id}-CAPNHQMember-531002-\\d+$`));
    expect(jobs[0]!.data).toMatchObject({
      kind: 'eventWaitlistPromoted',
      accountID: 'md001',
      to: 'bea@example.org',
      data: {
        memberName: 'C/Amn Bea M2',
        eventID: id,
        eventName: 'Glider day',
        eventLink: `http://md001.localhost:8080/eventviewer/${id}`,
      },
    });
  });

  it('a promoted member without an email gets none (skipped, the promotion stands)', async () => {
    const id = await h.seed(validContent(FUTURE, { status: 'CONFIRMED', desiredNumberOfParticipants: 1 }));
    for (const who of [A, C]) expect((await signUp(id, who)).status).toBe(201);
    const before = (await mailJobs(queue, 'eventWaitlistPromoted')).length;
    expect((await h.call('delete', url(id), FULL).send({ member: A.ref })).status).toBe(204);
    expect((await mailJobs(queue, 'eventWaitlistPromoted')).length).toBe(before);
    const list = await h.call('get', url(id), FULL);
    expect(list.body.map((r: { waitlisted?: true }) => r.waitlisted ?? false)).toEqual([false]);
  });
});
