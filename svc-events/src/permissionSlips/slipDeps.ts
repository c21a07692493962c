// What the permission slip feature needs: the database, svc-identity's member details (the cadets
// and their parents' addresses), the `email` queue, the unit's host, a limiter for the public calls,
// svc-files for the signed PDFs.
import type { EmailJob } from '@portal/contracts';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventsRouteDeps } from '../events/actor.ts';
import type { MemberDetailsClient } from '../orgInfo/memberDetailsClient.ts';
import type { ReminderQueue } from '../reminders/reminderQueue.ts';
import type { SignLimiter } from './signLimiter.ts';
import type { SlipFilesClient } from './slipFilesClient.ts';

export interface SlipMailer {
  enqueue(jobId: string, job: EmailJob): Promise<void>;
  eventLink(accountID: string, eventID: number): string;
}

export interface PermissionSlipDeps extends EventsRouteDeps {
  db: Pool;
  /** null: svc-identity not configured (requests answer 503). */
  memberDetails: MemberDetailsClient | null;
  /** null: no mail queue (requests answer 503). */
  mail: SlipMailer | null;
  /** The unit's host, where the signing page is: `{protocol}://{account}.{domain}[:port]`. */
  baseURL: (accountID: string) => string;
  /** Rate limit of the public calls per client address; null: none. */
  limiter: SignLimiter | null;
  logger: Logger;
  /** svc-files' document call, where signed slips are stored as PDFs; null or absent: none. */
  files?: SlipFilesClient | null;
  /** How long a slip whose PDF store failed waits before the next try (signedRecorder.ts). */
  recordRetryDelayMs?: number;
  /** The `event-reminders` queue (src/reminders): the slip reminder before the meet; null: none. */
  reminders?: Pick<ReminderQueue, 'scheduleSlipReminder'> | null;
}
