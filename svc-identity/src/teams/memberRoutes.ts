// The member-list calls of platform §7: PUT /api/teams/{id}/members (add a member with a job),
// POST /api/teams/{id}/members (change a member's job), DELETE /api/teams/{id}/members/{memberid}
// (memberid: a reference's string form, 'CAPNHQMember-510004'). Same guards as the team writes:
// ManageTeam FULL, the CSRF token, never team 0.
import { teamMemberRequest } from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router, type Request } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { requirePermission } from '../http/permissions.ts';
import { memberReferenceOrThrow } from './http.ts';
import { addMemberToTeam, changeMemberJob, removeMemberFromTeam } from './service.ts';
import { teamChange } from './writeRoutes.ts';

export function teamMemberRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const manager = requirePermission(deps, 'ManageTeam', 'FULL');

  const memberRequest = (req: Request) => parseOrThrow(teamMemberRequest, req.body);

  router.put(
    '/api/teams/:id/members',
    manager,
    teamChange(({ id, accountID, actor, req }) =>
      addMemberToTeam(deps, accountID, actor, id, memberRequest(req)),
    ),
  );

  router.post(
    '/api/teams/:id/members',
    manager,
    teamChange(({ id, accountID, req }) => changeMemberJob(deps, accountID, id, memberRequest(req))),
  );

  router.delete(
    '/api/teams/:id/members/:memberid',
    manager,
    teamChange(({ id, accountID, req }) =>
      removeMemberFromTeam(deps, accountID, id, memberReferenceOrThrow(req.params.memberid)),
    ),
  );

  return router;
}
