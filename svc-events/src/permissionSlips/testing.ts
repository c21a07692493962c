// Tests only: svc-events' app with the permission slip feature on a fresh database, the real
// `email` queue under a random prefix, svc-identity's member details as data through the real
// client (src/orgInfo/testing.ts), and cadets with their parents' addresses.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import {
  EMAIL_QUEUE_NAME,
  emptyContact,
  REQUIRED_FORMS_OPTIONS,
  type AttendanceRecord,
  type EmailJob,
  type EventContent,
  type InternalMemberDetails,
  type Member,
  type MemberReference,
  type SignSlipRequest,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { createServiceDatabase, signedRequest, testMember } from '@portal/contracts/testing';
import { accountBaseURL } from '@portal/contracts/server/email';
import { createApp } from '../app.ts';
import { insertAttendance } from '../attendance/attendanceRepository.ts';
import { runMigrations } from '../db/migrations.ts';
import { insertEvent } from '../events/repository.ts';
import { createEventMail, type EventMail } from '../mail/eventMail.ts';
import { directoryMemberDetails } from '../orgInfo/testing.ts';
import { AUTHOR, contextFor, SECRET, SUPER_USER_ID, validContent, type Who } from '../testing/harness.ts';
import { createReminderQueue, type ReminderQueue } from '../reminders/reminderQueue.ts';
import type { SlipReminderDeps } from './reminder.ts';
import { createSignLimiter } from './signLimiter.ts';
import type { SlipFilesClient } from './slipFilesClient.ts';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PUBLIC_URL = { baseDomain: 'localhost', publicPort: 8080 };

/** A member of md001 as the details call answers: a cadet unless `senior`, parents' addresses. */
export function cadetDetails(
  ref: MemberReference,
  name: [string, string],
  parents: string[] = [],
  senior = false,
): InternalMemberDetails {
  const contact = emptyContact();
  const priorities = ['PRIMARY', 'SECONDARY', 'EMERGENCY'] as const;
  parents.forEach((address, i) => (contact.CADETPARENTEMAIL[priorities[i]!] = address));
  return {
    member: {
      ...testMember(),
      ...ref,
      nameFirst: name[0],
      nameLast: name[1],
      seniorMember: senior,
      contact,
    } as Member,
    orgInformation: { orgName: 'Test Squadron', commanderName: 'Cora Commander', contacts: [] },
  };
}

/** A guardian's answer on the public signing page: signed, with consent, and `overrides` on top. */
export function guardianSigns(
  guardianName = 'Alice Able',
  overrides: Partial<SignSlipRequest> = {},
): SignSlipRequest {
  return {
    decision: 'SIGN',
    guardianName,
    relationship: 'Mother',
    phoneDuringActivity: '(301) 555-0100',
    alternatePhone: '',
    signature: guardianName,
    consent: true,
    ...overrides,
  };
}

/** An event that asks for the 60-80, meeting `meet`. */
export function slipEvent(meet: number, overrides: Partial<EventContent> = {}): EventContent {
  const base = validContent(meet, {
    name: 'Orientation flight day',
    status: 'CONFIRMED',
    transportationProvided: true,
    transportationDescription: 'Unit van',
  });
  return {
    ...base,
    requiredForms: {
      ...base.requiredForms,
      values: REQUIRED_FORMS_OPTIONS.map((label) => label.includes('60-80')),
    },
    ...overrides,
  };
}

export interface SlipHarness {
  call(method: 'get' | 'post' | 'put' | 'delete', url: string, who: Who, token?: string | null): request.Test;
  /** A public call (no sign-in), from `ip`. */
  publicCall(method: 'get' | 'post', url: string, ip?: string): request.Test;
  seed(content: EventContent): Promise<number>;
  attend(
    eventID: number,
    member: MemberReference,
    name: string,
    status?: AttendanceRecord['status'],
  ): Promise<void>;
  /** The mail jobs on the queue, oldest first. */
  mails(): Promise<{ id: string; job: EmailJob }[]>;
  /** The signing token of the newest mail to `to`. */
  tokenFrom(to: string): Promise<string>;
  db: import('pg').Pool;
  /** The `event-reminders` queue the app schedules on (the worker is not started). */
  reminders: ReminderQueue;
  /** What the reminder worker hands the slip reminder (this harness's database, mail and details). */
  reminderDeps: SlipReminderDeps;
  close(): Promise<void>;
}

