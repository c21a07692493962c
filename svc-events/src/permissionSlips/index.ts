// The online CAPF 60-80 (contracts/src/events/permissionSlips): managers' calls, the public
// signing calls, the re-signing on an event edit, the reminder, and the signed PDF stored through
// svc-files (signedRecord.ts).
import { Router } from 'express';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { signRoutes } from './signRoutes.ts';
import { permissionSlipRoutes } from './slipRoutes.ts';

export type { PermissionSlipDeps, SlipMailer } from './slipDeps.ts';
export { createSignLimiter } from './signLimiter.ts';
export { createSlipFilesClient, type SlipFilesClient } from './slipFilesClient.ts';

export function permissionSlips(deps: PermissionSlipDeps): Router {
  return Router().use(signRoutes(deps), permissionSlipRoutes(deps));
}
export { resignOnEdit } from './resign.ts';
