// One migrated and seeded template database per version of the code that fills it, copied for each
// e2e site with CREATE DATABASE … TEMPLATE: a copy takes a fraction of a second where migrating and
// seeding takes four one-off processes. The template's name carries a hash of the migrations, the
// seeds, svc-identity's and the contracts' sources, the lock file and the seed's options, so a change
// to any of them makes a new one (the same seed's older ones are dropped); processes running at once
// build it once.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { databaseName, repoRoot, withDatabase } from './infra.mjs';
import { SERVICE_PARTS } from './localEnvironment/partProcesses.mjs';
import { prepareDatabase } from './stack.mjs';

const PREFIX = 'e2e_tpl_';
// any fixed number: every process that builds a template takes the same lock
const LOCK_KEY = 73_420_911;
const BUILDING = 'e2e_tplb_';

/** Drops the databases whose name is LIKE pattern, except keep. */
async function dropLike(admin, pattern, keep = '') {
  const found = await admin.query('select datname from pg_database where datname like $1 and datname <> $2', [
    pattern,
    keep,
  ]);
  for (const { datname } of found.rows) {
    await admin.query(`drop database if exists ${quote(datname)} with (force)`).catch(() => {});
  }
}

function addTree(hash, path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return;
  }
  if (info.isDirectory()) {
    for (const entry of readdirSync(path).sort()) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      addTree(hash, join(path, entry));
    }
    return;
  }
  hash.update(path.slice(repoRoot.length)).update('\0').update(readFileSync(path)).update('\0');
}

const hex = (hash, length) => hash.digest('hex').slice(0, length);

/**
 * The template's name: `e2e_tpl_{family}_{content}`, the family a hash of the seed and its options,
 * the content a hash of what fills the database (sources, migrations, lock file).
 */
export function templateName(seed, env) {
  const options = Object.entries(env).sort(([a], [b]) => a.localeCompare(b));
  const family = hex(createHash('sha256').update(JSON.stringify({ seed, options })), 8);
  const content = createHash('sha256');
  // what migrates and seeds: the migrations and their runners, the seeds, and svc-identity's code
  // and the contracts the sign-ins' seed uses (the other services' own code changes more often)
  const sources = [
    ...Object.keys(SERVICE_PARTS).flatMap((part) => [
      `${part}/migrations`,
      `${part}/src/migrate.ts`,
      `${part}/src/db/migrations.ts`,
      `${part}/src/seed`,
      `${part}/package.json`,
    ]),
    'svc-identity/src',
    'contracts/src',
    'package-lock.json',
    'deploy/localEnvironment',
    'deploy/stack.mjs',
    'deploy/templateDatabase.mjs',
  ];
  for (const source of sources) addTree(content, join(repoRoot, source));
  return { family: `${PREFIX}${family}_`, name: `${PREFIX}${family}_${hex(content, 12)}` };
}

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * The name of the template for this seed and environment on the server of serverUrl, migrated and
 * seeded (prepareDatabase) when it does not exist yet. env: the sites' extra environment whose
 * values can change what is seeded (not the per-site ones, like MAIL_DIR).
 */
export async function ensureTemplate({ serverUrl, redisUrl, seed, env, log, onLine }) {
  const { family, name } = templateName(seed, env);
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      if (await exists()) return name; // another process built it while this one waited
      // built under another name and renamed when complete, so a half-built one is never copied
      const building = `${BUILDING}${family.slice(PREFIX.length)}${process.pid}`;
      await dropLike(admin, `${BUILDING}${family.slice(PREFIX.length)}%`); // left by a killed run
      const started = Date.now();
      await prepareDatabase({
        databaseUrl: withDatabase(serverUrl, building),
        redisUrl,
        redisPrefix: `${building}`,
        seed,
        env,
        log,
        onLine,
      });
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [building],
      );
      await admin.query(`alter database ${quote(building)} rename to ${quote(name)}`);
      log?.(`template database ${name} migrated and seeded in ${Date.now() - started} ms`);
      // the family's older versions: their code is gone from the tree
      await dropLike(admin, `${family}%`, name);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    }
  } finally {
    await admin.end();
  }
}

/** Creates the database of url as a copy of the template database named template. */
export async function copyTemplate(template, url) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const name = databaseName(url);
    // a copy fails while anything else is connected to the template; that is only ever brief
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${quote(name)} template ${quote(template)}`);
        return;
      } catch (error) {
        if (error?.code !== '55006' || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}
