// GET /api/registry: the account's site configuration (defaults when never set). Public.
// PUT /api/registry: saves the full registry (platform §7); needs RegistryEdit YES (§6); a chosen
// favicon must be a .png, .ico or .jpg file of the account's drive (§2, asked of svc-files).
import {
  isValidFaviconFile,
  REGISTRY_MESSAGES,
  registryUpdateRequest,
  SERVICE_UNAVAILABLE_CODE,
  serviceUnavailable,
} from '@portal/contracts';
import { HttpError, parseOrThrow } from '@portal/contracts/server';
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
    const { accountID } = contextOf(res);
    if (body.Website.FaviconID) await checkFavicon(deps, accountID, body.Website.FaviconID);
    const saved = await saveRegistry(deps.pool, accountID, body);
    if (!saved.ok) throw invalid(saved.message);
    res.json(saved.registry);
  });
  return router;
}

/**
 * §2 Site configuration "Favicon must be a file ending .png, .ico or .jpg", checked here too (the
 * page's file picker filters the same way): svc-files answers the chosen file's name and stored
 * type; a file of another kind, or none in this account, is refused with the spec's words.
 */
async function checkFavicon(deps: ServiceDeps, accountID: string, fileID: string): Promise<void> {
  let file: Awaited<ReturnType<ServiceDeps['fileInfo']['infoOf']>>;
  try {
    file = await deps.fileInfo.infoOf(accountID, fileID);
  } catch (error) {
    deps.logger.warn({ err: error }, 'the favicon could not be checked with svc-files');
    throw new HttpError(503, SERVICE_UNAVAILABLE_CODE, serviceUnavailable('files').message);
  }
  if (!file || !isValidFaviconFile(file)) throw invalid(REGISTRY_MESSAGES.favicon);
}
