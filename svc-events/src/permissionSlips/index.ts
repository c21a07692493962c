// The online CAPF 60-80 (contracts/src/events/permissionSlips): managers' calls, the public
// signing calls, the re-signing on an event edit, the reminder, and the signed PDF stored through
// svc-files (signedRecord.ts) and served to the event's managers and the cadet (pdfRoutes.ts).
import { Router } from 'express';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { signedPdfRoutes } from './pdfRoutes.ts';
import { createSignedRecorder } from './signedRecorder.ts';
import { signRoutes } from './signRoutes.ts';
import { permissionSlipRoutes } from './slipRoutes.ts';

export type { PermissionSlipDeps, SlipMailer } from './slipDeps.ts';
export { createSignLimiter } from './signLimiter.ts';
export { createSlipFilesClient, type SlipFilesClient } from './slipFilesClient.ts';

export function permissionSlips(deps: PermissionSlipDeps): Router {
  // one recorder for both: a failed store made at signing waits before a panel read tries again
  const recorder = createSignedRecorder({
    ...deps,
    files: deps.files ?? null,
    ...(deps.recordRetryDelayMs === undefined ? {} : { retryDelayMs: deps.recordRetryDelayMs }),
  });
  return Router().use(
    signRoutes(deps, recorder),
    permissionSlipRoutes(deps, recorder),
    signedPdfRoutes(deps),
  );
}
export { resignOnEdit } from './resign.ts';
