import { describe, expect, it } from 'vitest';
import { MatchersV3, MessageConsumerPact, asynchronousBodyHandler } from '@pact-foundation/pact';
import { pactOptions } from '@portal/contracts/testing';
import { IMPORT_JOB_ID_PATTERN } from '@portal/contracts';
import { IMPORT_MESSAGE, IMPORT_PACT_CONSUMER, IMPORT_PACT_PROVIDER } from './pactNames.ts';
import { readImportJob } from './runImport.ts';

const { like, regex, integer } = MatchersV3;

describe('import job message pact (issue tests: Pact for the import job message)', () => {
  it('the import worker reads the job the upload call enqueues', async () => {
    const pact = new MessageConsumerPact(pactOptions(IMPORT_PACT_CONSUMER, IMPORT_PACT_PROVIDER));
    await pact
      .given(IMPORT_MESSAGE.state)
      .expectsToReceive(IMPORT_MESSAGE.description)
      .withContent({
        kind: 'capwatch',
        accountID: like('md001'),
        submitter: { type: 'CAPNHQMember', id: integer(510001) },
        sha256: regex('^[0-9a-f]{64}$', 'ab'.repeat(32)),
        size: integer(2048),
        submittedAt: regex(
          '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$',
          '2026-11-01T12:00:00.000Z',
        ),
      })
      .withMetadata({
        queue: 'import',
        jobId: regex('^capwatch-[a-z0-9]+-[0-9a-f]{64}$', `capwatch-md001-${'ab'.repeat(32)}`),
      })
      .verify(
        asynchronousBodyHandler(async (body) => {
          // the worker's first step on every job: the payload check (a malformed one is BadData)
          const job = readImportJob(body);
          expect(job.accountID).toBe('md001');
          expect(IMPORT_JOB_ID_PATTERN.test(`capwatch-${job.accountID}-${job.sha256}`)).toBe(true);
        }),
      );
  });
});
