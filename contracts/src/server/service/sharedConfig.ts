// The environment every server process reads alike (names and development defaults fixed in
// docs/foundation.md), in one place so a default never differs between processes.
export interface SharedServerConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** HMAC key of the context header and CSRF tokens; set it in production. */
  contextSecret: string;
  logLevel: string;
}

export const DEV_CONTEXT_SECRET = 'dev-context-secret-change-me';

export function sharedServerConfig(env: NodeJS.ProcessEnv = process.env): SharedServerConfig {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'portal',
    contextSecret: env.CONTEXT_SECRET ?? DEV_CONTEXT_SECRET,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
