// Member data calls of platform §7 "member other": list, by id, search, absent.
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { memberAbsentRoutes } from './absentRoutes.ts';
import { memberListRoutes } from './listRoutes.ts';
import { memberSearchRoutes } from './searchRoutes.ts';

export function membersRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.use(memberListRoutes(deps));
  router.use(memberSearchRoutes(deps));
  router.use(memberAbsentRoutes(deps));
  return router;
}
