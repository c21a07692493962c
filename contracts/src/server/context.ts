import { createHmac, timingSafeEqual } from 'node:crypto';
import { RequestContext } from '../entities/context.ts';
import { CONTEXT_MAX_AGE_MS } from '../headers.ts';

/** Clocks of our processes agree closely; allow a little skew for an issuedAt "in the future". */
const FUTURE_SKEW_MS = 5_000;

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * One HMAC key, or during a rotation the keys accepted: the current one first (it signs), then the
 * previous one (CONTEXT_SECRET_PREVIOUS), so processes can move to a new key one by one.
 */
export type ContextSecret = string | readonly string[];

/** The key that signs: the secret itself, or the first of the list. */
export function signingSecret(secret: ContextSecret): string {
  const key = typeof secret === 'string' ? secret : secret[0];
  if (!key) throw new Error('no context secret to sign with');
  return key;
}

/** The keys a signature may have been made with. */
export function acceptedSecrets(secret: ContextSecret): readonly string[] {
  return typeof secret === 'string' ? [secret] : secret;
}

/** Constant-time comparison of two strings (false on different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * The `x-portal-context` header value (docs/foundation.md):
 * base64url(JSON(ctx)) + '.' + hex HMAC-SHA256(first part, secret).
 */
export function signContext(ctx: RequestContext, secret: ContextSecret): string {
  const body = Buffer.from(JSON.stringify(ctx), 'utf8').toString('base64url');
  return `${body}.${hmacHex(signingSecret(secret), body)}`;
}

export type VerifyContextFailure = 'missing' | 'malformed' | 'signature' | 'expired' | 'invalid';
export type VerifyContextResult =
  { ok: true; context: RequestContext } | { ok: false; reason: VerifyContextFailure };

/** Like verifyContext, saying why a header was refused (for logs). */
export function verifyContextDetailed(
  header: string | string[] | null | undefined,
  secret: ContextSecret,
  nowMs: number = Date.now(),
): VerifyContextResult {
  if (Array.isArray(header)) return { ok: false, reason: 'malformed' };
  if (!header) return { ok: false, reason: 'missing' };
  const dot = header.indexOf('.');
  if (dot <= 0 || dot !== header.lastIndexOf('.')) return { ok: false, reason: 'malformed' };
  const body = header.slice(0, dot);
  if (!signatureMatches(body, header.slice(dot + 1), secret)) return { ok: false, reason: 'signature' };

  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = RequestContext.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (!contextIsFresh(parsed.data.issuedAt, nowMs)) return { ok: false, reason: 'expired' };
  return { ok: true, context: parsed.data };
}

function signatureMatches(body: string, signature: string, secret: ContextSecret): boolean {
  // every accepted key is tried (no early exit), so the time taken says nothing about which matched
  let signed = false;
  for (const key of acceptedSecrets(secret)) signed = safeEqual(signature, hmacHex(key, body)) || signed;
  return signed;
}

/** A context issued at issuedAt is still accepted at nowMs (at most 60 s old, little skew). */
export function contextIsFresh(issuedAt: number, nowMs: number): boolean {
  const age = nowMs - issuedAt;
  return age <= CONTEXT_MAX_AGE_MS && age >= -FUTURE_SKEW_MS;
}

/**
 * Verifies a context header: signature (timing-safe), age (refused when older than 60 s),
 * shape (RequestContext schema). Null when any check fails; the service then answers 401
 * API_ERRORS.noContext.
 */
export function verifyContext(
  header: string | string[] | null | undefined,
  secret: ContextSecret,
  nowMs: number = Date.now(),
): RequestContext | null {
  const result = verifyContextDetailed(header, secret, nowMs);
  return result.ok ? result.context : null;
}
