// The environment every server process reads alike (names and development defaults fixed in
// docs/foundation.md), in one place so a default never differs between processes.
export interface SharedServerConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** HMAC key that signs the context header and CSRF tokens (CONTEXT_SECRET). */
  contextSecret: string;
  /** During a rotation: the secret before CONTEXT_SECRET, still accepted (never used to sign). */
  previousContextSecret?: string;
  /** Listen address of a service (HOST): loopback unless told, so only the gateway reaches it. */
  host: string;
  logLevel: string;
}

export const DEV_CONTEXT_SECRET = 'dev-context-secret-change-me';
/** 32 characters: about 190 bits for a random base64 value, the 256-bit HMAC key's ballpark. */
export const MIN_CONTEXT_SECRET_LENGTH = 32;

export function sharedServerConfig(env: NodeJS.ProcessEnv = process.env): SharedServerConfig {
  const previous = env.CONTEXT_SECRET_PREVIOUS || undefined;
  const config: SharedServerConfig = {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'portal',
    contextSecret: env.CONTEXT_SECRET || DEV_CONTEXT_SECRET,
    ...(previous ? { previousContextSecret: previous } : {}),
    host: env.HOST || '127.0.0.1',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
  const outside = outsideDevelopment(env);
  if (outside) {
    if (!env.CONTEXT_SECRET) {
      throw new Error(
        `CONTEXT_SECRET is not set (${outside}): set it to a long random value shared by the gateway and the services, e.g. \`openssl rand -base64 32\``,
      );
    }
    refuseWeakSecret('CONTEXT_SECRET', env.CONTEXT_SECRET, outside);
    if (previous) refuseWeakSecret('CONTEXT_SECRET_PREVIOUS', previous, outside);
  }
  return config;
}

/**
 * Why this environment is not local development (NODE_ENV=production, or a BASE_DOMAIN other than
 * localhost / *.localhost), or null in development, where the public default secret may be used.
 */
export function outsideDevelopment(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production';
  const domain = (env.BASE_DOMAIN ?? 'localhost').toLowerCase();
  if (domain !== 'localhost' && !domain.endsWith('.localhost')) return `BASE_DOMAIN=${domain}`;
  return null;
}

function refuseWeakSecret(name: string, value: string, outside: string): void {
  if (value === DEV_CONTEXT_SECRET) {
    throw new Error(`${name} is the public development value, refused with ${outside}: set a random one`);
  }
  if (value.length < MIN_CONTEXT_SECRET_LENGTH) {
    throw new Error(
      `${name} must be at least ${MIN_CONTEXT_SECRET_LENGTH} characters with ${outside} (got ${value.length}): e.g. \`openssl rand -base64 32\``,
    );
  }
}

/** The secrets a verifier accepts: the current one (it signs) first, then the previous one. */
export function acceptedContextSecrets(
  config: Pick<SharedServerConfig, 'contextSecret' | 'previousContextSecret'>,
): readonly string[] {
  return config.previousContextSecret
    ? [config.contextSecret, config.previousContextSecret]
    : [config.contextSecret];
}

/**
 * Connections a process's pg pool may open (DATABASE_POOL_MAX), else `fallback` (what the process
 * needs on its own). Replicas × this, summed over the processes, must stay under the server's
 * max_connections: deploy/k8s sets it per Deployment (deploy/README.md, connection budget).
 */
export function databasePoolMax(env: NodeJS.ProcessEnv, fallback: number): number {
  const value = env.DATABASE_POOL_MAX;
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`DATABASE_POOL_MAX must be a whole number from 1, got '${value}'`);
  return n;
}
