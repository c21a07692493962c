// Provider states of svc-identity's pacts (names agreed with the consumers: shell/kit, gateway).
// Each seeds through the same seed functions as the demo and the service tests.
import { IDENTITY_STATES } from '@portal/contracts/testing';
import type { Pool } from 'pg';
import type { ServiceDeps } from '../deps.ts';
import { findLoginByUsername } from '../logins/repository.ts';
import { hashPassword } from '../passwords/hash.ts';
import { seedFixtures } from '../seed/seed.ts';
import { createSession } from '../sessions/store.ts';
import { mfeAdminStates } from './adminStates.ts';
import { taskStates } from './taskStates.ts';
import { notificationStates } from './notificationStates.ts';
import { teamStates } from './teamStates.ts';
import { teamInternalStates } from './teamInternalStates.ts';
import { emailSelectorStates } from './emailSelectorStates.ts';
import { linkStates } from './linkStates.ts';
import { memberContactStates } from './memberContactStates.ts';
import { memberDetailsStates } from './memberDetailsStates.ts';
import { cadetRecordStates } from './cadetRecordStates.ts';
import { scanAddStates } from './scanAddStates.ts';
import { cadetEntryStates } from './cadetEntryStates.ts';
import { accountFlowStates } from './accountFlowStates.ts';

/**
 * Empties every table of the identity schema, so that each interaction sees only what its own
 * states seed: the same interaction verified for several consumer versions must not collide.
 */
export async function resetIdentity(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'identity' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'pgmigrations%'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((r) => `identity."${r.table_name.replace(/"/g, '""')}"`).join(', ');
  await pool.query(`TRUNCATE ${tables} CASCADE`);
}

/** The password of every pact fixture user unless a state passes `password`. */
export const PACT_PASSWORD = 'Pact-Password-2024!';

export interface PactStateScope {
  /** The session the current interaction acts with (requests without a cookie use it). */
  sessionID: string | null;
}

type Params = unknown;

function param(params: Params, name: string): unknown {
  return params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
}

export function providerStates(deps: ServiceDeps, scope: PactStateScope) {
  const seed = (pool: Pool) => seedFixtures(pool, { password: PACT_PASSWORD, now: deps.clock() });

  async function signedIn(username: string, params: Params) {
    const account = param(params, 'accountID');
    const accountID = typeof account === 'string' ? account : 'md001';
    await seed(deps.pool);
    const login = await findLoginByUsername(deps.pool, accountID, username);
    if (!login) throw new Error(`no fixture user ${username} in ${accountID}`);
    const session = await createSession(deps, {
      accountID,
      loginID: login.id,
      member: login.member,
      type: 'Regular',
    });
    // the cookie value: consumers inject it as the cookie / x-session-id (the database has only its key)
    scope.sessionID = session.cookieValue;
    return { sessionID: session.cookieValue };
  }

  return {
    [IDENTITY_STATES.account]: async () => {
      await seed(deps.pool);
      return undefined;
    },
    [IDENTITY_STATES.noSession]: async () => {
      await seed(deps.pool);
      scope.sessionID = null;
      return undefined;
    },
    [IDENTITY_STATES.cadet]: (params?: Params) => signedIn('cadet', params),
    [IDENTITY_STATES.admin]: (params?: Params) => signedIn('admin', params),
    // mfe-admin's states (the privileged user, change log, errors, audit, prospective, sign-in keys)
    ...mfeAdminStates(
      deps,
      () => seed(deps.pool),
      (username) => signedIn(username, undefined),
    ),
    ...notificationStates(deps, () => seed(deps.pool)),
    ...teamStates(deps, () => seed(deps.pool)),
    ...teamInternalStates(deps, () => seed(deps.pool)),
    ...linkStates(deps, () => seed(deps.pool)),
    ...memberContactStates(deps, () => seed(deps.pool)),
    ...memberDetailsStates(deps, () => seed(deps.pool)),
    ...cadetRecordStates(deps, () => seed(deps.pool)),
    ...taskStates(
      deps,
      () => seed(deps.pool),
      (username) => signedIn(username, undefined),
    ),
    ...emailSelectorStates(
      deps,
      () => seed(deps.pool),
      (username) => signedIn(username, undefined),
    ),
    ...scanAddStates(
      deps,
      () => seed(deps.pool),
      (username) => signedIn(username, undefined),
    ),
    ...cadetEntryStates(
      deps,
      () => seed(deps.pool),
      (username) => signedIn(username, undefined),
    ),
    ...accountFlowStates(deps, () => seed(deps.pool), scope),
    [IDENTITY_STATES.cadetWithPassword]: async (params?: Params) => {
      await seed(deps.pool);
      scope.sessionID = null;
      const given = param(params, 'password');
      const password = typeof given === 'string' ? given : PACT_PASSWORD;
      await deps.pool.query(
        `UPDATE identity.logins SET password_hash = $1, password_set_at = now(), password_expires_at = NULL,
                account_expires_at = NULL, mfa_enabled = false, mfa_secret = NULL
          WHERE account_id = 'md001' AND lower(username) = 'cadet'`,
        [await hashPassword(password)],
      );
      // sign-in attempts of earlier interactions must not rate-limit this one
      const keys = await deps.redis.keys(`${deps.config.redisPrefix}:signin:*`);
      if (keys.length) await deps.redis.del(...keys);
      return { username: 'cadet', password };
    },
  };
}