export async function createSlipHarness(
  directory: InternalMemberDetails[],
  options: { limit?: number; files?: SlipFilesClient; recordRetryDelayMs?: number } = {},
): Promise<SlipHarness> {
  const database = await createServiceDatabase('events', runMigrations, 4);
  const prefix = `test-slips-${randomBytes(6).toString('hex')}`;
  const mail: EventMail = createEventMail({ redisUrl: REDIS_URL, prefix, publicURL: PUBLIC_URL });
  const redis = new Redis(REDIS_URL);
  const queue = new Queue(EMAIL_QUEUE_NAME, { connection: { url: REDIS_URL }, prefix });
  const reminders = createReminderQueue({ redisUrl: REDIS_URL, prefix });
  const memberDetails = directoryMemberDetails(new Map([['md001', directory]]));
  const baseURL = (accountID: string) => accountBaseURL(PUBLIC_URL, accountID);
  const app = createApp({
    db: database.db,
    contextSecret: SECRET,
    logger: pino({ level: 'silent' }),
    superUserIDs: [SUPER_USER_ID],
    memberDetails,
    permissionSlips: {
      mail,
      baseURL,
      reminders,
      limiter: createSignLimiter(redis, { prefix, points: options.limit ?? 1000, windowSeconds: 60 }),
      files: options.files ?? null,
      // tests see a failed PDF store tried again on the next read unless they ask for a wait
      recordRetryDelayMs: options.recordRetryDelayMs ?? 0,
    },
  });
  const mails = async () => {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs
      .sort((a, b) => a.timestamp - b.timestamp)
      .map((j) => ({ id: j.id!, job: j.data as EmailJob }));
  };
  return {
    db: database.db,
    reminders,
    reminderDeps: { db: database.db, mail, memberDetails, baseURL },
    call: (method, url, who, token) =>
      signedRequest(request(app)[method](url), method, contextFor(who), SECRET, token),
    // the gateway signs a context for anonymous visitors too
    publicCall: (method, url, ip = '203.0.113.9') =>
      signedRequest(request(app)[method](url), method, contextFor('anonymous'), SECRET, null)
        .set('x-forwarded-for', ip)
        .set('user-agent', 'SlipTest/1.0'),
    seed: (content) =>
      inTransaction(
        database.db,
        async (client) =>
          (await insertEvent(client, 'md001', content, AUTHOR.ref, (AUTHOR.name ?? []).join(' '))).id,
      ),
    attend: (eventID, member, name, status = 'COMMITTEDATTENDED') =>
      inTransaction(database.db, async (client) => {
        await insertAttendance(client, { accountID: 'md001', eventID }, [
          {
            timestamp: Date.now(),
            memberID: member,
            memberName: name,
            status,
            comments: '',
            shiftTime: null,
            planToUseCAPTransportation: false,
            canUsePhotos: false,
            customAttendanceFieldValues: [],
            summaryEmailSent: false,
            sourceAccountID: 'md001',
            sourceEventID: eventID,
          },
        ]);
      }),
    mails,
    async tokenFrom(to) {
      const mine = (await mails()).filter((m) => m.job.to === to && m.job.kind === 'permissionSlipRequest');
      const last = mine.at(-1);
      if (!last || last.job.kind !== 'permissionSlipRequest') throw new Error(`no slip mail to ${to}`);
      return last.job.data.link.split('/').pop()!;
    },
    async close() {
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      await reminders.queue.obliterate({ force: true }).catch(() => {});
      await reminders.close();
      await mail.close();
      redis.disconnect();
      await database.close();
    },
  };
}
