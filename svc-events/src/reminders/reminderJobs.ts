// The `event-reminders` queue's jobs (beyond the spec): what they carry, their
// idempotent ids and when they fire. Pure: no Redis, no clock of its own (the caller passes `now`).
//
// - memberReminder: a committed member is reminded REMINDER_LEAD_MS before the meet time. The id
//   names the record (account, event, member) and the meet time it was scheduled for, so the same
//   sign-up scheduled twice is one job, and a moved event gets a new job (the old one finds the meet
//   time changed and does nothing).
// - signupDigest: the sign-ups of one DIGEST_WINDOW_MS window of an event, one mail per point of
//   contact with receiveSignUpUpdates; every sign-up in the window adds the same id, so one job.
import { MemberReference } from '@portal/contracts';
import { z } from 'zod';

export const REMINDER_QUEUE_NAME = 'event-reminders';

const HOUR = 3_600_000;
/** A reminder goes this long before the meet time. */
export const REMINDER_LEAD_MS = 24 * HOUR;
/** A sign-up later than the lead time is reminded at once only if the meet time is further off than this. */
export const LATE_REMINDER_MIN_MS = 2 * HOUR;
/** The points of contact get one digest per event per window of this length. */
export const DIGEST_WINDOW_MS = 15 * 60_000;
/** The digest fires this long after its window closes, so a sign-up committing at the edge is in it. */
export const DIGEST_GRACE_MS = 5_000;

const store = { accountID: z.string().min(1), eventID: z.number().int().positive() };

export const memberReminderJob = z.object({
  kind: z.literal('memberReminder'),
  ...store,
  member: MemberReference,
  /** The meet time the reminder was scheduled for; at fire time it must still be the event's. */
  meetDateTime: z.number().int(),
  /**
   * Scheduled when the member left the waitlist: an id of its own, since the sign-up's job may
   * already have fired (and skipped the waiting member); the mail's id (src/mail/builders.ts) has
   * no such mark, so a member gets one reminder at most.
   */
  promoted: z.literal(true).optional(),
});
export type MemberReminderJob = z.infer<typeof memberReminderJob>;

export const signupDigestJob = z.object({
  kind: z.literal('signupDigest'),
  ...store,
  /** The window [windowStart, windowStart + windowMs) of record timestamps the digest lists. */
  windowStart: z.number().int(),
  windowMs: z.number().int().positive(),
});
export type SignupDigestJob = z.infer<typeof signupDigestJob>;

/**
 * The permission slips (src/permissionSlips/reminder.ts): one reminder to the guardians of every
 * cadet whose slip is still unanswered, SLIP_REMINDER_LEAD_MS before the meet time it names.
 */
export const slipReminderJob = z.object({
  kind: z.literal('slipReminder'),
  ...store,
  meetDateTime: z.number().int(),
});
export type SlipReminderJob = z.infer<typeof slipReminderJob>;

/** Unsigned permission slips are reminded this long before the meet time. */
export const SLIP_REMINDER_LEAD_MS = 48 * HOUR;

export function slipReminderJobId(job: Omit<SlipReminderJob, 'kind'>): string {
  return ['slipreminder', job.accountID, job.eventID, job.meetDateTime].map(idPart).join('-');
}

/** How long from `now` until the slip reminder, or null when its time has passed (no late reminder). */
export function slipReminderDelay(meetDateTime: number, now: number): number | null {
  const at = meetDateTime - SLIP_REMINDER_LEAD_MS;
  return at > now ? at - now : null;
}

export const reminderQueueJob = z.discriminatedUnion('kind', [
  memberReminderJob,
  signupDigestJob,
  slipReminderJob,
]);
export type ReminderQueueJob = z.infer<typeof reminderQueueJob>;

/**
 * One part of a job id. BullMQ 6 refuses ':' in custom ids (its key separator): parts are
 * URI-encoded (':' becomes %3A, blanks %20), which keeps distinct values distinct. '-' joins the
 * parts; only the member id may hold one (prospective ids 'md001-42') and it is followed by a number.
 */
export function idPart(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function memberReminderJobId(job: Omit<MemberReminderJob, 'kind'>): string {
  const id = ['reminder', job.accountID, job.eventID, job.member.type, job.member.id, job.meetDateTime]
    .map(idPart)
    .join('-');
  return job.promoted ? `${id}-promoted` : id;
}

export function signupDigestJobId(job: Omit<SignupDigestJob, 'kind' | 'windowMs'>): string {
  return ['signupdigest', job.accountID, job.eventID, job.windowStart].map(idPart).join('-');
}

/**
 * How long from `now` until the reminder for a meet time, or null for none: REMINDER_LEAD_MS before
 * the meet; when that has passed (a late sign-up), at once if the meet is more than
 * LATE_REMINDER_MIN_MS away (a reminder an hour before is noise, and the member just signed up).
 */
export function reminderDelay(meetDateTime: number, now: number): number | null {
  const at = meetDateTime - REMINDER_LEAD_MS;
  if (at > now) return at - now;
  return meetDateTime - now > LATE_REMINDER_MIN_MS ? 0 : null;
}

/** The digest window a sign-up at `timestamp` falls in, and how long from `now` until it fires. */
export function digestWindow(
  timestamp: number,
  now: number,
  windowMs = DIGEST_WINDOW_MS,
): { windowStart: number; delay: number } {
  const windowStart = Math.floor(timestamp / windowMs) * windowMs;
  return { windowStart, delay: Math.max(0, windowStart + windowMs + DIGEST_GRACE_MS - now) };
}
