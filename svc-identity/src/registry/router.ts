// GET /api/registry: the account's site configuration (defaults when never set). Public.
// PUT /api/registry: saves the full registry (platform §7); needs RegistryEdit YES (§6).
import { registryUpdateRequest } from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { loadRegistry } from '../accounts/repository.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { requirePermission } from '../http/permissions.ts';
import { saveRegistry } from './repository.ts';

export function registryRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.get('/api/registry', async (_req, res) => {
    res.json(await loadRegistry(deps.pool, contextOf(res).accountID));
  });

  router.put('/api/registry', requirePermission(deps, 'RegistryEdit', 'YES'), async (req, res) => {
    const body = parseOrThrow(registryUpdateRequest, req.body);
    const saved = await saveRegistry(deps.pool, contextOf(res).accountID, body);
    if (!saved.ok) throw invalid(saved.message);
    res.json(saved.registry);
  });
  return router;
}
