// Completing an emailed link: finish account setup (create the login) and finish password reset.
// The token is claimed atomically first (single use even under concurrent clicks) and given back
// when the member's input is refused, so a weak password does not burn the link.
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  PASSWORD_SET_MESSAGES,
  type FinishPasswordResetRequest,
  type FinishSetupRequest,
  type PasswordSetResult,
  type SessionType,
} from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { accountNoticeEmail } from '../email/jobs.ts';
import { findLoginByMember } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { createLogin, setPassword } from '../passwords/index.ts';
import { createSession, type NewSession } from '../sessions/store.ts';
import { displayName, primaryEmail } from './memberEmails.ts';
import { baseURLFor, type FlowResult } from './requestFlows.ts';
import { claimToken, releaseToken, tokenID } from './tokens.ts';

export interface SignedIn {
  session: NewSession | null;
  sessionType: Extract<SessionType, 'Regular' | 'MFAInProgress'> | null;
}

const linkInvalid = {
  ok: false,
  error: { status: 400, code: ACCOUNT_ERROR_CODES.linkInvalid, message: ACCOUNT_MESSAGES.linkInvalid },
} as const;

const PASSWORD_ERROR: Record<Exclude<PasswordSetResult, 'Ok'>, { status: number; code: string }> = {
  Complexity: { status: 400, code: ACCOUNT_ERROR_CODES.passwordComplexity },
  InHistory: { status: 400, code: ACCOUNT_ERROR_CODES.passwordInHistory },
  MinimumAge: { status: 400, code: ACCOUNT_ERROR_CODES.passwordMinimumAge },
  ServerError: { status: 500, code: 'SERVER_ERROR' },
};

export async function finishSetup(
  deps: ServiceDeps,
  accountID: string,
  body: FinishSetupRequest,
): Promise<FlowResult<SignedIn>> {
  const now = deps.clock();
  const claimed = await claimToken(deps.pool, { accountID, kind: 'AccountSetup', token: body.token, now });
  if (!claimed) return linkInvalid;
  const created = await createLogin(deps, {
    accountID,
    username: body.username,
    member: claimed.member,
    password: body.password,
  });
  switch (created.result) {
    case 'Ok': {
      const session = await createSession(deps, {
        accountID,
        loginID: created.loginID,
        member: claimed.member,
        type: 'Regular',
      });
      return { ok: true, value: { session, sessionType: 'Regular' } };
    }
    case 'MemberHasLogin':
      // §5: one username per member number; the link has nothing left to do.
      return {
        ok: false,
        error: {
          status: 400,
          code: ACCOUNT_ERROR_CODES.memberHasAccount,
          message: ACCOUNT_MESSAGES.oneUsernamePerMember,
        },
      };
    case 'UsernameTaken':
      await releaseToken(deps.pool, claimed, now);
      return {
        ok: false,
        error: {
          status: 400,
          code: ACCOUNT_ERROR_CODES.usernameTaken,
          message: ACCOUNT_MESSAGES.usernameTaken,
        },
      };
    case 'Complexity':
      await releaseToken(deps.pool, claimed, now);
      return {
        ok: false,
        error: { ...PASSWORD_ERROR.Complexity, message: PASSWORD_SET_MESSAGES.Complexity },
      };
  }
}

export async function finishPasswordReset(
  deps: ServiceDeps,
  accountID: string,
  body: FinishPasswordResetRequest,
): Promise<FlowResult<SignedIn>> {
  const now = deps.clock();
  const claimed = await claimToken(deps.pool, { accountID, kind: 'PasswordReset', token: body.token, now });
  if (!claimed) return linkInvalid;
  const login = await findLoginByMember(deps.pool, accountID, claimed.member);
  if (!login) return linkInvalid;

  // Policy and history; on success every session of the member ends (none is kept).
  const result = await setPassword(deps, {
    accountID,
    loginID: login.id,
    password: body.newPassword,
    keepSessionID: null,
  });
  if (result !== 'Ok') {
    await releaseToken(deps.pool, claimed, now);
    return { ok: false, error: { ...PASSWORD_ERROR[result], message: PASSWORD_SET_MESSAGES[result] } };
  }

  await notifyPasswordChanged(deps, accountID, claimed.member, claimed.tokenHash);

  if (login.accountExpiresAt !== null && login.accountExpiresAt.getTime() <= now.getTime()) {
    return { ok: true, value: { session: null, sessionType: null } };
  }
  // The emailed link proves the mailbox, not the second factor: MFA logins still face the challenge.
  const type = login.mfaEnabled ? 'MFAInProgress' : 'Regular';
  const session = await createSession(deps, { accountID, loginID: login.id, member: claimed.member, type });
  return { ok: true, value: { session, sessionType: type } };
}

/** Tells the member their password changed, so an unexpected reset does not go unnoticed. */
async function notifyPasswordChanged(
  deps: ServiceDeps,
  accountID: string,
  ref: Parameters<typeof loadMember>[2],
  tokenHash: string,
): Promise<void> {
  const member = await loadMember(deps.pool, accountID, ref, deps.clock());
  const to = member ? primaryEmail(member) : null;
  if (!member || !to) return;
  const notice = accountNoticeEmail({
    accountID,
    to,
    memberName: displayName(member),
    baseURL: baseURLFor(deps, accountID),
    noticeID: `passwordchanged-${tokenID(tokenHash)}`,
    title: 'Your password was changed',
    text: 'The password of your account was just changed with a password reset link. If this was not you, request a password reset at once and tell your unit administrator.',
    path: '/passwordreset',
  });
  // The password is already changed: a queue hiccup must not turn that success into an error.
  await deps
    .enqueueEmail(notice)
    .catch((err: unknown) => deps.logger.error({ err, accountID }, 'password notice not queued'));
}
