import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { solveAltcha } from './solveAltcha.ts';

// The browser solver (WebCrypto) against altcha's server-side verification, as svc-identity runs it.
describe('captcha: self-hosted proof of work (altcha, no third party)', () => {
  it('the payload the page sends verifies on the server', async () => {
    const secret = 'test-hmac-secret';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 50,
      counter: 40,
      deriveKey: nodeDeriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    const payload = await solveAltcha(challenge);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });
});
