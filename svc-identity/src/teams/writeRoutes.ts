// POST /api/team (create; answers { id }), PUT /api/team/{id} (update), DELETE /api/team/{id}:
// ManageTeam FULL (platform §6 "team create, edit, delete need ManageTeam FULL"; 401 'Please sign
// in', 403 'You do not have permission to do that') and the CSRF token (app.ts checks it for every
// mutating call with a session). Team 0 is refused with §8's 'You cannot perform this action'.
import { TEAM_ZERO_ID, teamRequest, type CreateTeamResponse, type Member } from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router, type Request, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { refusal } from '../http/errors.ts';
import { requirePermission, signedInMember } from '../http/permissions.ts';
import { teamIDOrThrow } from './http.ts';
import { TEAM_REFUSALS } from './messages.ts';
import { createTeam, deleteTeam, updateTeam } from './service.ts';

/** The path's team id, unless it is bad (400) or team 0 (403). */
export function changeableTeamIDOrThrow(param: unknown): number {
  const id = teamIDOrThrow(param);
  if (id === TEAM_ZERO_ID) throw refusal(TEAM_REFUSALS.teamZero);
  return id;
}

/** Where a change of one team happens: its path's id (not team 0), the account and the member. */
export interface TeamChange {
  id: number;
  accountID: string;
  actor: Member;
  req: Request;
}

/** A route changing one team and answering 204; the path's id is checked before the body. */
export const teamChange =
  (change: (team: TeamChange) => Promise<void>) =>
  async (req: Request, res: Response): Promise<void> => {
    const id = changeableTeamIDOrThrow(req.params.id);
    await change({ id, accountID: contextOf(res).accountID, actor: signedInMember(res) as Member, req });
    res.status(204).end();
  };

export function teamWriteRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const manager = requirePermission(deps, 'ManageTeam', 'FULL');

  router.post('/api/team', manager, async (req, res) => {
    const request = parseOrThrow(teamRequest, req.body);
    const actor = signedInMember(res) as Member;
    const id = await createTeam(deps, contextOf(res).accountID, actor, request);
    res.status(201).json({ id } satisfies CreateTeamResponse);
  });

  router.put(
    '/api/team/:id',
    manager,
    teamChange(({ id, accountID, actor, req }) =>
      updateTeam(deps, accountID, actor, id, parseOrThrow(teamRequest, req.body)),
    ),
  );

  router.delete(
    '/api/team/:id',
    manager,
    teamChange(({ id, accountID }) => deleteTeam(deps, accountID, id)),
  );

  return router;
}
