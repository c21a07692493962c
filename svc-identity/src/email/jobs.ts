import type {
  AccountNoticeEmailJob,
  EmailJob,
  FinishSetupEmailJob,
  PasswordResetEmailJob,
  UsernameReminderEmailJob,
} from '@portal/contracts';

/**
 * Builders of email jobs. Each returns the job payload and its business-key job id, so the same
 * business event (one token, one request) can never produce two mails. BullMQ 6 forbids ':' in
 * custom job ids, hence `{kind}-{key}`.
 */
export interface QueuedEmail<J extends EmailJob = EmailJob> {
  jobId: string;
  job: J;
}

export interface PublicURLConfig {
  baseDomain: string;
  /** The port members reach the gateway on (PUBLIC_PORT, else PORT). */
  publicPort: number | string;
  /** 'http' locally; a deployment behind TLS sets PUBLIC_PROTOCOL=https. */
  protocol?: 'http' | 'https';
}

/** `http://{accountID}.{BASE_DOMAIN}:{port}`: the account's own host, where its links must land. */
export function accountBaseURL(config: PublicURLConfig, accountID: string): string {
  const protocol = config.protocol ?? 'http';
  const port = String(config.publicPort);
  const defaultPort = (protocol === 'http' && port === '80') || (protocol === 'https' && port === '443');
  return `${protocol}://${accountID}.${config.baseDomain}${port === '' || defaultPort ? '' : `:${port}`}`;
}

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
