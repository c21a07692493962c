// Provider states of the shell's account and session flows (contracts/pacts/shell-svc-identity.json):
// MFA set-up and challenge, the expired-password form, the emailed-link pages. Each state puts the
// login it uses back into a known shape first (MFA off, no password history, no rate-limit keys), so
// the interactions do not depend on the order they are verified in.
import type { ServiceDeps } from '../deps.ts';
import { issueDiscordCode } from '../account/discordCodes.ts';
import { issueToken } from '../account/tokens.ts';
import { primaryEmail } from '../account/memberEmails.ts';
import { findLoginByUsername } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { replaceRecoveryCodes } from '../mfa/recoveryCodes.ts';
import { newTotpSecret, totpCode } from '../mfa/totp.ts';
import { hashPassword } from '../passwords/hash.ts';
import { createSession } from '../sessions/store.ts';
import type { SessionType } from '@portal/contracts';
import { PACT_PASSWORD, type PactStateScope } from './providerStates.ts';

/** md001 fixture members without a login: one for the account request, one for the set-up link. */
export const REQUEST_ACCOUNT_MEMBER_ID = 510014;
export const SETUP_LINK_MEMBER_ID = 510015;

export function accountFlowStates(deps: ServiceDeps, seed: () => Promise<unknown>, scope: PactStateScope) {
  /** The login of a fixture user with MFA off, no pending secret and only its current password. */
  async function resetLogin(username: string) {
    await seed();
    const login = await findLoginByUsername(deps.pool, 'md001', username);
    if (!login) throw new Error(`no fixture user ${username} in md001`);
    await deps.pool.query(
      `UPDATE identity.logins SET mfa_enabled = false, mfa_secret = NULL, mfa_pending_secret = NULL,
              password_expires_at = NULL, account_expires_at = NULL WHERE id = $1`,
      [login.id],
    );
    await deps.pool.query(`DELETE FROM identity.password_history WHERE login_id = $1`, [login.id]);
    const keys = await deps.redis.keys(`${deps.config.redisPrefix}:*`);
    const limits = keys.filter((k) => /:(mfa-failures|mfa-password|account-mail|clienterror):/.test(k));
    if (limits.length) await deps.redis.del(...limits);
    return login;
  }

  async function sessionOf(username: string, type: SessionType) {
    const login = await resetLogin(username);
    const session = await createSession(deps, {
      accountID: 'md001',
      loginID: login.id,
      member: login.member,
      type,
    });
    scope.sessionID = session.cookieValue;
    return { login, sessionID: session.cookieValue };
  }

  /** Sets the login's password to the pact fixtures' one (another state may have changed it). */
  async function knownPassword(loginID: number): Promise<string> {
    await deps.pool.query(`UPDATE identity.logins SET password_hash = $2 WHERE id = $1`, [
      loginID,
      await hashPassword(PACT_PASSWORD),
    ]);
    return PACT_PASSWORD;
  }

  /** The code an authenticator shows now, and a 6-digit code that is none of the accepted ones. */
  async function codes(secret: string) {
    const now = deps.clock().getTime();
    const accepted = new Set(
      await Promise.all([-30_000, 0, 30_000].map((drift) => totpCode(secret, new Date(now + drift)))),
    );
    let wrong = 0;
    while (accepted.has(String(wrong).padStart(6, '0'))) wrong += 1;
    return { mfaToken: await totpCode(secret, new Date(now)), wrongToken: String(wrong).padStart(6, '0') };
  }

  return {
    /** staff, signed in (Regular), MFA off; returns { sessionID, password }. */
    'a signed-in member without multi-factor authentication': async () => {
      const { login, sessionID } = await sessionOf('staff', 'Regular');
      return { sessionID, password: await knownPassword(login.id) };
    },

    /** staff, signed in (Regular), MFA on with recovery codes; returns { sessionID, password }. */
    'a signed-in member with multi-factor authentication': async () => {
      const { login, sessionID } = await sessionOf('staff', 'Regular');
      await deps.pool.query(`UPDATE identity.logins SET mfa_enabled = true, mfa_secret = $2 WHERE id = $1`, [
        login.id,
        newTotpSecret(),
      ]);
      return { sessionID, password: await knownPassword(login.id) };
    },

    /** After the state above: staff's set-up has a pending secret; returns { mfaToken, wrongToken }. */
    'the signed-in member has started multi-factor set-up': async () => {
      const secret = newTotpSecret();
      await deps.pool.query(
        `UPDATE identity.logins SET mfa_pending_secret = $1 WHERE account_id = 'md001' AND lower(username) = 'staff'`,
        [secret],
      );
      return codes(secret);
    },

    /** cadet (MFA on) signed in with the password, at the challenge (MFAInProgress session). */
    'a member is at the multi-factor challenge': async () => {
      const { login, sessionID } = await sessionOf('cadet', 'MFAInProgress');
      const secret = newTotpSecret();
      await deps.pool.query(`UPDATE identity.logins SET mfa_enabled = true, mfa_secret = $2 WHERE id = $1`, [
        login.id,
        secret,
      ]);
      const client = await deps.pool.connect();
      const [recoveryCode] = await replaceRecoveryCodes(client, login.id, deps.clock()).finally(() =>
        client.release(),
      );
      return { sessionID, recoveryCode: recoveryCode!, ...(await codes(secret)) };
    },

    /** staff signed in with an expired password (PasswordReset session); returns { sessionID }. */
    'a member signed in with an expired password': async () => {
      const { sessionID } = await sessionOf('staff', 'PasswordReset');
      return { sessionID };
    },

    /** A member of md001 without a login, with an e-mail on file; returns { capid, email }. */
    'a member without an account has an e-mail on file': async () => {
      await seed();
      scope.sessionID = null;
      const ref = { type: 'CAPNHQMember', id: REQUEST_ACCOUNT_MEMBER_ID } as const;
      const member = await loadMember(deps.pool, 'md001', ref, deps.clock());
      const email = member ? primaryEmail(member) : null;
      if (!email) throw new Error(`fixture member ${REQUEST_ACCOUNT_MEMBER_ID} has no e-mail`);
      return { capid: REQUEST_ACCOUNT_MEMBER_ID, email };
    },

    /** The account set-up link mailed to a member without a login; returns { token }. */
    'an account set-up link was sent': async () => {
      await seed();
      scope.sessionID = null;
      const issued = await issueToken(deps.pool, {
        accountID: 'md001',
        kind: 'AccountSetup',
        member: { type: 'CAPNHQMember', id: SETUP_LINK_MEMBER_ID },
        email: 'setup.link@example.com',
        now: deps.clock(),
      });
      return { token: issued.token };
    },

    /** The Discord bot asked for a code for the id; nobody has the id yet; returns { code }. */
    'the Discord bot sent a code for Discord id 123456789012345678': async () => {
      const discordID = '123456789012345678';
      await deps.pool.query(
        `DELETE FROM identity.discord_accounts WHERE account_id = 'md001' AND discord_id = $1`,
        [discordID],
      );
      const { code } = await issueDiscordCode(deps, 'md001', discordID);
      return { code };
    },

    /** The password reset link mailed to cadet (MFA off); returns { token }. */
    'a password reset link was sent to member cadet': async () => {
      const login = await resetLogin('cadet');
      scope.sessionID = null;
      const issued = await issueToken(deps.pool, {
        accountID: 'md001',
        kind: 'PasswordReset',
        member: login.member,
        email: 'cadet@example.com',
        now: deps.clock(),
      });
      return { token: issued.token };
    },
  };
}
