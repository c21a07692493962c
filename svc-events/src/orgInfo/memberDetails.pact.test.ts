// Pact consumer: svc-events -> svc-identity, POST /internal/members/details (events spec §3 Viewer
// data "attendees (each with record, member, orgInformation)": one call per viewer request answers
// every attendee's Member and unit organisation information, and which references the account
// does not have), through the real client (memberDetailsClient.ts). Adds its interaction to
// contracts/pacts/svc-events-svc-identity.json. The context
// signature cannot match the provider's secret: the provider's request filter re-signs it.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { emptyContact } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createMemberDetailsClient } from './memberDetailsClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, eachLike, integer } = MatchersV3;

const provider = new PactV3(pactOptions('svc-events', 'svc-identity'));

const client = (url: string) =>
  createMemberDetailsClient({ identityUrl: url, contextSecret: 'pact-secret-events' });

describe('svc-events -> svc-identity: member details (viewer attendees)', () => {
  it('POST /internal/members/details answers the Member and orgInformation of the members found, and the numbers not found', async () => {
    provider
      .given('md001 has the member 510002 in its unit, whose Commander is a member of md001')
      .uponReceiving('a request for the member details of attendees from svc-events')
      .withRequest({
        method: 'POST',
        path: '/internal/members/details',
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
              member: {
                type: 'CAPNHQMember',
                id: 510002,
                nameFirst: like('Morgan'),
                nameMiddle: like('K'),
                nameLast: like('Manager'),
                nameSuffix: like(''),
                memberRank: like('Capt'),
                squadron: like('MER-MD-001'),
                flight: null,
                gender: like('FEMALE'),
                dateOfBirth: integer(-126230400000),
                joined: integer(1520035200000),
                expirationDate: integer(1835395200000),
                seniorMember: true,
                hasNHQReference: true,
                orgid: integer(9001),
                dutyPositions: like([]),
                permissions: like({}),
                teamIDs: like([]),
                absenteeInformation: null,
                contact: like({ ...emptyContact(), EMAIL: { PRIMARY: 'morgan.manager@example.com' } }),
              },
              orgInformation: {
                orgName: like('Maryland Demo Composite Squadron'),
                commanderName: like('Maj Alex F Administrator'),
                contacts: eachLike({
                  type: 'URL',
                  contact: 'https://www.facebook.com/example-demo-squadron',
                }),
              },
            },
          ],
          notFound: [{ type: 'CAPNHQMember', id: 424242 }],
        },
      });
    await provider.executeTest(async (mock) => {
      const answer = await client(mock.url).detailsOf('md001', [
        { type: 'CAPNHQMember', id: 510002 },
        { type: 'CAPNHQMember', id: 424242 },
      ]);
      expect(
        answer.found.map((f) => [f.member.id, f.member.memberRank, f.orgInformation.commanderName]),
      ).toEqual([[510002, 'Capt', 'Maj Alex F Administrator']]);
      expect(answer.notFound).toEqual([{ type: 'CAPNHQMember', id: 424242 }]);
    });
  });
});
