// Pact provider verification: every pact whose provider is 'svc-identity' (written by the gateway
// and shell/kit consumer tests), in contracts/pacts/ and of the consumer versions deployed
// (verifierPactSource), is replayed against the real service, built with createApp on a fresh
// database. The verifier calls us directly, so a request filter does the gateway's part: resolve
// the cookie, sign the context header, and put the session's CSRF token into mutating bodies
// (consumers cannot know its value).
import { Verifier } from '@pact-foundation/pact';
import { csrfTokenFor } from '@portal/contracts/server';
import { listenLocally, verifierPactSource } from '@portal/contracts/testing';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDeps } from '../app.ts';
import { resolveContext, signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { PACT_SUPER_USER_ID } from './adminStates.ts';
import { providerStates, resetIdentity, type PactStateScope } from './providerStates.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const PROVIDER = 'svc-identity';

function accountFromHost(host: string | undefined): string {
  const name = (host ?? '').split(':')[0] ?? '';
  const first = name.split('.')[0] ?? '';
  return name.includes('.') && /^[a-z]+[0-9]+/.test(first) ? first : 'md001';
}

function sessionFromCookie(cookie: string | undefined): string | null {
  const match = /(?:^|;\s*)sessionid=([^;]+)/.exec(cookie ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

let t: TestApp;
let baseUrl: string;
let listening: Awaited<ReturnType<typeof listenLocally>> | undefined;
const scope: PactStateScope = { sessionID: null };

beforeAll(async () => {
  // mfe-admin's pact has calls of the privileged user (the fixture 'senior')
  t = await createTestApp({ seed: false, config: { superUserIDs: [PACT_SUPER_USER_ID] } });
  listening = await listenLocally(t.app);
  baseUrl = listening.baseUrl;
});
afterAll(async () => {
  await listening?.close();
  await t?.close();
});

describe('Pact provider verification: svc-identity', () => {
  it('verifies the pacts whose provider is svc-identity (workspace and deployed consumer versions)', async () => {
    // the workspace's pacts and the deployed consumer versions' (or the broker's selection)
    const source = verifierPactSource(PROVIDER);
    if ('pactUrls' in source)
      expect(
        source.pactUrls,
        `no pact with provider '${PROVIDER}' in contracts/pacts: run the consumer pact tests first`,
      ).not.toEqual([]);

    const options = { app: t.app, secret: t.config.contextSecret, now: t.now };
    const requestFilter: RequestHandler = (req, _res, next) => {
      if (req.path.startsWith('/_pact')) {
        next();
        return;
      }
      const isInternal = req.path.startsWith('/internal/');
      const accountID = isInternal
        ? String(req.headers['x-account-id'] ?? 'md001')
        : accountFromHost(req.headers.host);
      const sessionID = isInternal ? null : (sessionFromCookie(req.headers.cookie) ?? scope.sessionID);
      const resolve = isInternal
        ? Promise.resolve({ account: null, session: null, member: null })
        : resolveContext(options, accountID, sessionID);
      resolve
        .then((resolved) => {
          req.headers['x-portal-context'] = signedContext(options, { accountID, ...resolved });
          // uploads carry the token in x-csrf-token (platform §7): the session's real one
          if (resolved.session && typeof req.headers['x-csrf-token'] === 'string') {
            req.headers['x-csrf-token'] = csrfTokenFor(
              { sessionID: resolved.session.id, accountID },
              t.config.contextSecret,
            );
          }
          const body = req.body as Record<string, unknown> | undefined;
          if (
            resolved.session &&
            body &&
            typeof body === 'object' &&
            !Buffer.isBuffer(body) &&
            'token' in body &&
            req.path !== '/api/signin'
          ) {
            body.token = csrfTokenFor({ sessionID: resolved.session.id, accountID }, t.config.contextSecret);
            req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body)));
          }
          next();
        })
        .catch(next);
    };

    const deps = serviceDeps({
      pool: t.db.pool,
      redis: t.redis,
      config: t.config,
      clock: t.now,
      enqueueEmail: async () => {},
    });
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      ...source,
      stateHandlers: providerStates(deps, scope),
      beforeEach: async () => {
        scope.sessionID = null;
        await resetIdentity(t.db.pool);
      },
      requestFilter,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
