// Builds the front end (shell and the four remotes) with each part's own `npm run build`,
// skipping a part whose dist/ is newer than everything it is built from.
// Usage as a command: node deploy/build.mjs [--force]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(import.meta.dirname, '..');
export const frontEndParts = ['shell', 'mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'];
// Sources every front-end bundle includes besides its own folder.
const sharedSources = [
  'shell/kit/src',
  'shell/kit/package.json',
  'contracts/src',
  'contracts/package.json',
  'package-lock.json',
];

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

/**
 * Builds the front-end parts that are missing or stale, two at a time (the machine has 2 cores).
 * Returns the names of parts that failed to build.
 */
export async function buildFrontEnd({ force = false, log = console.log, concurrency = 2 } = {}) {
  const queue = frontEndParts.filter((part) => {
    if (!existsSync(join(repoRoot, part, 'package.json'))) return false;
    if (!force && isFresh(part)) {
      log(`${part}: dist/ is up to date`);
      return false;
    }
    return true;
  });
  const failed = [];
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const result = await runBuild(part, log);
      if (!result.ok) failed.push(part);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const failed = await buildFrontEnd({ force: process.argv.includes('--force') });
  process.exit(failed.length ? 1 : 0);
}
