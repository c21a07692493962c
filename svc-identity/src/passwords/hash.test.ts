import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentScrypt, hashPassword, needsRehash, OWASP_SCRYPT, parseHash, verifyPassword } from './hash.ts';

describe('password hashing (scrypt at OWASP cost)', () => {
  // the test run lowers the cost (vitest.config.ts); these checks are of the real default
  const testCost = process.env.PASSWORD_HASH_LOG_N;
  beforeAll(() => {
    delete process.env.PASSWORD_HASH_LOG_N;
  });
  afterAll(() => {
    if (testCost !== undefined) process.env.PASSWORD_HASH_LOG_N = testCost;
  });

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

describe('the hash cost setting (PASSWORD_HASH_LOG_N, for test runs)', () => {
  it('is OWASP scrypt when unset or empty', () => {
    expect(currentScrypt({})).toEqual(OWASP_SCRYPT);
    expect(currentScrypt({ PASSWORD_HASH_LOG_N: '' })).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it('lowers N outside production, keeping r and p', () => {
    expect(currentScrypt({ PASSWORD_HASH_LOG_N: '12' })).toEqual({ logN: 12, r: 8, p: 1 });
    expect(currentScrypt({ PASSWORD_HASH_LOG_N: '12', NODE_ENV: 'test' })).toEqual({ logN: 12, r: 8, p: 1 });
  });

  it('security: a cost below OWASP is refused with NODE_ENV=production; a higher one is taken', () => {
    expect(() => currentScrypt({ PASSWORD_HASH_LOG_N: '12', NODE_ENV: 'production' })).toThrow(
      /below OWASP's 17 .*refused with NODE_ENV=production/,
    );
    expect(currentScrypt({ PASSWORD_HASH_LOG_N: '18', NODE_ENV: 'production' })).toEqual({
      logN: 18,
      r: 8,
      p: 1,
    });
  });

  it('refuses values that are not a whole number from 10 to 20', () => {
    for (const bad of ['9', '21', '12.5', 'twelve', '-1']) {
      expect(() => currentScrypt({ PASSWORD_HASH_LOG_N: bad })).toThrow(/from 10 to 20/);
    }
  });

  it('hashes at the lowered cost, and an OWASP hash is not re-hashed down to it', async () => {
    const env = { PASSWORD_HASH_LOG_N: '11' };
    const cheap = await hashPassword('Correct-Horse-9', currentScrypt(env));
    expect(parseHash(cheap)?.params).toEqual({ logN: 11, r: 8, p: 1 });
    expect(needsRehash(cheap, currentScrypt(env))).toBe(false);
    expect(needsRehash(`scrypt$ln=17,r=8,p=1$AAAA$AAAA`, currentScrypt(env))).toBe(false);
  });
});
