// The composed site a bench measures, on loopback: a fresh database and Redis prefix of its own,
// the services and the gateway as separate processes (`node --import tsx`, so their pids give CPU
// time), sign-in through the gateway, and the context header the gateway would sign for a session
// (the "direct" path: a service called as the gateway calls it, without the gateway).
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { signContext } from '@portal/contracts/server';
import { freePort, start, stopAll, waitForPort } from './processes.mjs';
import { httpJson } from './measure.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const tsx = path.join(root, 'node_modules/.bin/tsx');
/** Arguments of `node` for a TypeScript entry of the repo (with extra `--import`s before it). */
export const nodeTs = (file, preload = []) => ['--import', 'tsx', ...preload, path.join(root, file)];
/** Node options from an environment variable, e.g. BENCH_GATEWAY_NODE_ARGS='--cpu-prof ...'. */
export const nodeArgsFrom = (name) => (process.env[name] ?? '').split(' ').filter(Boolean);

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A bench's own database, Redis prefix and context secret (`kind` names them, e.g. 'meeting'). */
export function benchStore(kind) {
  const id = randomBytes(5).toString('hex');
  const database = `bench_${kind}_${id}`;
  return {
    database,
    databaseUrl: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString(),
    redisUrl,
    redisPrefix: `bench-${kind}-${id}`,
    // the services run with NODE_ENV=production, which refuses a secret under 32 characters
    secret: `bench-secret-${id}-${randomBytes(16).toString('hex')}`,
  };
}

/** Stops every process the bench started, drops its database and deletes its Redis keys. */
export async function cleanupStore(store) {
  await stopAll();
  await withAdmin(`DROP DATABASE IF EXISTS ${store.database} WITH (FORCE)`).catch(() => {});
  const redis = new Redis(store.redisUrl);
  const keys = await redis.keys(`${store.redisPrefix}:*`).catch(() => []);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/** Environment every process of the site shares; sign-in limits are the defaults (they count failures only). */
export function siteEnv(store) {
  return {
    DATABASE_URL: store.databaseUrl,
    REDIS_URL: store.redisUrl,
    REDIS_PREFIX: store.redisPrefix,
    CONTEXT_SECRET: store.secret,
    CAPTCHA: 'none',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
  };
}

const SERVICE = {
  identity: { entry: 'svc-identity/src/main.ts', portVariable: 'IDENTITY_PORT' },
  events: { entry: 'svc-events/src/main.ts', portVariable: 'EVENTS_PORT' },
  files: { entry: 'svc-files/src/main.ts', portVariable: 'FILES_PORT' },
};

/**
 * Starts svc-identity (always), the other `services` ('events', 'files') and the gateway in front
 * of them; a service not started has a closed port (its calls fail fast). `env` is added to every
 * process (e.g. FILES_DIR). Answers the processes, their base URLs and the gateway's Host header.
 */
export async function startSite(store, { services = [], env = {}, account = 'md001' } = {}) {
  const common = { ...siteEnv(store), ...env };
  const ports = {};
  for (const name of ['identity', 'events', 'files', 'gateway']) ports[name] = await freePort();
  const urls = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
  );
  const upstreams = {
    IDENTITY_URL: urls.identity,
    EVENTS_URL: urls.events,
    FILES_URL: urls.files,
  };
  const processes = {};
  for (const name of ['identity', ...services]) {
    const { entry, portVariable } = SERVICE[name];
    const extra = nodeArgsFrom(`BENCH_${name.toUpperCase()}_NODE_ARGS`);
    processes[name] = start(`svc-${name}`, process.execPath, [...extra, ...nodeTs(entry)], {
      ...common,
      ...upstreams,
      [portVariable]: String(ports[name]),
    });
  }
  await Promise.all(Object.entries(processes).map(([name, child]) => waitForPort(ports[name], child)));
  processes.gateway = start(
    'gateway',
    process.execPath,
    [...nodeArgsFrom('BENCH_GATEWAY_NODE_ARGS'), ...nodeTs('gateway/src/main.ts')],
    { ...common, ...upstreams, PORT: String(ports.gateway) },
  );
  await waitForPort(ports.gateway, processes.gateway);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the gateway's Redis subscription
  return {
    account,
    processes,
    urls,
    /**
     * Headers a browser on the account's host sends. autocannon sends this Host; fetch (undici)
     * replaces it with 127.0.0.1:port, which the gateway serves as its DEFAULT_ACCOUNT (md001), so
     * the Origin a page of that host would send is the gateway's own (checked on mutating calls).
     */
    host: { host: `${account}.localhost:${ports.gateway}`, origin: urls.gateway },
  };
}

/** The `sessionid=…` cookie a sign-in answer sets (undefined when it sets none). */
export const sessionCookieOf = (response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('sessionid='))
    ?.split(';')[0];

/** POST /api/signin through the gateway (CAPTCHA=none); answers the `sessionid=…` cookie. */
export async function signInThroughGateway(site, username, password) {
  const response = await httpJson(`${site.urls.gateway}/api/signin`, {
    method: 'POST',
    headers: site.host,
    body: { username, password, token: { type: 'Recaptcha', response: 'bench' } },
  });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || response.json?.result !== 'None' || !cookie) {
    throw new Error(`sign-in of ${username} failed: ${response.status} ${response.text.slice(0, 300)}`);
  }
  return cookie;
}

/**
 * The "direct" path's headers for a session (`cookie` from signInThroughGateway, or null for an
 * anonymous visitor): the account and session resolved by svc-identity's /internal/context as the
 * gateway resolves them, signed per call as the gateway signs them (a context is valid 60 s).
 */
export async function directHeaders(site, store, cookie) {
  const sessionID = cookie ? decodeURIComponent(cookie.slice('sessionid='.length)) : null;
  const internal = await httpJson(`${site.urls.identity}/internal/context`, {
    headers: {
      'x-account-id': site.account,
      ...(sessionID ? { 'x-session-id': sessionID } : {}),
      'x-portal-context': signContext(
        { accountID: site.account, account: null, session: null, member: null, issuedAt: Date.now() },
        store.secret,
      ),
    },
  });
  if (!internal.json?.account || (sessionID && !internal.json.session)) {
    throw new Error(`context not resolved: ${internal.text.slice(0, 300)}`);
  }
  const resolved = internal.json;
  return () => ({
    'x-portal-context': signContext(
      { accountID: site.account, ...resolved, issuedAt: Date.now() },
      store.secret,
    ),
  });
}

/** Runs a bench's `main`, reports a failure (exit code 1) and always cleans up after it. */
export async function runBench(main, cleanup) {
  try {
    await main();
  } catch (error) {
    console.error('[bench] failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
