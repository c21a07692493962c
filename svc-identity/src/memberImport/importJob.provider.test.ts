import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { MessageProviderPact } from '@pact-foundation/pact';
import { verifierPactSource } from '@portal/contracts/testing';
import { IMPORT_MESSAGE, IMPORT_PACT_FILE, IMPORT_PACT_PROVIDER } from './pactNames.ts';
import { buildImportJob } from './queue.ts';
import { sampleZip } from './sample.ts';

/** The payload is built by the same builder the upload call uses to enqueue. */
describe('import job message pact: provider verification', () => {
  it('the upload call builds a job the import worker accepts', async () => {
    expect(existsSync(IMPORT_PACT_FILE), `run the consumer test first: ${IMPORT_PACT_FILE}`).toBe(true);
    const verifier = new MessageProviderPact({
      provider: IMPORT_PACT_PROVIDER,
      // the workspace's pact and the deployed consumer versions' (or the broker's selection)
      ...verifierPactSource(IMPORT_PACT_PROVIDER),
      logLevel: 'warn',
      messageProviders: {
        [IMPORT_MESSAGE.description]: () => {
          const { jobId, job } = buildImportJob({
            accountID: 'md001',
            submitterID: 510001,
            zip: sampleZip(),
            now: new Date('2026-11-01T12:00:00.000Z'),
          });
          return { __pactMessageMetadata: { queue: 'import', jobId }, message: job };
        },
      },
      stateHandlers: { [IMPORT_MESSAGE.state]: async () => undefined },
    });
    await expect(verifier.verify()).resolves.toBeDefined();
  });
});
