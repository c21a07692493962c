// Server-side sessions. The cookie holds a random id (32 bytes, base64url), new at every sign-in;
// the row binds it to one account, so a session of md001 is never valid for md002. Only its key
// (`sessionKey`: SHA-256 of the cookie value) is stored, published and put in the request context:
// the raw id exists only in the cookie, so a database leak hands out no live sessions.
import type { MemberReference, SessionType } from '@portal/contracts';
import { newSessionID, sessionKey } from '@portal/contracts/server';
import { referenceFromRow, referenceToRow } from '../members/reference.ts';
import type { AppDeps } from '../deps.ts';
import { publishSessionEnded } from './events.ts';

export interface Session {
  /** The session key (sessionKey of the cookie value), never the cookie value itself. */
  id: string;
  accountID: string;
  loginID: number | null;
  member: MemberReference;
  type: SessionType;
  created: Date;
  expires: Date;
  /** The event a ScanAdd session adds attendance to (events §7 scan mode); null otherwise. */
  scanAddEventID: number | null;
}

/** A just-made session: the only time the raw cookie value is known to the server. */
export interface NewSession extends Session {
  cookieValue: string;
}

type Deps = Pick<AppDeps, 'pool' | 'redis' | 'config' | 'clock'>;

interface SessionRow {
  key: string;
  account_id: string;
  login_id: string | null;
  member_type: string;
  member_id: string;
  type: SessionType;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date;
  scan_add_event_id: number | null;
}

/** Regular sessions last a day (sliding); the in-between kinds only a few minutes. */
export function sessionLifetimeMs(config: Deps['config'], type: SessionType): number {
  const minutes =
    type === 'Regular' || type === 'ScanAdd' ? config.regularSessionMinutes : config.shortSessionMinutes;
  return minutes * 60_000;
}

export async function createSession(
  deps: Deps,
  input: { accountID: string; loginID: number | null; member: MemberReference; type: SessionType },
): Promise<NewSession> {
  const now = deps.clock();
  const cookieValue = newSessionID();
  const id = sessionKey(cookieValue);
  const expires = new Date(now.getTime() + sessionLifetimeMs(deps.config, input.type));
  const member = referenceToRow(input.member);
  await deps.pool.query(
    `INSERT INTO identity.sessions (key, account_id, login_id, member_type, member_id, type, created_at, expires_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7)`,
    [id, input.accountID, input.loginID, member.type, member.id, input.type, now, expires],
  );
  return { id, cookieValue, ...input, created: now, expires, scanAddEventID: null };
}

/** The live session whose cookie holds this value (`x-session-id` from the gateway), or null. */
export async function resolveSessionCookie(
  deps: Deps,
  accountID: string,
  cookieValue: string,
): Promise<Session | null> {
  if (!cookieValue || cookieValue.length > 100) return null;
  return resolveSession(deps, accountID, sessionKey(cookieValue));
}

/**
 * The live session with this key (RequestContext.session.id) in this account, or null. Regular
 * (and scan-mode kiosk) sessions slide: each use pushes the expiry out again (written at most once a minute to keep
 * reads cheap).
 */
export async function resolveSession(deps: Deps, accountID: string, id: string): Promise<Session | null> {
  if (!id) return null;
  const now = deps.clock();
  const { rows } = await deps.pool.query<SessionRow>(
    `SELECT * FROM identity.sessions WHERE key = $1 AND account_id = $2 AND expires_at > $3`,
    [id, accountID, now],
  );
  const row = rows[0];
  if (!row) return null;
  const session = fromRow(row);
  if (
    (row.type === 'Regular' || row.type === 'ScanAdd') &&
    now.getTime() - row.last_used_at.getTime() > 60_000
  ) {
    session.expires = new Date(now.getTime() + sessionLifetimeMs(deps.config, row.type));
    await deps.pool.query(
      `UPDATE identity.sessions SET last_used_at = $2, expires_at = $3 WHERE key = $1 AND account_id = $4`,
      [id, now, session.expires, accountID],
    );
  }
  return session;
}

/** Ends one session (by key) server-side and tells the gateway to forget it at once. */
export async function endSession(deps: Deps, accountID: string, id: string): Promise<boolean> {
  const { rowCount } = await deps.pool.query(
    `DELETE FROM identity.sessions WHERE key = $1 AND account_id = $2`,
    [id, accountID],
  );
  await publishSessionEnded(deps, id);
  return (rowCount ?? 0) > 0;
}

/** Ends every session of the member in the account except the key `keepID` (password change). */
export async function endOtherSessions(
  deps: Deps,
  accountID: string,
  member: MemberReference,
  keepID: string | null,
): Promise<string[]> {
  const ref = referenceToRow(member);
  const { rows } = await deps.pool.query<{ key: string }>(
    `DELETE FROM identity.sessions
      WHERE account_id = $1 AND member_type = $2 AND member_id = $3 AND ($4::text IS NULL OR key <> $4)
      RETURNING key`,
    [accountID, ref.type, ref.id, keepID],
  );
  for (const row of rows) await publishSessionEnded(deps, row.key);
  return rows.map((r) => r.key);
}

/** Replaces the session's member (su); the gateway re-resolves it at once. */
export async function changeSessionMember(
  deps: Deps,
  accountID: string,
  id: string,
  member: MemberReference,
): Promise<void> {
  const ref = referenceToRow(member);
  await deps.pool.query(
    `UPDATE identity.sessions SET member_type = $3, member_id = $4 WHERE key = $1 AND account_id = $2`,
    [id, accountID, ref.type, ref.id],
  );
  await publishSessionEnded(deps, id);
}

/**
 * Events §7 scan mode: the session becomes a ScanAdd session bound to one event (a new day's
 * lifetime from now), and the gateway forgets its cached context so the change applies at once.
 */
export async function enterScanAddMode(
  deps: Deps,
  accountID: string,
  id: string,
  eventID: number,
): Promise<void> {
  const now = deps.clock();
  const expires = new Date(now.getTime() + sessionLifetimeMs(deps.config, 'ScanAdd'));
  await deps.pool.query(
    `UPDATE identity.sessions SET type = 'ScanAdd', scan_add_event_id = $3, expires_at = $4, last_used_at = $5
      WHERE key = $1 AND account_id = $2`,
    [id, accountID, eventID, expires, now],
  );
  await publishSessionEnded(deps, id);
}

/** Drops expired rows; called now and then so the table does not grow without bound. */
export async function deleteExpiredSessions(deps: Deps): Promise<number> {
  const { rowCount } = await deps.pool.query(`DELETE FROM identity.sessions WHERE expires_at <= $1`, [
    deps.clock(),
  ]);
  return rowCount ?? 0;
}

function fromRow(row: SessionRow): Session {
  return {
    id: row.key,
    accountID: row.account_id,
    loginID: row.login_id === null ? null : Number(row.login_id),
    member: referenceFromRow(row.member_type, row.member_id),
    type: row.type,
    created: row.created_at,
    expires: row.expires_at,
    scanAddEventID: row.scan_add_event_id ?? null,
  };
}
