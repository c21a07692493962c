// Gateway configuration from the environment (names fixed in docs/foundation.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedServerConfig } from '@portal/contracts/server';

export type RemoteName = 'events' | 'admin' | 'drive' | 'quiz';
export const remoteNames: readonly RemoteName[] = ['events', 'admin', 'drive', 'quiz'];

export interface RemoteConfig {
  /** Origin of the remote's static server; /mfe/{name}/… is proxied there. */
  url: string;
  /** Manifest URL handed to the shell in /config/remotes.json. */
  manifest: string;
}

export interface GatewayConfig {
  baseDomain: string;
  defaultAccount: string;
  contextSecret: string;
  redisUrl: string;
  redisPrefix: string;
  services: { identity: string; events: string; files: string };
  remotes: Record<RemoteName, RemoteConfig>;
  shellDir: string;
  /** How long a resolved account+session answer is reused (pub/sub evicts ended sessions at once). */
  contextCacheMs: number;
  contextCacheMax: number;
  /** Value of CSP frame-ancestors; embed mode needs other sites to frame us. */
  frameAncestors: string[];
  /** Strict-Transport-Security max-age (s) on answers to https requests; 0 sends none. */
  hstsMaxAge: number;
  /**
   * A service that stays silent this long on a request (hung, not stopped: its port still takes
   * connections) is answered 502 JSON; idle time, so a long upload that keeps moving is not cut.
   */
  upstreamTimeoutMs: number;
  logLevel: string;
}

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const remote = (name: RemoteName, port: number): RemoteConfig => ({
    url: env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}`,
    manifest: env[`REMOTE_${name.toUpperCase()}_MANIFEST`] ?? `/mfe/${name}/mf-manifest.json`,
  });
  const { contextSecret, redisUrl, redisPrefix, logLevel } = sharedServerConfig(env);
  return {
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    defaultAccount: env.DEFAULT_ACCOUNT ?? 'md001',
    contextSecret,
    redisUrl,
    redisPrefix,
    services: {
      identity: env.IDENTITY_URL ?? 'http://127.0.0.1:8081',
      events: env.EVENTS_URL ?? 'http://127.0.0.1:8082',
      files: env.FILES_URL ?? 'http://127.0.0.1:8083',
    },
    remotes: {
      events: remote('events', 8091),
      admin: remote('admin', 8092),
      drive: remote('drive', 8093),
      quiz: remote('quiz', 8094),
    },
    shellDir: env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : path.resolve(gatewayDir, '../shell/dist'),
    contextCacheMs: Number(env.CONTEXT_CACHE_MS ?? 5000),
    contextCacheMax: Number(env.CONTEXT_CACHE_MAX ?? 10000),
    frameAncestors: (env.FRAME_ANCESTORS ?? '*').split(/\s+/).filter(Boolean),
    hstsMaxAge: Number(env.HSTS_MAX_AGE ?? 31_536_000),
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 30_000),
    logLevel,
  };
}
