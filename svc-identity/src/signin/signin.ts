// Sign-in (platform §8) in the order a secure server needs:
// input -> captcha -> rate limit (both in router.ts) -> lookup -> password (always one hash, even for unknown
// usernames) -> account expiry -> password expiry -> MFA -> success.
// Wrong password and unknown username give the same result in the same time.
import { SIGNIN_MESSAGES, type Member, type SessionType, type SigninResult } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { findLoginByUsername } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords/hash.ts';
import { upgradeHashIfWeak } from '../passwords/upgradeHash.ts';
import { checkPasswordAge } from '../passwords/setPassword.ts';
import { createSession, type NewSession } from '../sessions/store.ts';

export interface SigninAttempt {
  accountID: string;
  username: string;
  password: string;
}

export interface SigninOutcome {
  result: SigninResult;
  message?: string;
  session?: NewSession;
  member?: Member;
}

const SESSION_FOR: Partial<Record<SigninResult, SessionType>> = {
  None: 'Regular',
  PasswordExpired: 'PasswordReset',
  MFAChallengeRequired: 'MFAInProgress',
};

export async function attemptSignin(deps: ServiceDeps, attempt: SigninAttempt): Promise<SigninOutcome> {
  const login = await findLoginByUsername(deps.pool, attempt.accountID, attempt.username);
  const passwordOK = await verifyPassword(
    attempt.password,
    login?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!login || !passwordOK) {
    return { result: 'IncorrectCredentials', message: SIGNIN_MESSAGES.incorrectCredentials };
  }

  const now = deps.clock();
  if (login.accountExpiresAt !== null && login.accountExpiresAt.getTime() <= now.getTime()) {
    return { result: 'AccountExpired', message: SIGNIN_MESSAGES.accountExpired };
  }

  // raise an old, cheaper hash to the current cost while we hold the plain password
  await upgradeHashIfWeak(deps.pool, login, attempt.password);

  const result: SigninResult =
    checkPasswordAge(login, now) === 'Expired'
      ? 'PasswordExpired'
      : login.mfaEnabled
        ? 'MFAChallengeRequired'
        : 'None';

  const member = result === 'None' ? await loadMember(deps.pool, attempt.accountID, login.member, now) : null;
  if (result === 'None' && !member) {
    deps.logger.error({ loginID: login.id }, 'sign-in account without a member');
    return { result: 'ServerError', message: SIGNIN_MESSAGES.serverError };
  }

  const session = await createSession(deps, {
    accountID: attempt.accountID,
    loginID: login.id,
    member: login.member,
    type: SESSION_FOR[result]!,
  });
  return { result, session, ...(member ? { member } : {}) };
}
