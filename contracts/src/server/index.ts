// Node-only helpers of @portal/contracts (node:crypto, express types, pg). Browser code imports
// '@portal/contracts'. pg and node-pg-migrate load on first use, so importing this entry is cheap.
export * from './context.ts';
export * from './csrf.ts';
export * from './http/signedContext.ts';
export * from './http/jsonErrors.ts';
export * from './http/httpError.ts';
export * from './http/jsonBody.ts';
export * from './http/jsonCompression.ts';
export * from './http/jsonDepth.ts';
export * from './http/databaseUnavailable.ts';
export * from './http/serverErrorReporter.ts';
export * from './http/internalCall.ts';
export * from './internalClients/identityLookup.ts';
export * from './http/requestLog.ts';
export * from './http/serviceLogger.ts';
export * from './http/requestScope.ts';
export * from './http/hotAnswers.ts';
export * from './http/redactUrl.ts';
export * from './db/runMigrations.ts';
export * from './db/inTransaction.ts';
export * from './service/sharedConfig.ts';
export * from './service/serveUntilStopped.ts';
export * from './service/drain.ts';
export * from './service/probes.ts';
export * from './service/serviceApp.ts';
export * from './service/serviceProcess.ts';
export * from './health/accountHealthRoute.ts';
export * from './seed/demoSeedCommand.ts';
// OpenTelemetry tracing, on only when OTEL_* variables say so (the SDK is a dynamic import).
export * from './tracing/index.ts';
// The public URL of an account's links. The `email` queue's producer (bullmq, ioredis: slow to
// load) is its own entry, '@portal/contracts/server/email', so this one stays cheap.
export * from './email/publicURL.ts';
// A mail job's shape and job id: pure, so services build mails without loading the queue.
export * from './mailJobs/queuedEmail.ts';
export {
  CONTEXT_HEADER,
  REQUEST_ID_HEADER,
  CSRF_HEADER,
  SESSION_COOKIE,
  ACCOUNT_ID_HEADER,
  SESSION_ID_HEADER,
  CONTEXT_MAX_AGE_MS,
} from '../headers.ts';
