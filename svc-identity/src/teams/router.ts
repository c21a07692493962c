// The team calls of platform §7 (teams) and the internal membership calls; see README "Teams".
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { teamInternalRoutes } from './internalRoutes.ts';
import { teamMemberRoutes } from './memberRoutes.ts';
import { teamReadRoutes } from './readRoutes.ts';
import { teamWriteRoutes } from './writeRoutes.ts';

export function teamsRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.use(teamReadRoutes(deps));
  router.use(teamWriteRoutes(deps));
  router.use(teamMemberRoutes(deps));
  router.use(teamInternalRoutes(deps));
  return router;
}
