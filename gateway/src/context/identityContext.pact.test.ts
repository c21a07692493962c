// Pact consumer: gateway -> svc-identity GET /internal/context (docs/foundation.md 'Request path').
// Provider states (the svc-identity provider verification implements them, see gateway/README.md):
//   IDENTITY_STATES.account
//   IDENTITY_STATES.cadet  -> its handler signs `cadet` in to md001 and returns { sessionID },
//                                  injected into the x-session-id header. session.id in the answer
//                                  is the session key (hex SHA-256 of it): matched by regex only,
//                                  the gateway does not rely on its value.
// The signed x-portal-context header the client sends is deliberately not part of the pact: the
// provider's verifier adds a fresh one with a requestFilter.
import { describe, expect, it } from 'vitest';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, memberLike, pactOptions } from '@portal/contracts/testing';
import { createIdentityClient } from './identityClient.ts';
import { sessionKey } from './contractsAdapter.ts';

const { like, integer, fromProviderState, eachLike, regex } = MatchersV3;
const exampleSessionID = 'pact-example-session-id-0000000000000000000';
const exampleSessionKey = sessionKey(exampleSessionID);

const provider = new PactV3(pactOptions('gateway', 'svc-identity'));

const accountMd001 = like({
  id: 'md001',
  type: 'CAPSQUADRON',
  name: like('Demo Squadron'),
  orgIDs: eachLike(916),
  mainCalendarID: like('calendar-id'),
});

// The cadet of the provider state; flight and gender are nullable in the schema, set here (see
// gateway/README.md).
const memberCadet = memberLike();

describe('gateway -> svc-identity: GET /internal/context', () => {
  it('resolves an existing account without a session', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a context request for account md001 without a session')
      .withRequest({ method: 'GET', path: '/internal/context', headers: { 'x-account-id': 'md001' } })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': like('application/json; charset=utf-8') },
        body: { account: accountMd001, session: null, member: null },
      });
    await provider.executeTest(async (mock) => {
      const client = createIdentityClient({ baseUrl: mock.url, contextSecret: 'pact-secret' });
      const answer = await client.resolve('md001', null);
      client.close();
      expect(answer.account?.id).toBe('md001');
      expect(answer.session).toBeNull();
    });
  });

  it('resolves the account, session and member of a signed-in member', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .given(IDENTITY_STATES.cadet)
      .uponReceiving('a context request for account md001 with the session of cadet')
      .withRequest({
        method: 'GET',
        path: '/internal/context',
        headers: {
          'x-account-id': 'md001',
          'x-session-id': fromProviderState('${sessionID}', exampleSessionID),
        },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': like('application/json; charset=utf-8') },
        body: {
          account: accountMd001,
          session: {
            id: regex(/^[0-9a-f]{64}$/, exampleSessionKey),
            type: 'Regular',
            expires: integer(1_800_000_000_000),
          },
          member: memberCadet,
        },
      });
    await provider.executeTest(async (mock) => {
      const client = createIdentityClient({ baseUrl: mock.url, contextSecret: 'pact-secret' });
      const answer = await client.resolve('md001', exampleSessionID);
      client.close();
      expect(answer.session).toMatchObject({ id: exampleSessionKey, type: 'Regular' });
      expect(answer.member?.nameLast).toBe('Cadet');
    });
  });

  it('answers account null for an account that does not exist', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a context request for an account that does not exist')
      .withRequest({ method: 'GET', path: '/internal/context', headers: { 'x-account-id': 'nosuchaccount' } })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': like('application/json; charset=utf-8') },
        body: { account: null, session: null, member: null },
      });
    await provider.executeTest(async (mock) => {
      const client = createIdentityClient({ baseUrl: mock.url, contextSecret: 'pact-secret' });
      const answer = await client.resolve('nosuchaccount', null);
      client.close();
      expect(answer).toEqual({ account: null, session: null, member: null });
    });
  });
});
