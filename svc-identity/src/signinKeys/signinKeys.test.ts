// Signature sign-in keys against the real service, with real generated key pairs.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinKeyListResponse, signinNonceResponse } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { NONCES_PER_MINUTE } from './router.ts';

let t: TestApp;
const as: Record<string, Browser> = {};

interface Pair {
  publicPem: string;
  privateKey: KeyObject;
  kind: 'ed25519' | 'p256';
}

function pair(kind: Pair['kind']): Pair {
  const { publicKey, privateKey } =
    kind === 'ed25519' ? generateKeyPairSync('ed25519') : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey, kind };
}

function signNonce(p: Pair, nonce: string, encoding: 'der' | 'ieee-p1363' = 'der'): string {
  const data = Buffer.from(nonce, 'utf8');
  const sig =
    p.kind === 'ed25519'
      ? sign(null, data, p.privateKey)
      : sign('sha256', data, { key: p.privateKey, dsaEncoding: encoding });
  return sig.toString('base64');
}

async function signedIn(username: string, accountID = 'md001'): Promise<Browser> {
  const b = t.browser(accountID);
  expect((await b.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  return b;
}

async function register(by: Browser, body: Record<string, unknown>) {
  return by.postWithToken('/api/signin/keys', body);
}

async function nonce(b: Browser): Promise<string> {
  const r = await b.get('/api/signin/nonce');
  return signinNonceResponse.parse(r.body).nonce;
}

/** A sign-in with a Signature token instead of a captcha. */
async function signatureSignin(
  accountID: string,
  username: string,
  keyID: string,
  p: Pair,
  options: { nonce?: string; tamper?: boolean; encoding?: 'der' | 'ieee-p1363' } = {},
) {
  const b = t.browser(accountID);
  const n = options.nonce ?? (await nonce(b));
  const signature = signNonce(p, options.tamper ? `${n}x` : n, options.encoding);
  const r = await b.post('/api/signin', {
    username,
    password: TEST_PASSWORD,
    token: { type: 'Signature', keyID, nonce: n, signature },
  });
  return { r, nonce: n, signature };
}

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [510001] } });
  for (const user of ['admin', 'manager', 'staff', 'cadet']) as[user] = await signedIn(user);
  as.md002 = await signedIn('admin', 'md002');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('Signature sign-in token (platform §3; scopes Global, Account, User)', () => {
  it('an Account key (Ed25519) signs the nonce instead of solving a captcha', async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, { name: 'Kiosk', scope: 'Account', publicKey: p.publicPem });
    expect(reg.status).toBe(200);
    expect(reg.body.key).toMatchObject({ scope: 'Account', algorithm: 'Ed25519', revoked: null });
    const { r } = await signatureSignin('md001', 'cadet', reg.body.key.id, p);
    expect(r.body.result).toBe('None');
    expect(r.body.member).toMatchObject({ id: 510004 });
  });

  it('ECDSA P-256 keys work with DER and raw (WebCrypto) signatures', async () => {
    const p = pair('p256');
    const reg = await register(as.admin!, { name: 'Scanner', scope: 'Account', publicKey: p.publicPem });
    expect(reg.body.key.algorithm).toBe('ECDSA-P256');
    expect((await signatureSignin('md001', 'staff', reg.body.key.id, p)).r.body.result).toBe('None');
    expect(
      (await signatureSignin('md001', 'staff', reg.body.key.id, p, { encoding: 'ieee-p1363' })).r.body.result,
    ).toBe('None');
  });

  it("replay of a nonce fails: TokenInvalid ('Invalid reCAPTCHA')", async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, { name: 'Replay', scope: 'Account', publicKey: p.publicPem });
    const first = await signatureSignin('md001', 'cadet', reg.body.key.id, p);
    expect(first.r.body.result).toBe('None');
    const replay = await t.browser('md001').post('/api/signin', {
      username: 'cadet',
      password: TEST_PASSWORD,
      token: { type: 'Signature', keyID: reg.body.key.id, nonce: first.nonce, signature: first.signature },
    });
    expect(replay.body).toMatchObject({ result: 'TokenInvalid', message: 'Invalid reCAPTCHA' });
  });

  it('a wrong signature, an unknown key or a nonce of another account is TokenInvalid', async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, { name: 'Wrong', scope: 'Account', publicKey: p.publicPem });
    expect(
      (await signatureSignin('md001', 'cadet', reg.body.key.id, p, { tamper: true })).r.body.result,
    ).toBe('TokenInvalid');
    expect((await signatureSignin('md001', 'cadet', reg.body.key.id, pair('ed25519'))).r.body.result).toBe(
      'TokenInvalid',
    );
    expect(
      (await signatureSignin('md001', 'cadet', '00000000-0000-4000-8000-000000000000', p)).r.body.result,
    ).toBe('TokenInvalid');
    const md002Nonce = await nonce(t.browser('md002'));
    expect(
      (await signatureSignin('md001', 'cadet', reg.body.key.id, p, { nonce: md002Nonce })).r.body.result,
    ).toBe('TokenInvalid');
  });

  it('an Account key does not cover another account', async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, { name: 'Here only', scope: 'Account', publicKey: p.publicPem });
    expect((await signatureSignin('md002', 'cadet', reg.body.key.id, p)).r.body.result).toBe('TokenInvalid');
  });

  it('a User key covers only the member it names', async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, {
      name: 'Cadet tablet',
      scope: 'User',
      publicKey: p.publicPem,
      member: { type: 'CAPNHQMember', id: 510004 },
    });
    expect(reg.status).toBe(200);
    expect((await signatureSignin('md001', 'cadet', reg.body.key.id, p)).r.body.result).toBe('None');
    expect((await signatureSignin('md001', 'staff', reg.body.key.id, p)).r.body.result).toBe('TokenInvalid');
  });

  it('a Global key (super users only) covers every account', async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, { name: 'Global bot', scope: 'Global', publicKey: p.publicPem });
    expect(reg.status).toBe(200);
    expect((await signatureSignin('md002', 'cadet', reg.body.key.id, p)).r.body.result).toBe('None');
    const refused = await register(as.md002!, { name: 'Not super', scope: 'Global', publicKey: p.publicPem });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a super user may register or revoke a Global key');
  });

  it('a revoked key no longer signs in; revoking is listed', async () => {
    const p = pair('ed25519');
    const reg = await register(as.admin!, { name: 'To revoke', scope: 'Account', publicKey: p.publicPem });
    const token = (await as.admin!.get('/api/token')).body.token as string;
    const del = await as.admin!.request('delete', `/api/signin/keys/${reg.body.key.id}`, { token });
    expect(del.status).toBe(204);
    expect((await signatureSignin('md001', 'cadet', reg.body.key.id, p)).r.body.result).toBe('TokenInvalid');
    const list = signinKeyListResponse.parse((await as.admin!.get('/api/signin/keys')).body);
    expect(list.keys.find((k) => k.id === reg.body.key.id)?.revoked).toEqual(expect.any(Number));
  });
});

