// POST /api/team (create; answers { id }), PUT /api/team/{id} (update), DELETE /api/team/{id}:
// ManageTeam FULL (platform §6 "team create, edit, delete need ManageTeam FULL"; 401 'Please sign
// in', 403 'You do not have permission to do that') and the CSRF token (app.ts checks it for every
// mutating call with a session). Team 0 is refused with §8's 'You cannot perform this action'.
import { TEAM_ZERO_ID, teamRequest, type CreateTeamResponse, type Member } from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject } from '../http/errors.ts';
import { requirePermission, signedInMember } from '../http/permissions.ts';
import { answerRefusals, sendRefusal, teamIDOrReject } from './http.ts';
import { TEAM_REFUSALS } from './messages.ts';
import { createTeam, deleteTeam, updateTeam } from './service.ts';

/** The path's team id, unless it is bad (400) or team 0 (403); null after answering. */
export function changeableTeamID(param: unknown, res: Parameters<typeof teamIDOrReject>[1]): number | null {
  const id = teamIDOrReject(param, res);
  if (id === null) return null;
  if (id === TEAM_ZERO_ID) {
    sendRefusal(res, TEAM_REFUSALS.teamZero);
    return null;
  }
  return id;
}

export function teamWriteRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const manager = requirePermission(deps, 'ManageTeam', 'FULL');

  router.post('/api/team', manager, async (req, res) => {
    const request = bodyOrReject(teamRequest, req, res);
    if (!request) return;
    await answerRefusals(res, async () => {
      const actor = signedInMember(res) as Member;
      const id = await createTeam(deps, contextOf(res).accountID, actor, request);
      res.status(201).json({ id } satisfies CreateTeamResponse);
    });
  });

  router.put('/api/team/:id', manager, async (req, res) => {
    const id = changeableTeamID(req.params.id, res);
    if (id === null) return;
    const request = bodyOrReject(teamRequest, req, res);
    if (!request) return;
    await answerRefusals(res, async () => {
      await updateTeam(deps, contextOf(res).accountID, signedInMember(res) as Member, id, request);
      res.status(204).end();
    });
  });

  router.delete('/api/team/:id', manager, async (req, res) => {
    const id = changeableTeamID(req.params.id, res);
    if (id === null) return;
    await answerRefusals(res, async () => {
      await deleteTeam(deps, contextOf(res).accountID, id);
      res.status(204).end();
    });
  });

  return router;
}
