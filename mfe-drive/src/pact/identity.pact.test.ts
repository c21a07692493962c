// Pact consumer: the calls mfe-drive makes to svc-identity -> contracts/pacts/mfe-drive-svc-identity.json.
// The sharing dialog (src/sharing/SharingDialog.tsx) loads GET /api/team (names of TEAM entries, the
// 'Team to add' options) and GET /api/member/list (names of the member rows and the kit MemberPicker's
// candidates, passed to it; the picker loads the same path itself only when the dialog's load failed).
// Every mutating drive call first fetches GET /api/token through the kit's client.
// Provider states are svc-identity's own (providerStates.ts, teamStates.ts); none is drive-specific.
//
// What is pinned: the drive reads a team's id and name and a member's type, id and name parts. The
// calls parse the answers with the shared contracts schemas, which need the other fields present, so
// those are pinned by type only, and the member list only by one entry (arrayContaining): members'
// nullable fields (flight, dates, absence) differ between members, which a pact matcher cannot express.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { DEMO_CADET_EXAMPLE, IDENTITY_STATES, pactOptions } from '@portal/contracts/testing';
import { Member, Team } from '@portal/contracts';
import { createApiClient, type ApiClient } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { deleteFile, loadMembers, loadTeams } from '../drive/fileCalls.ts';
import { IDS } from './drivePact.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, integer, regex, arrayContaining, eachLike, fromProviderState } = MatchersV3;

const pact = new PactV3(pactOptions('mfe-drive', 'svc-identity'));

/** svc-identity/src/pact/providerStates.ts: the fixture 'admin' (510001); returns { sessionID }. */
const ADMIN = IDENTITY_STATES.admin;
/** svc-identity/src/pact/teamStates.ts: team 0 and one PROTECTED team ('Rocketry') of md001. */
const TEAM_EXISTS = 'a protected team with members exists';

const exampleCookie = 'sessionid=pact-drive-session';
const withCookie = { Cookie: fromProviderState('sessionid=${sessionID}', exampleCookie) };
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const client = (url: string): ApiClient =>
  createApiClient({ baseUrl: url, headers: { cookie: exampleCookie } });

const nhq = (id: number) => ({ type: 'CAPNHQMember' as const, id });
const leader = { reference: nhq(510006), name: 'C/Capt Riley Q Rocketeer', email: 'riley@example.com' };
const rocketry = {
  id: 1,
  accountID: 'md001',
  name: 'Rocketry',
  description: 'Model rockets and launch days',
  visibility: 'PROTECTED' as const,
  cadetLeader: leader,
  seniorMentor: { ...leader, reference: nhq(510002), name: 'Capt Morgan C Manager' },
  seniorCoach: null,
  members: [{ reference: nhq(510003), job: 'Launch director' }],
  memberCount: 2,
};

/** A team as the sharing dialog needs it: id and name; the rest by type for the schema. */
const team = {
  id: integer(rocketry.id),
  name: like(rocketry.name),
  accountID: like(rocketry.accountID),
  description: like(rocketry.description),
  visibility: regex('^(PRIVATE|PROTECTED|PUBLIC)$', rocketry.visibility),
  cadetLeader: like(rocketry.cadetLeader),
  seniorMentor: like(rocketry.seniorMentor),
  seniorCoach: null,
  members: eachLike({ reference: like(nhq(510003)), job: like('Launch director') }),
  memberCount: integer(rocketry.memberCount),
};

/** The fixture cadet (510004) as the member list answers it. */
const cadet = DEMO_CADET_EXAMPLE;

/** A member as the sharing rows and the picker read it (type, id, names); the rest by type. */
const member = {
  type: 'CAPNHQMember',
  id: integer(cadet.id),
  nameFirst: like(cadet.nameFirst),
  nameMiddle: like(cadet.nameMiddle),
  nameLast: like(cadet.nameLast),
  nameSuffix: like(cadet.nameSuffix),
  memberRank: like(cadet.memberRank),
  squadron: like(cadet.squadron),
  flight: like(cadet.flight),
  gender: regex('^(MALE|FEMALE)$', cadet.gender),
  dateOfBirth: integer(cadet.dateOfBirth),
  joined: integer(cadet.joined),
  expirationDate: integer(cadet.expirationDate),
  seniorMember: like(cadet.seniorMember),
  hasNHQReference: like(cadet.hasNHQReference),
  orgid: integer(cadet.orgid),
  dutyPositions: like([]),
  permissions: like({}),
  teamIDs: like([]),
  absenteeInformation: null,
  contact: like(cadet.contact),
};

describe('mfe-drive sharing dialog calls -> svc-identity', () => {
  it('GET /api/team (loadTeams): the teams a file can be shared with, by id and name', async () => {
    expect(Team.safeParse(rocketry).success).toBe(true);
    pact
      .given(ADMIN)
      .given(TEAM_EXISTS)
      .uponReceiving('a team list request from the drive of a signed-in member')
      .withRequest({ method: 'GET', path: '/api/team', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(team) });
    await pact.executeTest(async (mock) => {
      const teams = await loadTeams(client(mock.url));
      expect(teams[0]).toMatchObject({ id: 1, name: 'Rocketry' });
    });
  });

  it('GET /api/member/list (loadMembers): the members to name and pick, among them the cadet', async () => {
    expect(Member.safeParse(cadet).success).toBe(true);
    pact
      .given(ADMIN)
      .uponReceiving('a member list request from the drive of a signed-in member')
      .withRequest({ method: 'GET', path: '/api/member/list', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: arrayContaining(member) });
    await pact.executeTest(async (mock) => {
      const members = await loadMembers(client(mock.url));
      expect(members.find((m) => m.id === 510004)?.nameLast).toBe('Cadet');
    });
  });

  it('GET /api/token before a mutating drive call (deleteFile): the session token goes into the body', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('a token request from the drive of a signed-in member')
      .withRequest({ method: 'GET', path: '/api/token', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: { token: like('session-csrf-token') } });
    await pact.executeTest(async (mock) => {
      // the token comes from svc-identity's mock; the DELETE itself is svc-files' (its own pact)
      const sent: unknown[] = [];
      const routed: typeof fetch = (input, init) => {
        if (String(input).endsWith('/api/token')) return fetch(input, init);
        sent.push(JSON.parse(String(init?.body)));
        return Promise.resolve(new Response(null, { status: 204 }));
      };
      const drive = createApiClient({ baseUrl: mock.url, fetch: routed, headers: { cookie: exampleCookie } });
      await deleteFile(IDS.text, drive);
      expect(sent).toEqual([{ token: 'session-csrf-token' }]);
    });
  });
});
