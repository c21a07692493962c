// Pact consumer: the event form's point-of-contact lookup (eventData/eventCalls.ts loadMember,
// GET /api/member/byid/{id}) and the attendance view opened on a member (loadMemberByReference, the
// id as a member reference's string form) -> contracts/pacts/mfe-events-svc-identity.json. Provider states:
// svc-identity/src/pact/providerStates.ts (IDENTITY_STATES.admin returns { sessionID }).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { DEMO_CADET_EXAMPLE, IDENTITY_STATES, memberLike, pactOptions } from '@portal/contracts/testing';
import { Member } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadMemberByReference } from '../attendanceView/attendanceViewCalls.ts';
import { loadMember } from '../eventData/eventCalls.ts';
import { clientFor, cookieOf, json } from './eventsPact.ts';

const { like } = MatchersV3;

const ADMIN_SIGNED_IN = IDENTITY_STATES.admin;
const SESSION = 'pact-session-member-byid';
const pact = new PactV3(pactOptions('mfe-events', 'svc-identity'));

/** The fixture cadet 510004 (values are examples; the types are pinned, extra fields allowed). */
const cadetExample = DEMO_CADET_EXAMPLE;

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
        body: memberLike(cadetExample),
      });
    await pact.executeTest(async (mock) => {
      const member = await loadMember(510004, clientFor(mock.url, SESSION));
      expect(member.nameLast).toBe('Cadet');
      expect(member.id).toBe(510004);
    });
  });

  it('the attendance view opened on a member gets them by their reference', async () => {
    pact
      .given(ADMIN_SIGNED_IN)
      .uponReceiving('a member request by reference from the attendance view')
      .withRequest({
        method: 'GET',
        path: '/api/member/byid/CAPNHQMember-510004',
        headers: cookieOf(SESSION),
      })
      .willRespondWith({ status: 200, headers: json, body: memberLike(cadetExample) });
    await pact.executeTest(async (mock) => {
      const member = await loadMemberByReference(
        { type: 'CAPNHQMember', id: 510004 },
        clientFor(mock.url, SESSION),
      );
      expect(member.nameLast).toBe('Cadet');
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
