// The internal team-membership calls (contracts/src/teams/internal.ts) as svc-events and svc-files
// make them: a signed context without a session, the account inside it, the paths of contracts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internalMemberTeamsPath,
  internalMemberTeamsResponse,
  internalTeamMembersPath,
  internalTeamMembersResponse,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { signedContext } from '../testing/gatewayClient.ts';
import { CADET, createTeamTest, MANAGER, nhq, STAFF, type TeamTest } from './testing.ts';

let h: TeamTest;
let privateTeam = 0;

beforeAll(async () => {
  h = await createTeamTest();
  privateTeam = await h.create({
    name: 'Internal private',
    visibility: 'PRIVATE',
    cadetLeader: CADET,
    seniorMentor: nhq(14),
    seniorCoach: CADET,
    members: [
      { reference: STAFF, job: 'A' },
      { reference: nhq(25), job: 'B' },
    ],
  });
});
afterAll(async () => {
  await h?.close();
});

/** An internal call as another service makes it (signed context, session null). */
function internalGet(path: string, accountID = 'md001') {
  const { t } = h;
  return request(t.app)
    .get(path)
    .set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }));
}

describe('GET /internal/teams/{teamID}/members', () => {
  it("answers a team's member list and leaders, whatever its visibility (no viewer here)", async () => {
    const res = await internalGet(internalTeamMembersPath(privateTeam));
    expect(res.status).toBe(200);
    expect(internalTeamMembersResponse.parse(res.body)).toEqual({
      teamID: privateTeam,
      members: [STAFF, nhq(25)],
      leaders: [CADET, nhq(14)], // the cadet leads twice: listed once
    });
  });

  it('answers team 0: the cadet staff, led by the Cadet Commander and the Deputy Commander for Cadets', async () => {
    const body = internalTeamMembersResponse.parse((await internalGet(internalTeamMembersPath(0))).body);
    expect(body.leaders).toEqual([nhq(6), MANAGER]);
    expect(body.members).toContainEqual(STAFF);
    expect(body.members).toHaveLength(9);
  });

  it("the account is the signed context's: md002 cannot reach md001's team", async () => {
    const res = await internalGet(internalTeamMembersPath(privateTeam), 'md002');
    expect(res.status).toBe(404);
  });

  it('bad and missing ids: 400 / 404', async () => {
    expect((await internalGet('/internal/teams/x/members')).status).toBe(400);
    expect((await internalGet(internalTeamMembersPath(55555))).status).toBe(404);
  });

  it('without the signed context it is 401 NO_CONTEXT', async () => {
    const res = await request(h.t.app).get(internalTeamMembersPath(privateTeam));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NO_CONTEXT');
  });
});

describe('GET /internal/members/{member}/teams', () => {
  it.each<[string, MemberReference, () => number[]]>([
    ['a member of the list who is on the cadet staff', STAFF, () => [0, privateTeam]],
    ['a leader', CADET, () => [privateTeam]],
    ['a member on no team', nhq(50), () => []],
  ])('%s', async (_case, member, teamIDs) => {
    const res = await internalGet(internalMemberTeamsPath(member));
    expect(res.status).toBe(200);
    expect(internalMemberTeamsResponse.parse(res.body)).toEqual({ member, teamIDs: teamIDs() });
  });

  it('an unknown member is 404, a bad reference 400 with §8 words', async () => {
    expect((await internalGet(internalMemberTeamsPath(nhq(90_000)))).status).toBe(404);
    expect((await internalGet(internalMemberTeamsPath(CADET), 'md002')).status).toBe(404);
    const bad = await internalGet('/internal/members/Nobody-1/teams');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid member type');
  });

  it('a prospective member reference (URL-encoded by the contract) works', async () => {
    await h.t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last) VALUES ('md001', 'CAPProspectiveMember', 'md001-9', 'P', 'Q')`,
    );
    const prospect: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-9' };
    const res = await internalGet(internalMemberTeamsPath(prospect));
    expect(res.body).toEqual({ member: prospect, teamIDs: [] });
  });
});
