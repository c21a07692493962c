import { createHash, createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './context.ts';

export interface CsrfSubject {
  /** The session key (`sessionKey`, = RequestContext.session.id) when there is a session, else null/undefined. */
  sessionID?: string | null;
  accountID: string;
}

/**
 * docs/foundation.md: `GET /api/token` gives HMAC(secret, 'csrf:' + session key) with a
 * session, or HMAC(secret, 'csrf:anon:' + account id) without one (hex).
 */
export function csrfTokenFor(subject: CsrfSubject, secret: string): string {
  const data = subject.sessionID ? `csrf:${subject.sessionID}` : `csrf:anon:${subject.accountID}`;
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Timing-safe check of a submitted token (body field `token` or the x-csrf-token header). */
export function checkCsrfToken(token: unknown, subject: CsrfSubject, secret: string): boolean {
  return typeof token === 'string' && token.length > 0 && safeEqual(token, csrfTokenFor(subject, secret));
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
