// The three "send me a mail" flows. Each starts with the captcha, then answers the same whether or
// not the member, their account or the username exists (no enumeration).
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  ACCOUNT_REQUEST_NOTICES,
  type RequestAccountRequest,
  type RequestPasswordResetRequest,
  type RequestUsernameRequest,
} from '@portal/contracts';
import { verifyCaptcha } from '../captcha/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { accountBaseURL } from '@portal/contracts/server';
import {
  accountNoticeEmail,
  finishSetupEmail,
  passwordResetEmail,
  usernameReminderEmail,
} from '../email/jobs.ts';
import { findLoginByMember, findLoginByUsername } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { displayName, memberHasEmail, primaryEmail } from './memberEmails.ts';
import { issueToken, tokenID } from './tokens.ts';

export interface FlowError {
  status: number;
  code: string;
  message: string;
}
export type FlowResult<T = undefined> = { ok: true; value: T } | { ok: false; error: FlowError };

const ok = { ok: true, value: undefined } as const;
const fail = (status: number, code: string, message: string): { ok: false; error: FlowError } => ({
  ok: false,
  error: { status, code, message },
});
const captchaFailed = () => fail(400, ACCOUNT_ERROR_CODES.captcha, ACCOUNT_MESSAGES.captcha);

/** Where the account's links point: its own host on the public port (PUBLIC_PORT, else PORT). */
export function baseURLFor(deps: Pick<ServiceDeps, 'config'>, accountID: string): string {
  return accountBaseURL(
    {
      baseDomain: deps.config.baseDomain,
      publicPort: deps.config.publicPort,
      protocol: deps.config.publicProtocol,
    },
    accountID,
  );
}

/** A reminder or notice key per member and 5-minute window: repeated clicks send one mail. */
function reminderWindow(now: Date): number {
  return Math.floor(now.getTime() / 300_000);
}

/**
 * Answers `ok` whatever the case, so nobody learns from the answer whether a member number exists,
 * has an account, or which email is on file. The member learns the rest at the address on file: the
 * set-up link (to the address typed, when it is one on file), or a notice saying why there is none.
 */
export async function requestAccount(
  deps: ServiceDeps,
  accountID: string,
  body: RequestAccountRequest,
): Promise<FlowResult> {
  if (!(await verifyCaptcha(deps, body.recaptcha))) return captchaFailed();
  const now = deps.clock();
  const ref = { type: 'CAPNHQMember', id: body.capid } as const;
  const member = await loadMember(deps.pool, accountID, ref, now);
  const emailOnFile = member !== null && memberHasEmail(member, body.email);
  const to = member ? (emailOnFile ? body.email : primaryEmail(member)) : null;
  if (!member || !to) {
    deps.logger.info({ accountID, found: Boolean(member) }, 'account request: no mail sent');
    return ok;
  }
  const hasLogin = (await findLoginByMember(deps.pool, accountID, ref)) !== null;
  if (hasLogin || !emailOnFile) {
    await deps.enqueueEmail(
      accountNoticeEmail({
        accountID,
        to,
        memberName: displayName(member),
        // one notice per member, case and 5-minute window: repeated requests cannot flood the member
        noticeID: `accountrequest-${accountID}-${body.capid}-${hasLogin ? 'account' : 'email'}-${reminderWindow(now)}`,
        title: ACCOUNT_REQUEST_NOTICES.title,
        text: hasLogin
          ? ACCOUNT_REQUEST_NOTICES.hasAccount(body.capid)
          : ACCOUNT_REQUEST_NOTICES.emailMismatch(body.capid),
        ...(hasLogin ? { path: '/usernamerequest' } : {}),
        baseURL: baseURLFor(deps, accountID),
      }),
    );
    return ok;
  }
  const issued = await issueToken(deps.pool, {
    accountID,
    kind: 'AccountSetup',
    member: ref,
    email: body.email,
    now,
  });
  await deps.enqueueEmail(
    finishSetupEmail({
      accountID,
      to: body.email,
      memberName: displayName(member),
      capid: body.capid,
      requestID: tokenID(issued.tokenHash),
      token: issued.token,
      expiresAt: issued.expiresAt,
      baseURL: baseURLFor(deps, accountID),
    }),
  );
  return ok;
}

export async function requestUsername(
  deps: ServiceDeps,
  accountID: string,
  body: RequestUsernameRequest,
): Promise<FlowResult> {
  if (!(await verifyCaptcha(deps, body.captchaToken))) return captchaFailed();
  const now = deps.clock();
  const ref = { type: 'CAPNHQMember', id: body.capid } as const;
  const member = await loadMember(deps.pool, accountID, ref, now);
  const login = member ? await findLoginByMember(deps.pool, accountID, ref) : null;
  const to = member ? primaryEmail(member) : null;
  if (member && login && to) {
    await deps.enqueueEmail(
      usernameReminderEmail({
        accountID,
        to,
        memberName: displayName(member),
        capid: body.capid,
        username: login.username,
        requestID: `${accountID}-${body.capid}-${reminderWindow(now)}`,
        baseURL: baseURLFor(deps, accountID),
      }),
    );
  } else {
    deps.logger.info(
      { accountID, found: Boolean(member), hasLogin: Boolean(login) },
      'username request: no mail sent',
    );
  }
  return ok;
}

export async function requestPasswordReset(
  deps: ServiceDeps,
  accountID: string,
  body: RequestPasswordResetRequest,
): Promise<FlowResult> {
  if (!(await verifyCaptcha(deps, body.captchaToken))) return captchaFailed();
  const now = deps.clock();
  const login = await findLoginByUsername(deps.pool, accountID, body.username);
  const member = login ? await loadMember(deps.pool, accountID, login.member, now) : null;
  const to = member ? primaryEmail(member) : null;
  if (!login || !member || !to) {
    deps.logger.info({ accountID, found: Boolean(login) }, 'password reset request: no mail sent');
    return ok;
  }
  const issued = await issueToken(deps.pool, {
    accountID,
    kind: 'PasswordReset',
    member: login.member,
    email: to,
    now,
  });
  await deps.enqueueEmail(
    passwordResetEmail({
      accountID,
      to,
      memberName: displayName(member),
      username: login.username,
      tokenID: tokenID(issued.tokenHash),
      token: issued.token,
      expiresAt: issued.expiresAt,
      baseURL: baseURLFor(deps, accountID),
    }),
  );
  return ok;
}
