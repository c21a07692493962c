// Rotation of CONTEXT_SECRET (two keys at once): every process signs with the current secret and
// accepts the current and CONTEXT_SECRET_PREVIOUS while the rotation runs, so gateways and
// services can be restarted one by one; once the previous secret is removed its signatures fail.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTEXT_HEADER } from '../headers.ts';
import { signContext, verifyContext } from './context.ts';
import { checkCsrfToken, csrfTokenFor } from './csrf.ts';
import { callInternal } from './http/internalCall.ts';
import { contextOf, requireSignedContext } from './http/signedContext.ts';
import { acceptedContextSecrets, sharedServerConfig } from './service/sharedConfig.ts';
import { testContext } from '../testing/contextFixture.ts';
import { z } from 'zod';

const oldKey = 'o'.repeat(40);
const newKey = 'n'.repeat(40);
const rotating = acceptedContextSecrets(
  sharedServerConfig({ NODE_ENV: 'production', CONTEXT_SECRET: newKey, CONTEXT_SECRET_PREVIOUS: oldKey }),
);
const rotated = acceptedContextSecrets(
  sharedServerConfig({ NODE_ENV: 'production', CONTEXT_SECRET: newKey }),
);

function service(secrets: readonly string[]) {
  const app = express();
  app.use(requireSignedContext(secrets));
  app.get('/open', (_req, res) => void res.json({ accountID: contextOf(res).accountID }));
  return app;
}

describe('rotation: a context signed with the previous key', () => {
  it('is accepted while CONTEXT_SECRET_PREVIOUS is set, and refused once it is removed', async () => {
    const header = signContext(testContext(), oldKey);
    expect((await request(service(rotating)).get('/open').set(CONTEXT_HEADER, header)).status).toBe(200);
    expect((await request(service(rotated)).get('/open').set(CONTEXT_HEADER, header)).status).toBe(401);
  });

  it('the current key is accepted in both phases; a key never configured in neither', () => {
    const current = signContext(testContext(), newKey);
    expect(verifyContext(current, rotating)).not.toBeNull();
    expect(verifyContext(current, rotated)).not.toBeNull();
    expect(verifyContext(signContext(testContext(), 'x'.repeat(40)), rotating)).toBeNull();
    expect(verifyContext(current, [])).toBeNull();
  });

  it('signing with the accepted list uses the current (first) key', () => {
    const header = signContext(testContext(), rotating);
    expect(verifyContext(header, newKey)).not.toBeNull();
    expect(verifyContext(header, oldKey)).toBeNull();
  });
});

describe('rotation: CSRF tokens', () => {
  const subject = { sessionID: 'session-key', accountID: 'md001' };

  it('a token made with the previous key is accepted during the rotation and refused after', () => {
    const old = csrfTokenFor(subject, oldKey);
    expect(checkCsrfToken(old, subject, rotating)).toBe(true);
    expect(checkCsrfToken(old, subject, rotated)).toBe(false);
  });

  it('new tokens are made with the current key', () => {
    expect(csrfTokenFor(subject, rotating)).toBe(csrfTokenFor(subject, newKey));
    expect(checkCsrfToken(csrfTokenFor(subject, rotating), subject, rotated)).toBe(true);
  });
});

describe('rotation: service-to-service calls', () => {
  it('callInternal signs with the current key, so a service already rotated accepts it', async () => {
    let header: string | null = null;
    const fetchStub: typeof fetch = async (_url, init) => {
      header = new Headers(init?.headers).get(CONTEXT_HEADER);
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    };
    await callInternal(
      { baseUrl: 'http://svc', contextSecret: rotating, fetch: fetchStub },
      'md001',
      '/x',
      z.object({ ok: z.boolean() }),
    );
    expect(verifyContext(header, rotated)?.accountID).toBe('md001');
    expect(verifyContext(header, oldKey)).toBeNull();
  });
});
