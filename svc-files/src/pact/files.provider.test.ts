// Pact provider verification: every pact whose provider is 'svc-files' (today mfe-drive's), in
// contracts/pacts/ and of the consumer versions deployed (verifierPactSource), is replayed against
// the real app (createApp on a fresh database, storage in a temporary folder). The verifier calls
// us directly, so a request filter does the gateway's part: sign the context for the viewer the
// provider state chose (or the one the cookie names), and put that session's CSRF token where the
// consumer sent one (body `token`, header x-csrf-token).
import { Verifier } from '@pact-foundation/pact';
import { gatewayRequestFilter, listenLocally, PACT_DIR, verifierPactSource } from '@portal/contracts/testing';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, createDriveHarness, SECRET, tokenFor, type DriveHarness } from '../drive/testing.ts';
import { PACT_VIEWERS, providerStates, type PactScope } from './providerStates.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const PROVIDER = 'svc-files';

let h: DriveHarness;
let server: Awaited<ReturnType<typeof listenLocally>>;
const scope: PactScope = { who: 'anonymous' };

beforeAll(async () => {
  h = await createDriveHarness();
  // GET /api/token is svc-identity's; answered here too so a consumer that pins it still verifies
  const outer = express();
  outer.get('/api/token', (_req, res) => {
    res.json({ token: tokenFor(scope.who) });
  });
  outer.use(h.app);
  server = await listenLocally(outer);
});
afterAll(async () => {
  await server?.close();
  await h?.close();
});

describe('Pact provider verification: svc-files', () => {
  it('verifies the pacts whose provider is svc-files (workspace and deployed consumer versions)', async () => {
    // the workspace's pacts and the deployed consumer versions' (or the broker's selection)
    const source = verifierPactSource(PROVIDER);
    if ('pactUrls' in source)
      expect(
        source.pactUrls,
        `no *-svc-files.json pact in ${PACT_DIR}: run mfe-drive's consumer pact tests first`,
      ).not.toEqual([]);

    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: server.baseUrl,
      ...source,
      stateHandlers: providerStates({ db: h.db, storage: h.storage }, scope),
      beforeEach: async () => {
        scope.who = 'anonymous';
      },
      // the viewer the cookie names, else the one the provider state chose
      requestFilter: gatewayRequestFilter((session) => ({
        context: contextFor((session ? PACT_VIEWERS[session] : undefined) ?? scope.who),
        secret: SECRET,
      })),
      logLevel: 'warn',
    }).verifyProvider();
  });
});
