// Pact consumer: the event form's point-of-contact lookup (eventData/eventCalls.ts loadMember,
// GET /api/member/byid/{id}) -> contracts/pacts/mfe-events-svc-identity.json. Provider states:
// svc-identity/src/pact/providerStates.ts ('a signed-in member admin' returns { sessionID }).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { Member } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadMember } from '../eventData/eventCalls.ts';
import { clientFor, cookieOf, json } from './eventsPact.ts';
import { pactDir } from './pactFile.ts';

const { like, integer } = MatchersV3;

const ADMIN_SIGNED_IN = 'a signed-in member admin';
const SESSION = 'pact-session-member-byid';
const pact = new PactV3({ consumer: 'mfe-events', provider: 'svc-identity', dir: pactDir, logLevel: 'warn' });

/** The fixture cadet 510004 (values are examples; the types are pinned, extra fields allowed). */
const cadetExample = {
  type: 'CAPNHQMember' as const,
  id: 510004,
  nameFirst: 'Casey',
  nameMiddle: '',
  nameLast: 'Cadet',
  nameSuffix: '',
  memberRank: 'C/A1C',
  squadron: 'MER-MD-001',
  flight: 'Alpha',
  gender: 'FEMALE' as const,
  dateOfBirth: 1_200_000_000_000,
  joined: 1_650_000_000_000,
  expirationDate: 1_900_000_000_000,
  seniorMember: false,
  hasNHQReference: true,
  orgid: 9001,
  dutyPositions: [],
  permissions: {},
  teamIDs: [],
  absenteeInformation: null,
  contact: {
    CELLPHONE: {},
    WORKPHONE: {},
    HOMEPHONE: {},
    CADETPARENTPHONE: {},
    EMAIL: {},
    CADETPARENTEMAIL: {},
  },
};

describe('mfe-events event form -> svc-identity: GET /api/member/byid/{id}', () => {
  it('a signed-in member gets the member added as a point of contact', async () => {
    expect(Member.safeParse(cadetExample).success).toBe(true);
    pact
      .given(ADMIN_SIGNED_IN)
      .uponReceiving('a member request by id from the event form')
      .withRequest({ method: 'GET', path: '/api/member/byid/510004', headers: cookieOf(SESSION) })
      .willRespondWith({
        status: 200,
        headers: json,
        body: like({
          ...cadetExample,
          id: 510004,
          dateOfBirth: integer(cadetExample.dateOfBirth),
          joined: integer(cadetExample.joined),
          expirationDate: integer(cadetExample.expirationDate),
          orgid: integer(cadetExample.orgid),
        }),
      });
    await pact.executeTest(async (mock) => {
      const member = await loadMember(510004, clientFor(mock.url, SESSION));
      expect(member.nameLast).toBe('Cadet');
      expect(member.id).toBe(510004);
    });
  });

  it('a member number the account does not have: 404', async () => {
    pact
      .given(ADMIN_SIGNED_IN)
      .uponReceiving('a member request by id for a member the account does not have')
      .withRequest({ method: 'GET', path: '/api/member/byid/599999', headers: cookieOf(SESSION) })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { code: 'NOT_FOUND', message: like('The requested item cannot be found') },
      });
    await pact.executeTest(async (mock) => {
      await expect(loadMember(599999, clientFor(mock.url, SESSION))).rejects.toMatchObject({ status: 404 });
    });
  });
});
