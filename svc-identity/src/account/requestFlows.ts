// The three "send me a mail" flows. Each starts with the captcha; the username and password-reset
// requests answer the same whether or not the member or username exists (no enumeration).
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  type RequestAccountRequest,
  type RequestPasswordResetRequest,
  type RequestUsernameRequest,
} from '@portal/contracts';
import { verifyCaptcha } from '../captcha/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { accountBaseURL } from '@portal/contracts/server';
import { finishSetupEmail, passwordResetEmail, usernameReminderEmail } from '../email/jobs.ts';
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

/** A username reminder key per member and 5-minute window: repeated clicks send one mail. */
function reminderWindow(now: Date): number {
  return Math.floor(now.getTime() / 300_000);
}

export async function requestAccount(
  deps: ServiceDeps,
  accountID: string,
  body: RequestAccountRequest,
): Promise<FlowResult> {
  if (!(await verifyCaptcha(deps, body.recaptcha))) return captchaFailed();
  const now = deps.clock();
  const ref = { type: 'CAPNHQMember', id: body.capid } as const;
  const member = await loadMember(deps.pool, accountID, ref, now);
  if (!member) return fail(400, ACCOUNT_ERROR_CODES.memberNotFound, ACCOUNT_MESSAGES.memberNotFound);
  if (await findLoginByMember(deps.pool, accountID, ref)) {
    return fail(400, ACCOUNT_ERROR_CODES.memberHasAccount, ACCOUNT_MESSAGES.oneAccountPerMember);
  }
  // The link goes only to an address already on file, so nobody can claim another member's number.
  if (!memberHasEmail(member, body.email)) {
    return fail(400, ACCOUNT_ERROR_CODES.emailMismatch, ACCOUNT_MESSAGES.emailMismatch);
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
