import { describe, expect, it } from 'vitest';
import { MatchersV3, MessageConsumerPact, asynchronousBodyHandler } from '@pact-foundation/pact';
import { pactOptions } from '@portal/contracts/testing';
import { UPLOAD_MESSAGE, UPLOAD_PACT_CONSUMER, UPLOAD_PACT_PROVIDER } from './pactNames.ts';
import { readUploadJob } from './uploadWorker.ts';

const { like, regex } = MatchersV3;

describe('upload job message pact (tests: Pact for the upload job message)', () => {
  it('the upload worker reads the job the upload call enqueues', async () => {
    const pact = new MessageConsumerPact(pactOptions(UPLOAD_PACT_CONSUMER, UPLOAD_PACT_PROVIDER));
    const fileID = 'ab'.repeat(16);
    await pact
      .given(UPLOAD_MESSAGE.state)
      .expectsToReceive(UPLOAD_MESSAGE.description)
      .withContent({
        kind: 'finishUpload',
        accountID: regex('^[a-z0-9]{1,40}$', 'md001'),
        fileID: regex('^[0-9a-f]{32}$', fileID),
        fileName: like('minutes.pdf'),
        uploadedAt: regex(
          '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$',
          '2026-11-01T12:00:00.000Z',
        ),
      })
      .withMetadata({ queue: 'upload', jobId: regex('^[0-9a-f]{32}$', fileID) })
      .verify(
        asynchronousBodyHandler(async (body) => {
          // the worker's first step on every job: the payload check (a malformed one fails unretried)
          const job = readUploadJob(body);
          expect(job).toMatchObject({ accountID: 'md001', fileID, fileName: 'minutes.pdf' });
        }),
      );
  });
});
