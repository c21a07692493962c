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

/** Finish account setup: the member requested an account and must choose a username and password. */
export const finishSetupEmailJob = z.object({
  kind: z.literal('finishSetup'),
  ...envelope,
  data: z.object({
    memberName: z.string(),
    capid: z.number().int(),
    link: absoluteURL,
    expiresAt: z.string(),
  }),
});

/** Username reminder: the member asked for their login name by member number. */
export const usernameReminderEmailJob = z.object({
  kind: z.literal('usernameReminder'),
  ...envelope,
  data: z.object({
    memberName: z.string(),
    capid: z.number().int(),
    username: z.string().min(1),
    signinLink: absoluteURL,
  }),
});

/** Password reset: a single-use link to choose a new password. */
export const passwordResetEmailJob = z.object({
  kind: z.literal('passwordReset'),
  ...envelope,
  data: z.object({
    memberName: z.string(),
    username: z.string().min(1),
    link: absoluteURL,
    expiresAt: z.string(),
  }),
});

/** A free-form notice about the member's account (e.g. "your password was changed"). */
export const accountNoticeEmailJob = z.object({
  kind: z.literal('accountNotice'),
  ...envelope,
  data: z.object({
    memberName: z.string(),
    title: z.string().min(1),
    text: z.string().min(1),
    link: absoluteURL.optional(),
  }),
});

/**
 * A prospective member's new account (issue 3): either a link to finish account creation
 * (`link` = /finishaccount/{token}, `expiresAt`) or a random password to sign in with (`username`,
 * `password`, `link` = the sign-in page; the password must be changed at the first sign-in).
 */
export const prospectiveAccountEmailJob = z.object({
  kind: z.literal('prospectiveAccount'),
  ...envelope,
  data: z.object({
    memberName: z.string(),
    memberID: z.string().min(1),
    link: absoluteURL,
    expiresAt: z.string().optional(),
    username: z.string().min(1).optional(),
    password: z.string().min(1).optional(),
  }),
});

export const emailJob = z.discriminatedUnion('kind', [
  finishSetupEmailJob,
  usernameReminderEmailJob,
  passwordResetEmailJob,
  accountNoticeEmailJob,
  prospectiveAccountEmailJob,
]);

export type EmailJob = z.infer<typeof emailJob>;
export type EmailJobKind = EmailJob['kind'];
export type FinishSetupEmailJob = z.infer<typeof finishSetupEmailJob>;
export type UsernameReminderEmailJob = z.infer<typeof usernameReminderEmailJob>;
export type PasswordResetEmailJob = z.infer<typeof passwordResetEmailJob>;
export type AccountNoticeEmailJob = z.infer<typeof accountNoticeEmailJob>;
export type ProspectiveAccountEmailJob = z.infer<typeof prospectiveAccountEmailJob>;

/** Name of the BullMQ queue (under REDIS_PREFIX). */
export const EMAIL_QUEUE_NAME = 'email';
