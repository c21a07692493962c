// The internal team-membership calls svc-events and svc-files consume (contracts/src/teams/
// internal.ts): behind app.ts's signed-context check on /internal, never routed by the gateway.
// The account is the signed context's; no visibility rule applies (the calling service applies
// its own to its own caller).
import {
  areMemberReferencesEqual,
  type InternalMemberTeamsResponse,
  type InternalTeamMembersResponse,
  type MemberReference,
} from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { refusal } from '../http/errors.ts';
import { referenceToRow } from '../members/reference.ts';
import { memberReferenceOrThrow, teamIDOrThrow } from './http.ts';
import { findTeam } from './lookup.ts';
import { memberTeamIDsSql } from './membershipSql.ts';
import { TEAM_REFUSALS } from './messages.ts';

// contracts' internalTeamMembersPath and internalMemberTeamsPath (internal.test.ts calls them)
const TEAM_MEMBERS = '/internal/teams/:teamID/members';
const MEMBER_TEAMS = '/internal/members/:member/teams';

export function teamInternalRoutes(deps: ServiceDeps): Router {
  const router = Router();

  router.get(TEAM_MEMBERS, async (req, res) => {
    const id = teamIDOrThrow(req.params.teamID);
    const team = await findTeam(deps.pool, contextOf(res).accountID, id, deps.clock());
    if (!team) throw refusal(TEAM_REFUSALS.teamNotFound);
    const leaders: MemberReference[] = [];
    for (const person of [team.cadetLeader, team.seniorMentor, team.seniorCoach]) {
      if (person && !leaders.some((l) => areMemberReferencesEqual(l, person.reference)))
        leaders.push(person.reference);
    }
    const answer: InternalTeamMembersResponse = {
      teamID: team.id,
      members: team.members.map((m) => m.reference),
      leaders,
    };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.get(MEMBER_TEAMS, async (req, res) => {
    const member = memberReferenceOrThrow(req.params.member);
    const row = referenceToRow(member);
    const { rows } = await deps.pool.query<{ team_ids: number[] }>(
      `SELECT ${memberTeamIDsSql('m', '$4')} AS team_ids
         FROM identity.members m WHERE m.account_id = $1 AND m.type = $2 AND m.id = $3`,
      [contextOf(res).accountID, row.type, row.id, deps.clock()],
    );
    if (!rows[0]) throw refusal(TEAM_REFUSALS.memberUnknown);
    const answer: InternalMemberTeamsResponse = { member, teamIDs: rows[0].team_ids };
    res.set('cache-control', 'no-store').json(answer);
  });

  return router;
}
