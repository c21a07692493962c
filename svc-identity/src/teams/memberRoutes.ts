// The member-list calls of platform §7: PUT /api/teams/{id}/members (add a member with a job),
// POST /api/teams/{id}/members (change a member's job), DELETE /api/teams/{id}/members/{memberid}
// (memberid: a reference's string form, 'CAPNHQMember-510004'). Same guards as the team writes:
// ManageTeam FULL, the CSRF token, never team 0.
import { teamMemberRequest, type Member } from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { requirePermission, signedInMember } from '../http/permissions.ts';
import { memberReferenceOrThrow } from './http.ts';
import { addMemberToTeam, changeMemberJob, removeMemberFromTeam } from './service.ts';
import { changeableTeamIDOrThrow } from './writeRoutes.ts';

export function teamMemberRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const manager = requirePermission(deps, 'ManageTeam', 'FULL');

  router.put('/api/teams/:id/members', manager, async (req, res) => {
    const id = changeableTeamIDOrThrow(req.params.id);
    const request = parseOrThrow(teamMemberRequest, req.body);
    await addMemberToTeam(deps, contextOf(res).accountID, signedInMember(res) as Member, id, request);
    res.status(204).end();
  });

  router.post('/api/teams/:id/members', manager, async (req, res) => {
    const id = changeableTeamIDOrThrow(req.params.id);
    const request = parseOrThrow(teamMemberRequest, req.body);
    await changeMemberJob(deps, contextOf(res).accountID, id, request);
    res.status(204).end();
  });

  router.delete('/api/teams/:id/members/:memberid', manager, async (req, res) => {
    const id = changeableTeamIDOrThrow(req.params.id);
    const reference = memberReferenceOrThrow(req.params.memberid);
    await removeMemberFromTeam(deps, contextOf(res).accountID, id, reference);
    res.status(204).end();
  });

  return router;
}
