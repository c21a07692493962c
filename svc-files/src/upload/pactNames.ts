import path from 'node:path';
import { PACT_DIR } from '@portal/contracts/testing';

/**
 * The upload job message pact. In Pact's message terms the consumer is the side that receives the
 * message (the upload worker) and the provider the side that produces it (the upload call's job
 * builder, buildUploadJob), as in svc-identity's email and import job pacts.
 */
export const UPLOAD_PACT_CONSUMER = 'svc-files-upload-worker';
export const UPLOAD_PACT_PROVIDER = 'svc-files-upload-producer';
export const UPLOAD_PACT_FILE = path.join(PACT_DIR, `${UPLOAD_PACT_CONSUMER}-${UPLOAD_PACT_PROVIDER}.json`);

export const UPLOAD_MESSAGE = {
  state: 'a member of md001 uploaded a file into a folder',
  description: 'an upload job (finish one uploaded file)',
} as const;
