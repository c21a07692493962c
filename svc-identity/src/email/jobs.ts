import type {
  AccountNoticeEmailJob,
  FinishSetupEmailJob,
  PasswordResetEmailJob,
  UsernameReminderEmailJob,
} from '@portal/contracts';
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

export function finishSetupEmail(
  input: Common & { capid: number; requestID: string; token: string; expiresAt: Date },
): QueuedEmail<FinishSetupEmailJob> {
  return {
    jobId: `finishsetup-${input.requestID}`,
    job: {
      kind: 'finishSetup',
      accountID: input.accountID,
      to: input.to,
      data: {
        memberName: input.memberName,
        capid: input.capid,
        link: `${input.baseURL}/finishaccount/${input.token}`,
        expiresAt: input.expiresAt.toISOString(),
      },
    },
  };
}

export function usernameReminderEmail(
  input: Common & { capid: number; username: string; requestID: string },
): QueuedEmail<UsernameReminderEmailJob> {
  return {
    jobId: `usernamereminder-${input.requestID}`,
    job: {
      kind: 'usernameReminder',
      accountID: input.accountID,
      to: input.to,
      data: {
        memberName: input.memberName,
        capid: input.capid,
        username: input.username,
        signinLink: `${input.baseURL}/signin`,
      },
    },
  };
}

export function passwordResetEmail(
  input: Common & { username: string; tokenID: string; token: string; expiresAt: Date },
): QueuedEmail<PasswordResetEmailJob> {
  return {
    jobId: `passwordreset-${input.tokenID}`,
    job: {
      kind: 'passwordReset',
      accountID: input.accountID,
      to: input.to,
      data: {
        memberName: input.memberName,
        username: input.username,
        link: `${input.baseURL}/finishpasswordreset/${input.token}`,
        expiresAt: input.expiresAt.toISOString(),
      },
    },
  };
}

export function accountNoticeEmail(
  input: Common & { noticeID: string; title: string; text: string; path?: string },
): QueuedEmail<AccountNoticeEmailJob> {
  return {
    jobId: `accountnotice-${input.noticeID}`,
    job: {
      kind: 'accountNotice',
      accountID: input.accountID,
      to: input.to,
      data: {
        memberName: input.memberName,
        title: input.title,
        text: input.text,
        ...(input.path === undefined ? {} : { link: `${input.baseURL}${input.path}` }),
      },
    },
  };
}
