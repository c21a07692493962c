import { createHash, createHmac, randomBytes } from 'node:crypto';
import { acceptedSecrets, safeEqual, signingSecret, type ContextSecret } from './context.ts';

export interface CsrfSubject {
  /** The session key (`sessionKey`, = RequestContext.session.id) when there is a session, else null/undefined. */
  sessionID?: string | null;
  accountID: string;
}

/**
 * docs/foundation.md: `GET /api/token` gives HMAC(secret, 'csrf:' + session key) with a
 * session, or HMAC(secret, 'csrf:anon:' + account id) without one (hex).
 */
export function csrfTokenFor(subject: CsrfSubject, secret: ContextSecret): string {
  const data = subject.sessionID ? `csrf:${subject.sessionID}` : `csrf:anon:${subject.accountID}`;
  return createHmac('sha256', signingSecret(secret)).update(data).digest('hex');
}

/**
 * Timing-safe check of a submitted token (body field `token` or the x-csrf-token header); during a
 * rotation a token made with any accepted key passes (a page keeps its token until it reloads).
 */
export function checkCsrfToken(token: unknown, subject: CsrfSubject, secret: ContextSecret): boolean {
  if (typeof token !== 'string' || token.length === 0) return false;
  let matched = false;
  for (const key of acceptedSecrets(secret))
    matched = safeEqual(token, csrfTokenFor(subject, key)) || matched;
  return matched;
}

/** A new session id: 32 random bytes, base64url (foundation: new id at every sign-in). */
export function newSessionID(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The only form of a session id that leaves the cookie: hex SHA-256 of the cookie value. svc-identity
 * stores it (a database leak hands out no live sessions), puts it in `RequestContext.session.id`
 * and publishes it when a session ends; the gateway keys its context cache by it.
 */
export function sessionKey(sessionID: string): string {
  return createHash('sha256').update(sessionID, 'utf8').digest('hex');
}

/** The Redis channel on which svc-identity publishes ended session keys (`sessionKey`). */
export function sessionEndedChannel(prefix: string): string {
  return `${prefix}:session-ended`;
}
