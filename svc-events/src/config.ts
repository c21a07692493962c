// svc-events configuration from the environment (names fixed in docs/foundation.md).
export interface EventsConfig {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  contextSecret: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  return {
    port: Number(env.EVENTS_PORT ?? 8082),
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'portal',
    contextSecret: env.CONTEXT_SECRET ?? 'dev-context-secret-change-me',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
