import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, parseHash, verifyPassword } from './hash.ts';

describe('password hashing (scrypt at OWASP cost)', () => {
  it('stores N=2^17, r=8, p=1 and a random salt in the hash string', async () => {
    const a = await hashPassword('Correct-Horse-9');
    const b = await hashPassword('Correct-Horse-9');
    expect(a).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(parseHash(a)?.params).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it('verifies the right password only; a corrupted hash never verifies', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
    expect(await verifyPassword('Correct-Horse-9', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$ln=40,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('older, cheaper hashes still verify and are marked for re-hashing', async () => {
    const weak = await hashPassword('Correct-Horse-9', { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword('Correct-Horse-9', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });
});
