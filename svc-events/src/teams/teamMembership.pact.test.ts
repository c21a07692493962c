// Pact consumer: svc-events -> svc-identity, GET /internal/teams/{teamID}/members ("Pact
// for svc-identity's internal team-membership call that svc-events and svc-files will consume"),
// through the real client (teamMembershipClient.ts). Writes
// contracts/pacts/svc-events-teams-svc-identity.json under its own consumer name. The context signature cannot match the provider's secret: the
// provider's request filter re-signs it (account md001).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createTeamMembershipClient } from './teamMembershipClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { integer, eachLike, fromProviderState } = MatchersV3;
const CONSUMER = 'svc-events-teams';
const contextHeader = internalContextHeader;

const provider = new PactV3(pactOptions(CONSUMER, 'svc-identity'));

const client = (url: string) =>
  createTeamMembershipClient({ identityUrl: url, contextSecret: 'pact-secret-events' });

describe('svc-events -> svc-identity: team membership', () => {
  it("GET /internal/teams/{teamID}/members answers the team's members and leaders", async () => {
    provider
      .given('md001 has a team with leaders and members')
      .uponReceiving("a request for a team's members from svc-events")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/internal/teams/${teamID}/members', '/internal/teams/1/members'),
        headers: contextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: {
          teamID: fromProviderState('${teamID}', 1),
          members: eachLike({ type: 'CAPNHQMember', id: integer(510020) }),
          leaders: eachLike({ type: 'CAPNHQMember', id: integer(510006) }),
        },
      });
    await provider.executeTest(async (mock) => {
      const team = await client(mock.url).teamMembers('md001', 1);
      expect(team?.teamID).toBe(1);
      expect(team?.members[0]).toEqual({ type: 'CAPNHQMember', id: 510020 });
      expect(team?.leaders[0]).toEqual({ type: 'CAPNHQMember', id: 510006 });
    });
  });

  it('a team the account does not have is 404: the client answers null', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a request for the members of a missing team from svc-events')
      .withRequest({ method: 'GET', path: '/internal/teams/424242/members', headers: contextHeader })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).teamMembers('md001', 424242)).toBeNull();
    });
  });
});
