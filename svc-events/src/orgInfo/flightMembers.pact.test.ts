// Pact consumer: svc-events -> svc-identity, GET /internal/members/{member}/flight (events §6
// "flight leaders (Cadet Flight Commander, Cadet Flight Sergeant) see their flight": the leader's
// flight and its members), through the real client (flightMembersClient.ts). Adds its
// interactions to contracts/pacts/svc-events-svc-identity.json.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createFlightMembersClient } from './flightMembersClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { eachLike, integer } = MatchersV3;
const contextHeader = internalContextHeader;

const provider = new PactV3(pactOptions('svc-events', 'svc-identity'));

const client = (url: string) =>
  createFlightMembersClient({ identityUrl: url, contextSecret: 'pact-secret-events' });

describe('svc-events -> svc-identity: flight members (attendance view)', () => {
  it("GET /internal/members/{member}/flight answers the member's registry flight and its members", async () => {
    provider
      .given('md001 has the Cadet Flight Commander 510003 in flight Alpha')
      .uponReceiving("a request for a flight leader's flight members from svc-events")
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-510003/flight',
        headers: contextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: { flight: 'Alpha', members: eachLike({ type: 'CAPNHQMember', id: integer(510003) }) },
      });
    await provider.executeTest(async (mock) => {
      const answer = await client(mock.url).flightOf('md001', { type: 'CAPNHQMember', id: 510003 });
      expect(answer?.flight).toBe('Alpha');
      expect(answer?.members).toContainEqual({ type: 'CAPNHQMember', id: 510003 });
    });
  });

  it('a member the account does not have: 404, which the client answers as null', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a request for the flight of a member md001 does not have from svc-events')
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-424242/flight',
        headers: contextHeader,
      })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).flightOf('md001', { type: 'CAPNHQMember', id: 424242 })).toBeNull();
    });
  });
});
