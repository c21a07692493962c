import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { MessageProviderPact } from '@pact-foundation/pact';
import { verifierPactSource } from '@portal/contracts/testing';
import { UPLOAD_MESSAGE, UPLOAD_PACT_FILE, UPLOAD_PACT_PROVIDER } from './pactNames.ts';
import { buildUploadJob } from './uploadQueue.ts';
import { newFileID } from './receiveParts.ts';

/** The payload is built by the same builder the upload call uses to enqueue. */
describe('upload job message pact: provider verification', () => {
  it('the upload call builds a job the upload worker accepts', async () => {
    expect(existsSync(UPLOAD_PACT_FILE), `run the consumer test first: ${UPLOAD_PACT_FILE}`).toBe(true);
    const verifier = new MessageProviderPact({
      provider: UPLOAD_PACT_PROVIDER,
      // the workspace's pact and the deployed consumer versions' (or the broker's selection)
      ...verifierPactSource(UPLOAD_PACT_PROVIDER),
      logLevel: 'warn',
      messageProviders: {
        [UPLOAD_MESSAGE.description]: () => {
          const { jobId, job } = buildUploadJob({
            accountID: 'md001',
            fileID: newFileID(),
            fileName: 'minutes.pdf',
            now: new Date('2026-11-01T12:00:00.000Z'),
          });
          return { __pactMessageMetadata: { queue: 'upload', jobId }, message: job };
        },
      },
      stateHandlers: { [UPLOAD_MESSAGE.state]: async () => undefined },
    });
    await expect(verifier.verify()).resolves.toBeDefined();
  });
});
