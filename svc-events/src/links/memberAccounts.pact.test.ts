// Pact consumer: svc-events -> svc-identity, GET /internal/members/{member}/accounts (events spec §6
// "Link event": the accounts the member may link into, judged by each account's own permissions),
// through the real client (memberAccountsClient.ts). Adds its interactions to
// contracts/pacts/svc-events-svc-identity.json, next to the crash report's. The context signature cannot match the
// provider's secret: the provider's request filter re-signs it (account md001).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createMemberAccountsClient } from './memberAccountsClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { integer, like, regex, eachLike, boolean } = MatchersV3;
const contextHeader = internalContextHeader;

const provider = new PactV3(pactOptions('svc-events', 'svc-identity'));

const client = (url: string) =>
  createMemberAccountsClient({ identityUrl: url, contextSecret: 'pact-secret-events' });

describe('svc-events -> svc-identity: member accounts (linking)', () => {
  it("GET /internal/members/{member}/accounts answers the member's accounts with permissions and duty positions in each", async () => {
    provider
      .given('the md001 admin 510001 is also a member of md000 with ManageEvent FULL')
      .uponReceiving("a request for a member's accounts from svc-events")
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-510001/accounts',
        headers: contextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: {
          member: { type: 'CAPNHQMember', id: 510001 },
          // the context's own account first; then the wing, where the member manages events
          accounts: [
            {
              accountID: 'md001',
              accountName: like('Maryland Demo Composite Squadron'),
              accountType: regex('^(CAPSQUADRON|CAPGROUP|CAPWING|CAPREGION|CAPEVENT)$', 'CAPSQUADRON'),
              permissions: like({ ManageEvent: 'FULL' }),
              dutyPositions: eachLike({
                duty: like('Commander'),
                date: integer(1_700_000_000_000),
                expires: null,
                type: regex('^(NHQ|CAPUnit)$', 'NHQ'),
                orgid: integer(9001),
                assistant: boolean(false),
              }),
            },
            {
              accountID: 'md000',
              accountName: like('Maryland Demo Wing'),
              accountType: 'CAPWING',
              permissions: like({ ManageEvent: 'FULL' }),
              dutyPositions: [],
            },
          ],
        },
      });
    await provider.executeTest(async (mock) => {
      const accounts = await client(mock.url).accountsOf('md001', { type: 'CAPNHQMember', id: 510001 });
      expect(accounts?.map((a) => a.accountID)).toEqual(['md001', 'md000']);
      expect(accounts?.[1]?.permissions.ManageEvent).toBe('FULL');
      expect(accounts?.[0]?.dutyPositions[0]?.duty).toBe('Commander');
    });
  });

  it("a member the context's account does not have is 404: the client answers null", async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a request for the accounts of a member md001 does not have from svc-events')
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-424242/accounts',
        headers: contextHeader,
      })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).accountsOf('md001', { type: 'CAPNHQMember', id: 424242 })).toBeNull();
    });
  });
});
