// Finds PostgreSQL and Redis for the stack: the URLs from the environment when set, else the local
// servers on their standard ports when they answer, else private instances started from the
// installed `postgres`/`initdb` and `redis-server` binaries with their data under ./data.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export const repoRoot = resolve(import.meta.dirname, '..');

const PRIVATE_PG_PORT = 55432;
const PRIVATE_REDIS_PORT = 56379;

/** True when something accepts TCP connections on host:port within the timeout. */
export function portAnswers(port, host = '127.0.0.1', timeoutMs = 700) {
  return new Promise((done) => {
    const socket = createConnection({ port, host });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

async function pgAnswers(serverUrl) {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Replaces the database name of a postgres URL. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}

/** The database name of a postgres URL (default `portal`). */
export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'portal';
}

function findBinary(name) {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  // Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<version>/bin.
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort().reverse()) {
      const candidate = join(base, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

async function waitFor(check, what, timeoutMs = 20000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000}s`);
}

/** PostgreSQL refuses to run as root: run it as the `postgres` system user when we are root. */
function asServerUser(command, args, dir) {
  if (process.getuid?.() !== 0) return { command, args };
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0)
    throw new Error('Running as root: a `postgres` system user is needed to start a private PostgreSQL.');
  const uid = Number(id.stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chmodSync(dirname(dir), 0o755); // our own data folder: let the postgres user pass through it
  chownSync(dir, uid, gid);
  if (spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dir]).status !== 0) {
    throw new Error(
      `PostgreSQL runs as the postgres user, who cannot reach ${dir} (a parent folder is private). Set DATABASE_URL, or start npm start as a normal user.`,
    );
  }
  return { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] };
}

/** What findPostgres and findRedis take besides their ports, with the defaults of a normal start. */
function serverLookup({
  dataDir = join(repoRoot, 'data'),
  log = console.log,
  env = process.env,
  which = findBinary,
}) {
  return { dataDir, log, env, which };
}

/**
 * Resolves the PostgreSQL server URL (database part ignored). Started private servers are
 * returned in `owned` so the caller can stop them.
 */
export async function findPostgres({ localPort = 5432, privatePort = PRIVATE_PG_PORT, ...options } = {}) {
  const { dataDir, log, env, which } = serverLookup(options);
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, source: 'DATABASE_URL', owned: null };
  const local = `postgres://postgres@127.0.0.1:${localPort}/portal`;
  if ((await portAnswers(localPort)) && (await pgAnswers(local)))
    return { url: local, source: `local server 127.0.0.1:${localPort}`, owned: null };

  const privateUrl = `postgres://postgres@127.0.0.1:${privatePort}/portal`;
  if ((await portAnswers(privatePort)) && (await pgAnswers(privateUrl))) {
    return {
      url: privateUrl,
      source: `private server 127.0.0.1:${privatePort} (already running)`,
      owned: null,
    };
  }
  const initdb = which('initdb');
  const postgres = which('postgres');
  if (!initdb || !postgres) {
    throw new Error(
      'No PostgreSQL found: set DATABASE_URL, start a server on 127.0.0.1:5432, or install PostgreSQL ' +
        '(Debian: apt-get install -y postgresql) so a private one can be started under ./data/postgres.',
    );
  }
  const dir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    log(`initialising a private PostgreSQL in ${dir}`);
    const init = asServerUser(initdb, ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], dir);
    const r = spawnSync(init.command, init.args, { encoding: 'utf8' });
    if (r.status !== 0)
      throw new Error(`initdb failed (exit ${r.status}): ${(r.stderr || r.stdout || '').trim()}`);
  }
  const run = asServerUser(
    postgres,
    ['-D', dir, '-p', String(privatePort), '-c', 'listen_addresses=127.0.0.1', '-k', dir],
    dir,
  );
  log(`starting a private PostgreSQL on 127.0.0.1:${privatePort}`);
  const child = spawn(run.command, run.args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  child.stderr.on('data', (d) => process.stderr.write(`[postgres] ${d}`));
  await waitFor(() => pgAnswers(privateUrl), 'private PostgreSQL');
  return { url: privateUrl, source: `private server 127.0.0.1:${privatePort}`, owned: child };
}

/** Resolves the Redis URL, starting a private redis-server when nothing answers. */
export async function findRedis({ localPort = 6379, privatePort = PRIVATE_REDIS_PORT, ...options } = {}) {
  const { dataDir, log, env, which } = serverLookup(options);
  if (env.REDIS_URL) return { url: env.REDIS_URL, source: 'REDIS_URL', owned: null };
  if (await portAnswers(localPort))
    return {
      url: `redis://127.0.0.1:${localPort}`,
      source: `local server 127.0.0.1:${localPort}`,
      owned: null,
    };
  const privateUrl = `redis://127.0.0.1:${privatePort}`;
  if (await portAnswers(privatePort))
    return { url: privateUrl, source: 'private server (already running)', owned: null };
  const redisServer = which('redis-server');
  if (!redisServer) {
    throw new Error(
      'No Redis found: set REDIS_URL, start a server on 127.0.0.1:6379, or install Redis ' +
        '(Debian: apt-get install -y redis-server) so a private one can be started under ./data/redis.',
    );
  }
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  log(`starting a private Redis on 127.0.0.1:${privatePort}`);
  const child = spawn(
    redisServer,
    ['--port', String(privatePort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr.on('data', (d) => process.stderr.write(`[redis] ${d}`));
  await waitFor(() => portAnswers(privatePort), 'private Redis');
  return { url: privateUrl, source: `private server 127.0.0.1:${privatePort}`, owned: child };
}

/** Creates the database named in url when it does not exist yet. Returns true when created. */
export async function ensureDatabase(url) {
  const name = databaseName(url);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops a database (used by e2e for its own throw-away database). */
export async function dropDatabase(url) {
  const name = databaseName(url);
  if (name === 'portal') throw new Error('refusing to drop the demo database');
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Stops a private server started by findPostgres/findRedis. */
export function stopOwned(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Deletes every Redis key under a prefix (e2e cleans up its random prefix). */
export async function deleteRedisPrefix(redisUrl, prefix) {
  if (!prefix || prefix === 'portal') throw new Error('refusing to delete the demo prefix');
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
