// GET /api/team, GET /api/team/{id}: open to anyone, signed in or not (platform §6 "Team list and
// view are open to anyone"), each team as the viewer may see it (present.ts).
// GET /api/team/{id}/members: the members with contact data for the team email selector and
// 'Team contact info': signed-in viewers who may see the membership (401 / 403 otherwise).
import {
  areMemberReferencesEqual,
  stringifyMemberReference,
  teamMemberForViewer,
  teamMembersAccess,
  type MemberReference,
  type TeamListResponse,
  type TeamMembersResponse,
} from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { refusal } from '../http/errors.ts';
import { signedInMember } from '../http/permissions.ts';
import { selectMembers } from '../members/repository.ts';
import { referenceToRow } from '../members/reference.ts';
import { teamIDOrThrow, teamViewerOf } from './http.ts';
import { findTeam, listAccountTeams } from './lookup.ts';
import { LEADER_ROLES, TEAM_REFUSALS } from './messages.ts';
import { membershipOf, teamForViewer } from './present.ts';
import type { StoredTeam } from './repository.ts';

/** The leaders first (job: their role, unless also on the list), then the member list in its order. */
function contactList(team: StoredTeam): { reference: MemberReference; job: string }[] {
  const list: { reference: MemberReference; job: string }[] = [];
  const leaders = [
    [team.cadetLeader, LEADER_ROLES.cadetLeader],
    [team.seniorMentor, LEADER_ROLES.seniorMentor],
    [team.seniorCoach, LEADER_ROLES.seniorCoach],
  ] as const;
  for (const [person, role] of leaders) {
    if (!person || team.members.some((m) => areMemberReferencesEqual(m.reference, person.reference)))
      continue;
    const already = list.find((entry) => areMemberReferencesEqual(entry.reference, person.reference));
    if (already) already.job = `${already.job}, ${role}`;
    else list.push({ reference: person.reference, job: role });
  }
  return [...list, ...team.members.map((m) => ({ reference: m.reference, job: m.job }))];
}

export function teamReadRoutes(deps: ServiceDeps): Router {
  const router = Router();

  router.get('/api/team', async (_req, res) => {
    const viewer = teamViewerOf(deps, res);
    const teams = await listAccountTeams(deps.pool, contextOf(res).accountID, deps.clock());
    res.json(teams.map((team) => teamForViewer(team, viewer)) satisfies TeamListResponse);
  });

  router.get('/api/team/:id', async (req, res) => {
    const id = teamIDOrThrow(req.params.id);
    const team = await findTeam(deps.pool, contextOf(res).accountID, id, deps.clock());
    if (!team) throw refusal(TEAM_REFUSALS.teamNotFound);
    res.json(teamForViewer(team, teamViewerOf(deps, res)));
  });

  router.get('/api/team/:id/members', async (req, res) => {
    const id = teamIDOrThrow(req.params.id);
    const viewer = teamViewerOf(deps, res);
    // anonymous visitors learn nothing, not even whether the team exists
    if (!viewer.member) throw refusal(TEAM_REFUSALS.signInRequired);
    const { accountID } = contextOf(res);
    const now = deps.clock();
    const team = await findTeam(deps.pool, accountID, id, now);
    if (!team) throw refusal(TEAM_REFUSALS.teamNotFound);
    const membership = membershipOf(team);
    if (teamMembersAccess(membership, viewer) !== 'allowed') throw refusal(TEAM_REFUSALS.forbidden);
    const entries = contactList(team);
    const rows = entries.map((e) => referenceToRow(e.reference));
    const members = await selectMembers(deps.pool, accountID, now, {
      keys: `SELECT * FROM unnest($3::text[], $4::text[]) AS k(type, id)`,
      params: [rows.map((r) => r.type), rows.map((r) => r.id)],
      orderBy: 'm.type, m.id',
    });
    const signedIn = signedInMember(res)!;
    const byReference = new Map(members.map((m) => [stringifyMemberReference(m), m]));
    const answer: TeamMembersResponse = [];
    for (const entry of entries) {
      const member = byReference.get(stringifyMemberReference(entry.reference));
      if (!member) continue;
      answer.push({
        member: teamMemberForViewer(member, membership, signedIn, viewer.superUser),
        job: entry.job,
      });
    }
    res.json(answer);
  });

  return router;
}
