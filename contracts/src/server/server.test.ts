import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../entities/context.ts';
import {
  CONTEXT_HEADER,
  CSRF_HEADER,
  REQUEST_ID_HEADER,
  SESSION_COOKIE,
  checkCsrfToken,
  csrfTokenFor,
  newSessionID,
  sessionKey,
  sessionEndedChannel,
  signContext,
  verifyContext,
  verifyContextDetailed,
} from './index.ts';
import { createHmac } from 'node:crypto';

const SECRET = 'test-secret';
const NOW = 1_800_000_000_000;
const ctx = (over: Partial<RequestContext> = {}): RequestContext => ({
  accountID: 'md001',
  account: null,
  session: { id: 'sess', type: 'Regular', expires: NOW + 1000 },
  member: null,
  issuedAt: NOW,
  ...over,
});

describe('signed context header (foundation: request path)', () => {
  it('round-trips: base64url JSON + . + hex HMAC-SHA256', () => {
    const header = signContext(ctx(), SECRET);
    const [body, sig] = header.split('.');
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toEqual(ctx());
    expect(sig).toBe(createHmac('sha256', SECRET).update(body!).digest('hex'));
    expect(verifyContext(header, SECRET, NOW + 59_000)).toEqual(ctx());
  });

  it('refuses a tampered body, a tampered signature and a wrong secret', () => {
    const header = signContext(ctx(), SECRET);
    const [body, sig] = header.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(ctx({ accountID: 'md002' }))).toString('base64url');
    expect(verifyContextDetailed(`${forged}.${sig}`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = sig.slice(0, -1) + (sig.endsWith('0') ? '1' : '0');
    expect(verifyContext(`${body}.${flipped}`, SECRET, NOW)).toBeNull();
    expect(verifyContext(header, 'other-secret', NOW)).toBeNull();
  });

  it('refuses a context older than 60 s (and one far in the future)', () => {
    const header = signContext(ctx(), SECRET);
    expect(verifyContext(header, SECRET, NOW + 60_000)).not.toBeNull();
    expect(verifyContextDetailed(header, SECRET, NOW + 60_001)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyContext(header, SECRET, NOW - 60_000)).toBeNull();
  });

  it('carries no request id (it travels in x-request-id); an extra requestID field is dropped', () => {
    const header = signContext({ ...ctx(), requestID: 'old-signer' } as RequestContext, SECRET);
    const verified = verifyContext(header, SECRET, NOW);
    expect(verified).toEqual(ctx());
    expect(verified).not.toHaveProperty('requestID');
  });

  it('refuses missing, malformed and wrongly shaped contexts', () => {
    expect(verifyContextDetailed(undefined, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyContextDetailed('abc', SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyContextDetailed(['a', 'b'], SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    const body = Buffer.from(JSON.stringify({ accountID: 'md001', issuedAt: NOW })).toString('base64url');
    const sig = createHmac('sha256', SECRET).update(body).digest('hex');
    expect(verifyContextDetailed(`${body}.${sig}`, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('CSRF token (foundation: calls)', () => {
  it('is HMAC of csrf:{session} with a session and csrf:anon:{account} without', () => {
    const withSession = csrfTokenFor({ sessionID: 's1', accountID: 'md001' }, SECRET);
    expect(withSession).toBe(createHmac('sha256', SECRET).update('csrf:s1').digest('hex'));
    const anon = csrfTokenFor({ sessionID: null, accountID: 'md001' }, SECRET);
    expect(anon).toBe(createHmac('sha256', SECRET).update('csrf:anon:md001').digest('hex'));
  });

  it('accepts only the right token for the session', () => {
    const subject = { sessionID: 's1', accountID: 'md001' };
    const token = csrfTokenFor(subject, SECRET);
    expect(checkCsrfToken(token, subject, SECRET)).toBe(true);
    expect(checkCsrfToken(token, { ...subject, sessionID: 's2' }, SECRET)).toBe(false);
    expect(checkCsrfToken(token, subject, 'other')).toBe(false);
    expect(checkCsrfToken(undefined, subject, SECRET)).toBe(false);
    expect(checkCsrfToken('', subject, SECRET)).toBe(false);
    expect(checkCsrfToken(token.slice(1), subject, SECRET)).toBe(false);
    const anon = { accountID: 'md001' };
    expect(checkCsrfToken(csrfTokenFor(anon, SECRET), { accountID: 'md002' }, SECRET)).toBe(false);
  });
});

describe('names and ids', () => {
  it('header and cookie names of the foundation', () => {
    expect([CONTEXT_HEADER, REQUEST_ID_HEADER, CSRF_HEADER, SESSION_COOKIE]).toEqual([
      'x-portal-context',
      'x-request-id',
      'x-csrf-token',
      'sessionid',
    ]);
    expect(sessionEndedChannel('portal')).toBe('portal:session-ended');
  });

  it('session ids are 32 random bytes base64url', () => {
    const a = newSessionID();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newSessionID());
  });

  it('the session key is hex SHA-256 of the cookie value (only the key is stored or published)', () => {
    expect(sessionKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const id = newSessionID();
    expect(sessionKey(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionKey(id)).not.toContain(id);
  });
});
