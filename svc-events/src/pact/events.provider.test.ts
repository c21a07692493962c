// Pact provider verification: every pact whose provider is 'svc-events' (today mfe-events'), in
// contracts/pacts/ and of the consumer versions deployed (verifierPactSource), is replayed against
// the real app (createApp on a fresh database, the test harness; svc-identity's member-accounts
// answer for linking from the states' directory).
// The verifier calls us directly, so a request filter does the gateway's part: sign the context for
// the viewer the provider state chose (or the one the cookie names), and put that session's CSRF
// token where the consumer sent one (body `token`, header x-csrf-token).
import { Verifier } from '@pact-foundation/pact';
import { gatewayRequestFilter, listenLocally, PACT_DIR, verifierPactSource } from '@portal/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, createEventsHarness, SECRET, type EventsHarness } from '../testing/harness.ts';
import { directoryMemberAccounts } from '../links/testing.ts';
import { directoryCadetRecords } from '../promotion/testing.ts';
import { directoryMemberDetails } from '../orgInfo/testing.ts';
import { slipPactDeps } from '../permissionSlips/providerStates.ts';
import {
  baseDirectory,
  PACT_VIEWERS,
  providerStates,
  resetEvents,
  type PactScope,
} from './providerStates.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const PROVIDER = 'svc-events';

let h: EventsHarness;
const slips = slipPactDeps();
let server: Awaited<ReturnType<typeof listenLocally>>;
const scope: PactScope = {
  who: 'anonymous',
  directory: baseDirectory(),
  cadetRecords: new Map(),
  memberDetails: new Map(),
};

beforeAll(async () => {
  // svc-identity's member-accounts answer comes from the states' directory (that svc-identity
  // answers this way is svc-events' own pact with it, svc-events/src/links/memberAccounts.pact.test.ts)
  // svc-identity's cadet records come from the states' scope too (the real call is svc-events' pact
  // with svc-identity, src/promotion/cadetRecords.pact.test.ts)
  h = await createEventsHarness({
    memberAccounts: directoryMemberAccounts(scope.directory),
    cadetRecords: directoryCadetRecords(scope.cadetRecords),
    // the permission slips: the cadet's details from the states' scope, mails on a queue of its own
    memberDetails: directoryMemberDetails(scope.memberDetails),
    permissionSlips: slips.deps,
  });
  server = await listenLocally(h.app);
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  await slips.close();
});

describe('Pact provider verification: svc-events', () => {
  it('verifies the pacts whose provider is svc-events (workspace and deployed consumer versions)', async () => {
    // the workspace's pacts and the deployed consumer versions' (or the broker's selection)
    const source = verifierPactSource(PROVIDER);
    if ('pactUrls' in source)
      expect(
        source.pactUrls,
        `no *-svc-events.json pact in ${PACT_DIR}: run mfe-events' consumer pact tests first`,
      ).not.toEqual([]);

    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: server.baseUrl,
      ...source,
      stateHandlers: providerStates(h, scope),
      beforeEach: async () => {
        // every interaction starts from an empty schema: event numbers start at 1 each time
        scope.who = 'anonymous';
        scope.directory.clear();
        scope.cadetRecords.clear();
        scope.memberDetails.clear();
        for (const [member, accounts] of baseDirectory()) scope.directory.set(member, accounts);
        await resetEvents(h.db);
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
