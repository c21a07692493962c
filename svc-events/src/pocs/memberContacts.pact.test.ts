// Pact consumer: svc-events -> svc-identity, POST /internal/members/contacts (events spec §3/§5
// points of contact: one call per save answers every internal contact's name, primary email and
// primary phone, and which member numbers the account does not have), through the real client
// (memberContactsClient.ts). Adds its interaction to contracts/pacts/svc-events-svc-identity.json,
// next to the crash report's and linking's. The context signature cannot match the provider's secret: the provider's request filter re-signs
// it (account md001).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createMemberContactsClient } from './memberContactsClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like } = MatchersV3;

const provider = new PactV3(pactOptions('svc-events', 'svc-identity'));

const client = (url: string) =>
  createMemberContactsClient({ identityUrl: url, contextSecret: 'pact-secret-events' });

describe('svc-events -> svc-identity: member contacts (points of contact)', () => {
  it('POST /internal/members/contacts answers the members found (name, primary email, primary phone) and the numbers not found', async () => {
    provider
      .given('md001 has the member 510002 with a primary email and a primary cell phone')
      .uponReceiving('a request for the points-of-contact details of members from svc-events')
      .withRequest({
        method: 'POST',
        path: '/internal/members/contacts',
        headers: {
          ...internalContextHeader,
          'content-type': 'application/json',
        },
        body: {
          members: [
            { type: 'CAPNHQMember', id: 510002 },
            { type: 'CAPNHQMember', id: 424242 },
          ],
        },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: {
          found: [
            {
              member: { type: 'CAPNHQMember', id: 510002 },
              name: like('Capt Morgan K Manager'),
              email: like('morgan.manager@example.com'),
              phone: like('(410)555-0102'),
            },
          ],
          notFound: [{ type: 'CAPNHQMember', id: 424242 }],
        },
      });
    await provider.executeTest(async (mock) => {
      const answer = await client(mock.url).contactsOf('md001', [
        { type: 'CAPNHQMember', id: 510002 },
        { type: 'CAPNHQMember', id: 424242 },
      ]);
      expect(answer.found.map((f) => [f.member.id, f.name])).toEqual([[510002, 'Capt Morgan K Manager']]);
      expect(answer.found[0]?.email).toBe('morgan.manager@example.com');
      expect(answer.notFound).toEqual([{ type: 'CAPNHQMember', id: 424242 }]);
    });
  });
});
