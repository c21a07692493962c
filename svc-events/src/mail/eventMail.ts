// svc-events' producer of the `email` queue (foundation.md "Mail"; ARCHITECTURE: svc-identity's
// email worker renders and delivers). Listeners run after an attendance change has committed and
// before the answer, so an enqueue must never hang a request: when Redis does not answer within
// timeoutMs the enqueue rejects, the listener logs it and the member still gets their answer.
import { emailJob, type EmailJob } from '@portal/contracts';
import { accountBaseURL, createEmailQueue, type PublicURLConfig } from '@portal/contracts/server/email';

export interface EventMailConfig {
  redisUrl: string;
  /** REDIS_PREFIX. */
  prefix: string;
  /** Where members reach each account (links in mails point at the account's own host). */
  publicURL: PublicURLConfig;
  /** Longest wait for Redis per enqueue (default 2 s). */
  timeoutMs?: number;
  /** First retry delay of a failed delivery (tests shorten it). */
  backoffDelayMs?: number;
}

export interface EventMail {
  /**
   * Puts one mail on the queue under its business-key job id (no ':'; a second enqueue of the
   * same id while BullMQ keeps the first is a no-op). Rejects on an invalid payload or when Redis
   * does not answer in time.
   */
  enqueue(jobId: string, job: EmailJob): Promise<void>;
  /** The event's page on the account's own host: `{base}/eventviewer/{eventID}`. */
  eventLink(accountID: string, eventID: number): string;
  close(): Promise<void>;
}

export const EVENT_MAIL_TIMEOUT_MS = 2_000;

/** The event's page on the account's own host (what EventMail.eventLink answers). */
export function eventLinkFor(publicURL: PublicURLConfig, accountID: string, eventID: number): string {
  return `${accountBaseURL(publicURL, accountID)}/eventviewer/${eventID}`;
}

export function createEventMail(config: EventMailConfig): EventMail {
  const queue = createEmailQueue({
    redisUrl: config.redisUrl,
    prefix: config.prefix,
    timeoutMs: config.timeoutMs ?? EVENT_MAIL_TIMEOUT_MS,
    ...(config.backoffDelayMs === undefined ? {} : { backoffDelayMs: config.backoffDelayMs }),
  });
  return {
    async enqueue(jobId, job) {
      await queue.enqueueEmail({ jobId, job: emailJob.parse(job) });
    },
    eventLink: (accountID, eventID) => eventLinkFor(config.publicURL, accountID, eventID),
    close: () => queue.close(),
  };
}
