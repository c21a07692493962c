// What the app and every router of svc-identity are built from (createApp(deps)), so tests, the
// Pact provider and main.ts build the service the same way.
import type { EmailJob } from '@portal/contracts';
import type { HotAnswers } from '@portal/contracts/server';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { CaptchaVerifier } from './captcha/types.ts';
import type { IdentityConfig } from './config.ts';
import type { FileInfoClient } from './registry/fileInfoClient.ts';

/** A mail to put on the `email` queue; jobId is the business key that keeps it idempotent. */
export interface QueuedEmailJob {
  jobId: string;
  job: EmailJob;
}

export interface AppDeps {
  pool: Pool;
  redis: Redis;
  config: IdentityConfig;
  enqueueEmail: (email: QueuedEmailJob) => Promise<void>;
  /** Current time; tests move it to check expiry. */
  clock: () => Date;
  logger?: Logger;
  /** Defaults to the verifier chosen by config.captcha. */
  captcha?: CaptchaVerifier;
  /** svc-files' file-info call (the registry's favicon check); defaults to the client of config.filesUrl. */
  fileInfo?: FileInfoClient;
  /** Where /api/check keeps its answer for a repeated read, served in front of Express (main.ts). */
  hotAnswers?: HotAnswers;
}

/** AppDeps with the defaults filled in: what routers receive. */
export interface ServiceDeps extends AppDeps {
  logger: Logger;
  captcha: CaptchaVerifier;
  fileInfo: FileInfoClient;
}
