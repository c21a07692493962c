import { z } from 'zod';

/**
 * The payload of a job on the BullMQ `email` queue (foundation.md "Mail").
 * The enqueuer (svc-identity's HTTP process) computes every link from its configuration, so the
 * worker only renders and delivers; tests and e2e can read a correct link from the mail.
 */

const accountID = z.string().min(1);
const emailAddress = z.string().min(3).includes('@');
const absoluteURL = z.string().regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL');

/** What every mail job carries besides its kind and data: the account, the recipient, a subject. */
const envelope = { accountID, to: emailAddress, subject: z.string().optional() };

/** A mail job of one kind: the envelope and the kind's data. */
function mailJob<K extends string, D extends z.ZodRawShape>(kind: K, data: D) {
  return z.object({ kind: z.literal(kind), ...envelope, data: z.object(data) });
}

/** A mail job addressed to a member by name: `memberName` first in its data. */
function memberMailJob<K extends string, D extends z.ZodRawShape>(kind: K, data: D) {
  return mailJob(kind, { memberName: z.string(), ...data });
}

/** Finish account setup: the member requested an account and must choose a username and password. */
export const finishSetupEmailJob = memberMailJob('finishSetup', {
  capid: z.number().int(),
  link: absoluteURL,
  expiresAt: z.string(),
});

/** Username reminder: the member asked for their login name by member number. */
export const usernameReminderEmailJob = memberMailJob('usernameReminder', {
  capid: z.number().int(),
  username: z.string().min(1),
  signinLink: absoluteURL,
});

/** Password reset: a single-use link to choose a new password. */
export const passwordResetEmailJob = memberMailJob('passwordReset', {
  username: z.string().min(1),
  link: absoluteURL,
  expiresAt: z.string(),
});

/** A free-form notice about the member's account (e.g. "your password was changed"). */
export const accountNoticeEmailJob = memberMailJob('accountNotice', {
  title: z.string().min(1),
  text: z.string().min(1),
  link: absoluteURL.optional(),
});

/**
 * A prospective member's new account: either a link to finish account creation
 * (`link` = /finishaccount/{token}, `expiresAt`) or a random password to sign in with (`username`,
 * `password`, `link` = the sign-in page; the password must be changed at the first sign-in).
 */
export const prospectiveAccountEmailJob = memberMailJob('prospectiveAccount', {
  memberID: z.string().min(1),
  link: absoluteURL,
  expiresAt: z.string().optional(),
  username: z.string().min(1).optional(),
  password: z.string().min(1).optional(),
});

/** Events: mails svc-events enqueues. Links are built by svc-events from the account host. */
const eventFields = {
  eventID: z.number().int().positive(),
  eventName: z.string().min(1),
  eventLink: absoluteURL,
};

/**
 * The confirmation a member gets on signing up, when the event uses an email body (events §3
 * useEmailBody, emailBody): `bodyMarkdown` is the event's body with every placeholder already
 * replaced (%%MEMBER_NAME%% and the others), so the worker only renders it.
 */
export const eventSignupEmailJob = memberMailJob('eventSignup', {
  ...eventFields,
  bodyMarkdown: z.string().min(1),
});

/** A waitlisted member got a place because another one cancelled (beyond the spec). */
export const eventWaitlistPromotedEmailJob = memberMailJob('eventWaitlistPromoted', {
  ...eventFields,
  meetTime: z.string().min(1),
});

/** A reminder before an event to a member who is committed to attend. */
export const eventReminderEmailJob = memberMailJob('eventReminder', {
  ...eventFields,
  meetTime: z.string().min(1),
  meetLocation: z.string(),
});

/** To a point of contact with receiveSignUpUpdates: the sign-ups that arrived in a short window. */
export const eventSignupDigestEmailJob = mailJob('eventSignupDigest', {
  contactName: z.string(),
  ...eventFields,
  signups: z
    .array(z.object({ memberName: z.string().min(1), status: z.string().min(1), at: z.string().min(1) }))
    .min(1),
});

/**
 * To a cadet's parent or guardian: the CAPF 60-80 to sign online (beyond the spec). `link` is the
 * signing page with its single-use token; `changed` lists what changed since they last signed (a
 * re-signing request); `reminder` marks the one reminder before the meet time.
 */
export const permissionSlipRequestEmailJob = mailJob('permissionSlipRequest', {
  cadetName: z.string().min(1),
  ...eventFields,
  meetTime: z.string().min(1),
  link: absoluteURL,
  expiresAt: z.string().min(1),
  changed: z.array(z.string()),
  reminder: z.boolean(),
});

export const emailJob = z.discriminatedUnion('kind', [
  finishSetupEmailJob,
  usernameReminderEmailJob,
  passwordResetEmailJob,
  accountNoticeEmailJob,
  prospectiveAccountEmailJob,
  eventSignupEmailJob,
  eventWaitlistPromotedEmailJob,
  eventReminderEmailJob,
  eventSignupDigestEmailJob,
  permissionSlipRequestEmailJob,
]);

export type EmailJob = z.infer<typeof emailJob>;
export type EmailJobKind = EmailJob['kind'];
export type FinishSetupEmailJob = z.infer<typeof finishSetupEmailJob>;
export type UsernameReminderEmailJob = z.infer<typeof usernameReminderEmailJob>;
export type PasswordResetEmailJob = z.infer<typeof passwordResetEmailJob>;
export type AccountNoticeEmailJob = z.infer<typeof accountNoticeEmailJob>;
export type ProspectiveAccountEmailJob = z.infer<typeof prospectiveAccountEmailJob>;
export type EventSignupEmailJob = z.infer<typeof eventSignupEmailJob>;
export type EventWaitlistPromotedEmailJob = z.infer<typeof eventWaitlistPromotedEmailJob>;
export type EventReminderEmailJob = z.infer<typeof eventReminderEmailJob>;
export type EventSignupDigestEmailJob = z.infer<typeof eventSignupDigestEmailJob>;
export type PermissionSlipRequestEmailJob = z.infer<typeof permissionSlipRequestEmailJob>;

/** Name of the BullMQ queue (under REDIS_PREFIX). */
export const EMAIL_QUEUE_NAME = 'email';
