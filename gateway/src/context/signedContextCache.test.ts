import { describe, expect, it } from 'vitest';
import { verifyContext } from '@portal/contracts/server';
import type { InternalContextResponse } from './contractsAdapter.ts';
import { createSignedContextCache, REUSE_MS } from './signedContextCache.ts';

const secret = 'signed-cache-secret';
const answer = (sessionID: string): InternalContextResponse => ({
  account: null,
  session: { id: sessionID, type: 'Regular', expires: 2_000_000_000_000 },
  member: null,
});

describe('signed context reuse (foundation: context valid 60 s after issuedAt)', () => {
  it('reuses the header within a second for the same cached answer, then signs a fresh issuedAt', () => {
    let now = 1_800_000_000_000;
    const signedFor = createSignedContextCache(secret, () => now);
    const resolved = answer('s1');
    const first = signedFor('md001', resolved);
    now += REUSE_MS - 1;
    expect(signedFor('md001', resolved)).toBe(first);
    now += 1;
    const second = signedFor('md001', resolved);
    expect(second).not.toBe(first);
    expect(verifyContext(second, secret, now)?.issuedAt).toBe(now);
    expect(verifyContext(first, secret, now)?.issuedAt).toBe(now - REUSE_MS);
  });

  it('never reuses a header across answers (an evicted, reloaded session is signed anew) or accounts', () => {
    const now = 1_800_000_000_000;
    const signedFor = createSignedContextCache(secret, () => now);
    const before = signedFor('md001', answer('s1'));
    const reloaded = answer('s2');
    expect(verifyContext(signedFor('md001', reloaded), secret, now)?.session?.id).toBe('s2');
    expect(signedFor('md001', answer('s1'))).toBe(before); // same content, same time: same bytes
    expect(verifyContext(signedFor('md002', reloaded), secret, now)?.accountID).toBe('md002');
  });

  it('signs anew when the clock went backwards', () => {
    let now = 1_800_000_000_000;
    const signedFor = createSignedContextCache(secret, () => now);
    const resolved = answer('s1');
    signedFor('md001', resolved);
    now -= 10;
    expect(verifyContext(signedFor('md001', resolved), secret, now)?.issuedAt).toBe(now);
  });
});
