// GET /api/registry: the account's site configuration (defaults when never set). Public.
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { loadRegistry } from '../accounts/repository.ts';
import { contextOf } from '../http/context.ts';

export function registryRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.get('/api/registry', async (_req, res) => {
    res.json(await loadRegistry(deps.pool, contextOf(res).accountID));
  });
  return router;
}