describe('sign-in key management (PermissionManagement FULL)', () => {
  it('validation: a private key, an RSA key or garbage is refused; User scope needs a member of this account', async () => {
    const ed = generateKeyPairSync('ed25519');
    const privatePem = ed.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    for (const publicKey of [privatePem, rsa.toString(), 'not a key']) {
      const r = await register(as.admin!, { name: 'Bad', scope: 'Account', publicKey });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(
        'The public key must be an Ed25519 or ECDSA P-256 public key in PEM (SPKI) form',
      );
    }
    const publicKey = pair('ed25519').publicPem;
    const noMember = await register(as.admin!, { name: 'User', scope: 'User', publicKey });
    expect(noMember.body.message).toBe('A User scope key must name the member it may sign in as');
    const elsewhere = await register(as.admin!, {
      name: 'User',
      scope: 'User',
      publicKey,
      member: { type: 'CAPNHQMember', id: 510101 },
    });
    expect(elsewhere.body.message).toBe('That member does not exist in this account');
    const noName = await register(as.admin!, { name: ' ', scope: 'Account', publicKey });
    expect(noName.body.message).toBe('Key name cannot be empty');
  });

  it('permission matrix: manager, staff, cadet 403; anonymous 401; md002 sees only its own keys and cannot revoke md001 keys', async () => {
    const publicKey = pair('ed25519').publicPem;
    for (const user of ['manager', 'staff', 'cadet']) {
      expect((await as[user]!.get('/api/signin/keys')).status, user).toBe(403);
      expect((await register(as[user]!, { name: 'X', scope: 'Account', publicKey })).status, user).toBe(403);
    }
    expect((await t.browser('md001').get('/api/signin/keys')).status).toBe(401);
    const own = await register(as.admin!, { name: 'md001 key', scope: 'Account', publicKey });
    const md002List = signinKeyListResponse.parse((await as.md002!.get('/api/signin/keys')).body);
    expect(md002List.keys.map((k) => k.id)).not.toContain(own.body.key.id);
    const token = (await as.md002!.get('/api/token')).body.token as string;
    expect((await as.md002!.request('delete', `/api/signin/keys/${own.body.key.id}`, { token })).status).toBe(
      404,
    );
  });

  it('nonces are rate limited per client address (429 after the limit)', async () => {
    const b = t.browser('md001');
    b.ip = '203.0.113.77';
    for (let i = 0; i < NONCES_PER_MINUTE; i++) expect((await b.get('/api/signin/nonce')).status).toBe(200);
    const over = await b.get('/api/signin/nonce');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
  });

  it('the nonce is single use and expires (stored in Redis under the configured prefix)', async () => {
    const n = await nonce(t.browser('md001'));
    const ttl = await t.redis.ttl(`${t.config.redisPrefix}:signin-nonce:${n}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120);
  });
});
