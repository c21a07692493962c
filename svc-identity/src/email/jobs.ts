import type {
  AccountNoticeEmailJob,
  FinishSetupEmailJob,
  PasswordResetEmailJob,
  UsernameReminderEmailJob,
} from '@portal/contracts';
import { queuedEmail } from '@portal/contracts/server';
import type { QueuedEmail } from '@portal/contracts/server/email';

/**
 * Builders of email jobs. Each returns the job payload and its business-key job id (QueuedEmail,
 * @portal/contracts/server/email), so the same business event (one token, one request) can never
 * produce two mails.
 */

interface Common {
  accountID: string;
  to: string;
  memberName: string;
  baseURL: string;
}

type MemberEmailJob =
  FinishSetupEmailJob | UsernameReminderEmailJob | PasswordResetEmailJob | AccountNoticeEmailJob;

/** A mail to a member by name: `memberName` first in its data, as the job schemas have it. */
function memberEmail<J extends MemberEmailJob>(
  kind: J['kind'],
  key: string,
  input: Common,
  data: Omit<J['data'], 'memberName'>,
): QueuedEmail<J> {
  return queuedEmail<J>(kind, key, input, { memberName: input.memberName, ...data } as J['data']);
}

type TokenEmailJob = FinishSetupEmailJob | PasswordResetEmailJob;
type TokenInput = Common & { token: string; expiresAt: Date };

/** The page of the site each one-time link opens with its token. */
const TOKEN_PAGES: Record<TokenEmailJob['kind'], string> = {
  finishSetup: 'finishaccount',
  passwordReset: 'finishpasswordreset',
};

/** A mail with a one-time link: the token's page and when the token expires, after the kind's data. */
function tokenEmail<J extends TokenEmailJob>(
  kind: J['kind'],
  key: string,
  input: TokenInput,
  data: Omit<J['data'], 'memberName' | 'link' | 'expiresAt'>,
): QueuedEmail<J> {
  const link = `${input.baseURL}/${TOKEN_PAGES[kind]}/${input.token}`;
  const full = { ...data, link, expiresAt: input.expiresAt.toISOString() };
  return memberEmail<J>(kind, key, input, full as Omit<J['data'], 'memberName'>);
}

export const finishSetupEmail = (
  input: TokenInput & { capid: number; requestID: string },
): QueuedEmail<FinishSetupEmailJob> =>
  tokenEmail<FinishSetupEmailJob>('finishSetup', input.requestID, input, { capid: input.capid });

export const usernameReminderEmail = (
  input: Common & { capid: number; username: string; requestID: string },
): QueuedEmail<UsernameReminderEmailJob> =>
  memberEmail<UsernameReminderEmailJob>('usernameReminder', input.requestID, input, {
    capid: input.capid,
    username: input.username,
    signinLink: `${input.baseURL}/signin`,
  });

export const passwordResetEmail = (
  input: TokenInput & { username: string; tokenID: string },
): QueuedEmail<PasswordResetEmailJob> =>
  tokenEmail<PasswordResetEmailJob>('passwordReset', input.tokenID, input, { username: input.username });

export const accountNoticeEmail = (
  input: Common & { noticeID: string; title: string; text: string; path?: string },
): QueuedEmail<AccountNoticeEmailJob> =>
  memberEmail<AccountNoticeEmailJob>('accountNotice', input.noticeID, input, {
    title: input.title,
    text: input.text,
    ...(input.path === undefined ? {} : { link: `${input.baseURL}${input.path}` }),
  });
