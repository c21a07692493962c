// Pact consumer: the email selector and contact list calls (mfe-admin/src/emailSelector/
// emailSelectorCalls.ts) -> svc-identity, through the real call modules. Provider states:
// svc-identity/src/pact/emailSelectorStates.ts and the shared session states.
//
// Only the Flight scope answer is pinned with its members: in the provider's shared database the
// whole account holds members of every shape (with and without a flight, prospective members with
// string ids), which Pact's type matching cannot express; the schema is the same for both scopes
// and the service tests cover the Account scope. For the same reason the team is one whose members
// are all Alpha cadets.
import { MatchersV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES } from '@portal/contracts/testing';
import { contactListResponse, emailOutputText, teamMembersResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadContactList, loadTeamMembers } from '../emailSelector/emailSelectorCalls.ts';
import { adminPact, givenStates, json, signedInClient, STATES, withCookie } from './adminPact.ts';
import { cadetMember, STAFF } from './examples.ts';

const { like, eachLike, integer, atLeastLike, fromProviderState } = MatchersV3;
const pact = adminPact();

/** Names agreed with svc-identity/src/pact/emailSelectorStates.ts. */
const EMAIL_SELECTOR_STATES = {
  flightCommander: 'email selector: a signed-in Cadet Flight Commander of Alpha (staff)',
  alphaTeam: 'email selector: a protected team of two Alpha cadets exists',
} as const;

const contactExample = {
  type: 'CAPNHQMember' as const,
  id: 510021,
  nameFirst: 'Val',
  nameMiddle: 'B',
  nameLast: 'Dunmore',
  nameSuffix: '',
  memberRank: 'C/SSgt',
  seniorMember: false,
  flight: 'Alpha',
  expirationDate: 1_811_462_400_000,
  contact: {
    CELLPHONE: {},
    WORKPHONE: {},
    HOMEPHONE: {},
    CADETPARENTPHONE: {},
    EMAIL: { PRIMARY: 'val.dunmore@example.com' },
    CADETPARENTEMAIL: {},
  },
};

/** A contact-list member: every field's type pinned; contact kinds present, EMAIL PRIMARY a string. */
const contactMatcher = {
  type: 'CAPNHQMember',
  id: integer(contactExample.id),
  nameFirst: like(contactExample.nameFirst),
  nameMiddle: like(contactExample.nameMiddle),
  nameLast: like(contactExample.nameLast),
  nameSuffix: like(contactExample.nameSuffix),
  memberRank: like(contactExample.memberRank),
  seniorMember: like(false),
  flight: 'Alpha',
  expirationDate: integer(contactExample.expirationDate),
  contact: {
    CELLPHONE: like({}),
    WORKPHONE: like({}),
    HOMEPHONE: like({}),
    CADETPARENTPHONE: like({}),
    EMAIL: { PRIMARY: like(contactExample.contact.EMAIL.PRIMARY) },
    CADETPARENTEMAIL: like({}),
  },
};

describe('mfe-admin email selector calls -> svc-identity', () => {
  it('GET /api/member/contacts (loadContactList) answers a Cadet Flight Commander their flight only', async () => {
    const example = { scope: 'Flight', flight: 'Alpha', flights: ['Alpha'], members: [contactExample] };
    expect(contactListResponse.safeParse(example).success).toBe(true);
    pact
      .given(EMAIL_SELECTOR_STATES.flightCommander)
      .uponReceiving('a contact list request from the Cadet Flight Commander of Alpha')
      .withRequest({ method: 'GET', path: '/api/member/contacts', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          scope: 'Flight',
          flight: 'Alpha',
          flights: eachLike('Alpha'),
          members: eachLike(contactMatcher),
        },
      });
    await pact.executeTest(async (mock) => {
      const list = await loadContactList(signedInClient(mock.url));
      expect(list.scope).toBe('Flight');
      expect(list.members.every((m) => m.flight === 'Alpha')).toBe(true);
      expect(emailOutputText(list.members, false)).toBe('val.dunmore@example.com');
    });
  });

  it("GET /api/member/contacts from a plain cadet: 403 'You do not have permission to do that'", async () => {
    pact
      .given(IDENTITY_STATES.cadet)
      .uponReceiving('a contact list request from a plain cadet')
      .withRequest({ method: 'GET', path: '/api/member/contacts', headers: withCookie })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
      });
    await pact.executeTest(async (mock) => {
      await expect(loadContactList(signedInClient(mock.url))).rejects.toMatchObject({
        status: 403,
        message: 'You do not have permission to do that',
      });
    });
  });

  it("GET /api/team/{id}/members (loadTeamMembers) answers a PROTECTED team's members with contact to a signed-in member", async () => {
    const staffMember = {
      ...cadetMember,
      ...STAFF,
      nameFirst: 'Sam',
      nameLast: 'Staffer',
      contact: { ...cadetMember.contact, EMAIL: { PRIMARY: 'sam.staffer@example.com' } },
    };
    const example = [{ member: staffMember, job: 'Launch director' }];
    expect(teamMembersResponse.safeParse(example).success).toBe(true);
    givenStates(pact, STATES.admin, [EMAIL_SELECTOR_STATES.alphaTeam])
      .uponReceiving("a team's member list with contact, requested by admin")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/team/${teamID}/members', '/api/team/1/members'),
        headers: withCookie,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({
          member: {
            type: 'CAPNHQMember',
            id: integer(staffMember.id),
            nameFirst: like(staffMember.nameFirst),
            nameMiddle: like(staffMember.nameMiddle),
            nameLast: like(staffMember.nameLast),
            nameSuffix: like(staffMember.nameSuffix),
            memberRank: like(staffMember.memberRank),
            squadron: like(staffMember.squadron),
            flight: 'Alpha',
            gender: like(staffMember.gender),
            dateOfBirth: integer(staffMember.dateOfBirth),
            joined: integer(staffMember.joined),
            expirationDate: integer(staffMember.expirationDate),
            seniorMember: like(false),
            hasNHQReference: like(true),
            orgid: integer(staffMember.orgid),
            dutyPositions: atLeastLike(
              {
                duty: like('Cadet Flight Commander'),
                date: integer(1_700_000_000_000),
                expires: null,
                type: 'NHQ',
                orgid: integer(9001),
                assistant: like(false),
              },
              0,
              1,
            ),
            permissions: like({}),
            teamIDs: atLeastLike(integer(1), 0, 1),
            absenteeInformation: null,
            contact: {
              CELLPHONE: like({}),
              WORKPHONE: like({}),
              HOMEPHONE: like({}),
              CADETPARENTPHONE: like({}),
              EMAIL: { PRIMARY: like(staffMember.contact.EMAIL.PRIMARY) },
              CADETPARENTEMAIL: like({}),
            },
          },
          job: like('Launch director'),
        }),
      });
    await pact.executeTest(async (mock) => {
      const members = await loadTeamMembers(1, signedInClient(mock.url));
      expect(
        emailOutputText(
          members.map((m) => m.member),
          true,
        ),
      ).toBe('sam.staffer@example.com');
    });
  });
});
