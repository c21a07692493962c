import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { EMAIL_QUEUE_NAME, type EmailJob } from '@portal/contracts';
import { createEventMail, type EventMail } from './eventMail.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const publicURL = { baseDomain: 'localhost', publicPort: 8080 };
const opened: EventMail[] = [];
const prefixes: string[] = [];

function fresh(redisUrl = REDIS_URL, timeoutMs?: number) {
  const prefix = `test-eventmail-${randomBytes(6).toString('hex')}`;
  prefixes.push(prefix);
  const mail = createEventMail({ redisUrl, prefix, publicURL, ...(timeoutMs ? { timeoutMs } : {}) });
  opened.push(mail);
  return { mail, prefix };
}

const job = (eventLink: string): EmailJob => ({
  kind: 'eventSignup',
  accountID: 'md001',
  to: 'cadet@example.org',
  data: { memberName: 'C/Amn Ann Able', eventID: 7, eventName: 'Drill', eventLink, bodyMarkdown: 'Hi' },
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((m) => m.close()));
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes.splice(0)) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
});

describe('svc-events email producer (foundation.md Mail)', () => {
  it('links to the event on the account host', () => {
    const { mail } = fresh();
    expect(mail.eventLink('md002', 12)).toBe('http://md002.localhost:8080/eventviewer/12');
  });

  it('enqueues once per business-key job id on the email queue', async () => {
    const { mail, prefix } = fresh();
    const payload = job(mail.eventLink('md001', 7));
    await mail.enqueue('eventsignup-md001-7-CAPNHQMember-100001', payload);
    await mail.enqueue('eventsignup-md001-7-CAPNHQMember-100001', payload);
    const queue = new Queue(EMAIL_QUEUE_NAME, { connection: { url: REDIS_URL }, prefix });
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    await queue.close();
    expect(jobs.map((j) => [j.id, j.name, j.data])).toEqual([
      ['eventsignup-md001-7-CAPNHQMember-100001', 'eventSignup', payload],
    ]);
  });

  it('refuses an invalid payload or a job id BullMQ would refuse', async () => {
    const { mail } = fresh();
    await expect(mail.enqueue('eventsignup-x', { ...job('not a link') })).rejects.toThrow();
    await expect(mail.enqueue('eventsignup:x', job(mail.eventLink('md001', 7)))).rejects.toThrow(/job id/);
  });

  it('rejects quickly instead of hanging when Redis is unreachable', async () => {
    const { mail } = fresh('redis://127.0.0.1:1', 300);
    const started = Date.now();
    await expect(mail.enqueue('eventsignup-down', job(mail.eventLink('md001', 7)))).rejects.toThrow(
      /not queued within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
