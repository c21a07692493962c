// Pact consumer: svc-files -> svc-identity, GET /internal/members/{member}/teams ("Pact
// for svc-identity's internal team-membership call that svc-events and svc-files will consume"),
// through the real client (memberTeamsClient.ts). Writes
// contracts/pacts/svc-files-teams-svc-identity.json under its own consumer name. The context signature cannot match the provider's secret: the
// provider's request filter re-signs it (account md001).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createMemberTeamsClient } from './memberTeamsClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { integer, eachLike } = MatchersV3;
const CONSUMER = 'svc-files-teams';
const contextHeader = internalContextHeader;

const provider = new PactV3(pactOptions(CONSUMER, 'svc-identity'));

const client = (url: string) =>
  createMemberTeamsClient({ identityUrl: url, contextSecret: 'pact-secret-files' });

describe('svc-files -> svc-identity: team membership', () => {
  it("GET /internal/members/{member}/teams answers the ids of the member's teams", async () => {
    provider
      .given('md001 has a team with leaders and members')
      .uponReceiving("a request for a member's teams from svc-files")
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-510020/teams',
        headers: contextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: { member: { type: 'CAPNHQMember', id: 510020 }, teamIDs: eachLike(integer(1)) },
      });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).teamIDsOf('md001', { type: 'CAPNHQMember', id: 510020 })).toEqual([1]);
    });
  });

  it('a member the account does not have is 404: the client answers null', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a request for the teams of an unknown member from svc-files')
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-999999/teams',
        headers: contextHeader,
      })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).teamIDsOf('md001', { type: 'CAPNHQMember', id: 999_999 })).toBeNull();
    });
  });
});
