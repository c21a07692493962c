import path from 'node:path';
import { PACT_DIR } from '@portal/contracts/testing';

/**
 * The import job message pact. In Pact's message terms the consumer is the side that receives the
 * message (the import worker) and the provider the side that produces it (the upload call's job
 * builder), as in the email job pact.
 */
export const IMPORT_PACT_CONSUMER = 'svc-identity-import-worker';
export const IMPORT_PACT_PROVIDER = 'svc-identity-import-producer';
export const IMPORT_PACT_FILE = path.join(PACT_DIR, `${IMPORT_PACT_CONSUMER}-${IMPORT_PACT_PROVIDER}.json`);

export const IMPORT_MESSAGE = {
  state: 'the admin of md001 uploaded a member export',
  description: 'a member import (CAPWATCH) job',
} as const;
