// Builds the front end (shell and the four remotes) with each part's own `npm run build`,
// skipping a part whose dist/ is newer than everything it is built from. With BUILD_CACHE_DIR set,
// a part is restored from the build cache (buildCache.mjs) when its inputs' content was built
// before, and a fresh build is stored there.
// Usage as a command: node deploy/build.mjs [--force]   (--force builds every part, cache or not)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheKey, isCached, restoreFromCache, storeInCache } from './buildCache.mjs';
import { STATIC_PARTS } from './contracts/parts.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
export const frontEndParts = STATIC_PARTS;
// Sources every front-end bundle includes besides its own folder.
const sharedSources = [
  'shell/kit/src',
  'shell/kit/package.json',
  'contracts/src',
  'contracts/package.json',
  'package-lock.json',
];
/** What the build cache keys a part by besides its folder: the shared sources and the kit's build config. */
const keySources = [...sharedSources, 'shell/kit/build'];
/** Folders inside a part that are parts of their own; their inputs come in as shared sources. */
const nestedParts = { shell: ['shell/kit'] };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'kit') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function oldestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let oldest = Infinity;
  for (const entry of readdirSync(path)) oldest = Math.min(oldest, oldestMtime(join(path, entry)));
  return oldest === Infinity ? 0 : oldest;
}

/** True when part/dist exists and no source file is newer than the oldest file in it. */
export function isFresh(part) {
  const dist = join(repoRoot, part, 'dist');
  const built = oldestMtime(dist);
  if (!built) return false;
  const sources = Math.max(
    newestMtime(join(repoRoot, part)),
    ...sharedSources.map((s) => newestMtime(join(repoRoot, s))),
  );
  return sources < built;
}

function runBuild(part, log) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent'], {
      cwd: join(repoRoot, part),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) log(`built ${part} in ${seconds}s`);
      else
        log(
          `build of ${part} FAILED (exit ${code}) after ${seconds}s:\n${output.trim().split('\n').slice(-40).join('\n')}`,
        );
      done({ part, ok: code === 0 });
    });
  });
}

/** The build cache key of a part: its own files and the shared sources, by content. */
export function buildKey(part, root = repoRoot) {
  return cacheKey({ root, part, sharedSources: keySources, exclude: nestedParts[part] ?? [] });
}

/** The part's key, or undefined (logged) when it cannot be computed: the part is then built. */
function keyOrNothing(part, log) {
  try {
    return buildKey(part);
  } catch (error) {
    log(`${part}: build cache not usable (${error.message})`);
    return undefined;
  }
}

function tryRestore(part, key, cacheDir, log) {
  const started = Date.now();
  try {
    if (!restoreFromCache({ cacheDir, part, key, distDir: join(repoRoot, part, 'dist') })) return false;
  } catch (error) {
    log(`${part}: could not restore dist/ from the build cache (${error.message}); building`);
    return false;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`restored ${part}/dist from the build cache (${seconds}s)`);
  return true;
}

function tryStore(part, key, cacheDir, log) {
  try {
    // Sources edited during the build: this dist/ may be of either content, so it is not stored.
    if (buildKey(part) !== key) {
      log(`${part}: sources changed during the build; not stored in the build cache`);
      return;
    }
    storeInCache({ cacheDir, part, key, distDir: join(repoRoot, part, 'dist') });
    log(`stored ${part}/dist in the build cache`);
  } catch (error) {
    log(`${part}: could not store dist/ in the build cache (${error.message})`);
  }
}

/**
 * Builds the front-end parts that are missing or stale, two at a time (the machine has 2 cores).
 * `cacheDir` (default BUILD_CACHE_DIR): restore unchanged parts from it, store new builds in it
 * (and an up-to-date dist/ it lacks: the freshness rule is trusted, as it is for skipping).
 * Returns the names of parts that failed to build.
 */
export async function buildFrontEnd({
  force = false,
  log = console.log,
  concurrency = 2,
  cacheDir = process.env.BUILD_CACHE_DIR || undefined,
} = {}) {
  const queue = [];
  for (const part of frontEndParts) {
    if (!existsSync(join(repoRoot, part, 'package.json'))) continue;
    const key = cacheDir ? keyOrNothing(part, log) : undefined;
    if (!force && isFresh(part)) {
      log(`${part}: dist/ is up to date`);
      // Built by a step of its own (npm test builds a changed part with `npm run build -w`): kept
      // for the next run, which would otherwise build this content again.
      if (key && !isCached({ cacheDir, part, key })) tryStore(part, key, cacheDir, log);
      continue;
    }
    if (key && !force && tryRestore(part, key, cacheDir, log)) continue;
    queue.push({ part, key });
  }
  const failed = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await runBuild(job.part, log);
      if (!result.ok) failed.push(job.part);
      else if (job.key) tryStore(job.part, job.key, cacheDir, log);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const failed = await buildFrontEnd({ force: process.argv.includes('--force') });
  process.exit(failed.length ? 1 : 0);
}
