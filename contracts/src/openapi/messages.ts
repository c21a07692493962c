// The queue messages of the contracts package ("every queue message ... has a
// pact"): one entry per queue and job kind, with its zod schema. Email kinds come from the
// `emailJob` union itself, so a new kind is listed without touching this file.
import type { z } from 'zod';
import { EMAIL_QUEUE_NAME, emailJob } from '../email/emailJob.ts';
import { UPLOAD_QUEUE_NAME, uploadJob } from '../files/uploadJob.ts';
import { IMPORT_QUEUE_NAME, importJob } from '../memberImport/job.ts';

export interface MessageDescription {
  queue: string;
  kind: string;
  /** The worker that consumes it. */
  consumer: string;
  schema: z.ZodType;
}

const kindOf = (schema: { shape: { kind: { value: string } } }) => schema.shape.kind.value;

export const MESSAGE_REGISTRY: readonly MessageDescription[] = [
  ...emailJob.options.map((schema) => ({
    queue: EMAIL_QUEUE_NAME,
    kind: kindOf(schema),
    consumer: 'svc-identity email worker',
    schema,
  })),
  {
    queue: UPLOAD_QUEUE_NAME,
    kind: kindOf(uploadJob),
    consumer: 'svc-files upload worker',
    schema: uploadJob,
  },
  {
    queue: IMPORT_QUEUE_NAME,
    kind: kindOf(importJob),
    consumer: 'svc-identity import worker',
    schema: importJob,
  },
];
