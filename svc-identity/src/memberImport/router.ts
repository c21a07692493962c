// Issue 3 scaffold: this feature's routes are added here.
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';

export function memberImportRouter(_deps: ServiceDeps): Router {
  const router = Router();
  return router;
}
