// The verified-context cache (verifiedContextCache.ts): a header seen before is answered from its
// decoded context, but its signature and age are judged on every request all the same.
import { describe, expect, it } from 'vitest';
import { CONTEXT_MAX_AGE_MS } from '../../headers.ts';
import { signContext } from '../context.ts';
import { testContext } from '../../testing/contextFixture.ts';
import { cachedContextVerifier } from './verifiedContextCache.ts';

const secret = 'test-secret-cache';
const issuedAt = 1_800_000_000_000;
const header = signContext(testContext({ issuedAt }), secret);

describe('cachedContextVerifier: the decoded context is reused, never trusted blindly', () => {
  it('answers a header seen before with the same context', () => {
    const verify = cachedContextVerifier(secret);
    const first = verify(header, issuedAt + 1_000);
    expect(first?.issuedAt).toBe(issuedAt);
    expect(verify(header, issuedAt + 2_000)).toBe(first);
  });

  it('refuses a tampered header even after the genuine one was cached', () => {
    const verify = cachedContextVerifier(secret);
    expect(verify(header, issuedAt)).not.toBeNull();
    const [body, signature] = header.split('.') as [string, string];
    const flipped = signature.endsWith('0') ? `${signature.slice(0, -1)}1` : `${signature.slice(0, -1)}0`;
    expect(verify(`${body}.${flipped}`, issuedAt)).toBeNull();
    expect(verify(`${body}x.${signature}`, issuedAt)).toBeNull();
  });

  it('refuses a cached header once it is older than 60 s', () => {
    const verify = cachedContextVerifier(secret);
    expect(verify(header, issuedAt + CONTEXT_MAX_AGE_MS)).not.toBeNull();
    expect(verify(header, issuedAt + CONTEXT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('refuses a cached header signed with a key that is no longer accepted', () => {
    // the same process's cache, checked by another verifier: a key dropped after rotation
    const rotated = cachedContextVerifier(['new-key', 'old-key']);
    const oldHeader = signContext(testContext({ issuedAt }), 'old-key');
    expect(rotated(oldHeader, issuedAt)).not.toBeNull();
    const afterRotation = cachedContextVerifier('new-key');
    expect(afterRotation(oldHeader, issuedAt)).toBeNull();
  });

  it('keeps at most maxEntries headers, dropping the least recently used', () => {
    const verify = cachedContextVerifier(secret, 2);
    const headers = [1, 2, 3].map((n) => signContext(testContext({ issuedAt: issuedAt + n }), secret));
    const a = verify(headers[0], issuedAt);
    const b = verify(headers[1], issuedAt);
    expect(verify(headers[0], issuedAt)).toBe(a); // a is now the most recent; b the oldest
    expect(verify(headers[2], issuedAt)).not.toBeNull(); // full: b is dropped
    expect(verify(headers[0], issuedAt)).toBe(a);
    const again = verify(headers[1], issuedAt);
    expect(again).not.toBe(b); // decoded afresh
    expect(again).toEqual(b);
  });
});
