// Pact consumer: the team pages' calls (mfe-admin/src/teams/teamCalls.ts) -> svc-identity, through
// the real call modules. Provider state 'a protected team with members exists' is
// svc-identity/src/pact/teamStates.ts (returns { teamID }); it leaves team 0 and that team only.
import { MatchersV3 } from '@pact-foundation/pact';
import { Team, teamRequest } from '@portal/contracts';
import { createApiClient } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import {
  createTeam,
  deleteTeam,
  loadTeam,
  loadTeams,
  changeTeamMemberJob,
  removeTeamMember,
  updateTeam,
} from '../teams/teamCalls.ts';
import {
  adminPact,
  expectTokenRequest,
  givenStates,
  json,
  signedInClient,
  STATES,
  tokenField,
  withCookie,
} from './adminPact.ts';
import { CADET, STAFF } from './examples.ts';

const { like, eachLike, integer, regex, fromProviderState } = MatchersV3;
const pact = adminPact();
const mutating = { ...withCookie, 'Content-Type': 'application/json' };

const TEAM_EXISTS = 'a protected team with members exists';
const NO_SESSION = 'no session';
const CADET_COMMANDER = { type: 'CAPNHQMember' as const, id: 510006 };
const MANAGER = { type: 'CAPNHQMember' as const, id: 510002 };
const teamPath = fromProviderState('/api/team/${teamID}', '/api/team/1');

/** The seeded team as a signed-in manager sees it: leaders with e-mails, the member list. */
const rocketry = {
  id: 1,
  accountID: 'md001',
  name: 'Rocketry',
  description: 'Model rockets and launch days',
  visibility: 'PROTECTED' as const,
  cadetLeader: { reference: CADET_COMMANDER, name: 'C/Capt Riley Q Rocketeer', email: 'riley@example.com' },
  seniorMentor: { reference: MANAGER, name: 'Capt Morgan C Manager', email: 'morgan.manager@example.com' },
  seniorCoach: null,
  members: [{ reference: STAFF, job: 'Launch director', name: 'C/2dLt Sam P Staffer' }],
  memberCount: 2,
};

const leader = (example: typeof rocketry.cadetLeader, email: boolean) => ({
  reference: like(example.reference),
  name: like(example.name),
  email: email ? like(example.email) : null,
});

/** Matchers of a team with its membership (the types of every field pinned, lists of any length). */
const visibleTeam = {
  id: integer(rocketry.id),
  accountID: like(rocketry.accountID),
  name: like(rocketry.name),
  description: like(rocketry.description),
  visibility: regex('^(PRIVATE|PROTECTED|PUBLIC)$', rocketry.visibility),
  cadetLeader: leader(rocketry.cadetLeader, true),
  seniorMentor: leader(rocketry.seniorMentor, true),
  seniorCoach: null,
  members: eachLike({
    reference: like(STAFF),
    job: like('Launch director'),
    name: like('C/2dLt Sam P Staffer'),
  }),
  memberCount: integer(rocketry.memberCount),
};

/** The form's body: references and jobs (fixture members of md001). */
const form = {
  name: 'Drill team',
  description: 'Drill competitions',
  visibility: 'PUBLIC' as const,
  cadetLeader: CADET_COMMANDER,
  seniorMentor: null,
  seniorCoach: MANAGER,
  members: [
    { reference: STAFF, job: 'Drill commander' },
    { reference: CADET, job: 'Guidon bearer' },
  ],
};

describe('mfe-admin team calls -> svc-identity', () => {
  it('GET /api/team (loadTeams) answers every team with the membership a manager may see', async () => {
    expect(Team.safeParse(rocketry).success).toBe(true);
    givenStates(pact, STATES.admin, [TEAM_EXISTS])
      .uponReceiving('a team list request from admin')
      .withRequest({ method: 'GET', path: '/api/team', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(visibleTeam) });
    await pact.executeTest(async (mock) => {
      const teams = await loadTeams(signedInClient(mock.url));
      expect(teams[0]?.members?.[0]?.job).toBe('Launch director');
    });
  });

  it('GET /api/team/{id} (loadTeam) answers the team with its leaders and members', async () => {
    givenStates(pact, STATES.admin, [TEAM_EXISTS])
      .uponReceiving('a team request from admin')
      .withRequest({ method: 'GET', path: teamPath, headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: visibleTeam });
    await pact.executeTest(async (mock) => {
      const team = await loadTeam(1, signedInClient(mock.url));
      expect(team.cadetLeader?.email).toBe(rocketry.cadetLeader.email);
      expect(team.members).toHaveLength(1);
    });
  });

  it('GET /api/team/{id} without a session: a PROTECTED team without members, count or e-mails (§6)', async () => {
    const hidden = { ...rocketry, members: null, memberCount: null };
    expect(Team.safeParse(hidden).success).toBe(true);
    pact
      .given(NO_SESSION)
      .given(TEAM_EXISTS)
      .uponReceiving('a team request from an anonymous visitor')
      .withRequest({ method: 'GET', path: teamPath })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          ...visibleTeam,
          visibility: 'PROTECTED',
          cadetLeader: leader(rocketry.cadetLeader, false),
          seniorMentor: leader(rocketry.seniorMentor, false),
          members: null,
          memberCount: null,
        },
      });
    await pact.executeTest(async (mock) => {
      const team = await loadTeam(1, createApiClient({ baseUrl: mock.url }));
      expect(team.members).toBeNull();
      expect(team.memberCount).toBeNull();
      expect(team.cadetLeader?.email).toBeNull();
    });
  });

  it('POST /api/team (createTeam) answers 201 and the new id', async () => {
    expect(teamRequest.safeParse(form).success).toBe(true);
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('a team created by admin')
      .withRequest({ method: 'POST', path: '/api/team', headers: mutating, body: { ...form, ...tokenField } })
      .willRespondWith({ status: 201, headers: json, body: { id: integer(2) } });
    await pact.executeTest(async (mock) => {
      expect(await createTeam(form, signedInClient(mock.url))).toBe(2);
    });
  });

  it('PUT /api/team/{id} (updateTeam) replaces the team: 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [TEAM_EXISTS])
      .uponReceiving('a team updated by admin')
      .withRequest({ method: 'PUT', path: teamPath, headers: mutating, body: { ...form, ...tokenField } })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(updateTeam(1, form, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });

  it('POST /api/teams/{id}/members (changeTeamMemberJob, the view page Change job): 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [TEAM_EXISTS])
      .uponReceiving("a team member's job changed by admin")
      .withRequest({
        method: 'POST',
        path: fromProviderState('/api/teams/${teamID}/members', '/api/teams/1/members'),
        headers: mutating,
        body: { reference: STAFF, job: 'Flight director', ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(
        changeTeamMemberJob(1, STAFF, 'Flight director', signedInClient(mock.url)),
      ).resolves.toBeUndefined();
    });
  });

  it('DELETE /api/teams/{id}/members/{memberid} (removeTeamMember, the view page Remove): 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [TEAM_EXISTS])
      .uponReceiving('a team member removed by admin')
      .withRequest({
        method: 'DELETE',
        path: fromProviderState(
          `/api/teams/\${teamID}/members/CAPNHQMember-${STAFF.id}`,
          `/api/teams/1/members/CAPNHQMember-${STAFF.id}`,
        ),
        headers: mutating,
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(removeTeamMember(1, STAFF, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });

  it('DELETE /api/team/{id} (deleteTeam): 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [TEAM_EXISTS])
      .uponReceiving('a team deleted by admin')
      .withRequest({ method: 'DELETE', path: teamPath, headers: mutating, body: tokenField })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteTeam(1, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });
});
