// A content-keyed cache of front-end builds (what Turborepo and Nx do locally): a part's dist/ is
// stored under a key computed from everything it is built from, so a clean clone, or another CI run
// on the same machine, restores an unchanged part instead of running webpack again.
//
// Layout: <cacheDir>/<part-dashed>/<key>/ holds a copy of <part>/dist. An entry appears only by a
// rename of a finished copy, so a crash leaves no half-written entry (only a `.tmp-*` directory,
// which a later prune removes).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Bump when the key's recipe or the entry layout changes, so old entries are never restored. */
const FORMAT = 'build-cache-1';
const KEY = /^[0-9a-f]{64}$/;
/** Leftovers of an interrupted store older than this are removed by prune. */
const STALE_TMP_MS = 60 * 60 * 1000;

const dashed = (part) => part.replaceAll('/', '-');
const posix = (path) => path.split(sep).join('/');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

/**
 * Git's blob id of a file as it is in the working tree, so a file hashed from its content gets the
 * same id that `git ls-files -s` reports for it when unchanged: keys agree whichever way a file
 * was read. A symbolic link is its target, as git stores it.
 */
export function blobId(path) {
  const body = lstatSync(path).isSymbolicLink() ? Buffer.from(readlinkSync(path)) : readFileSync(path);
  return createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex');
}

const within = (path, dirs) => dirs.some((d) => path === d || path.startsWith(`${d}/`));

/** dist/ and node_modules/ anywhere; `exclude` only in the part's own folder, not the shared ones. */
function isExcluded(path, exclude, sharedSources) {
  if (path.split('/').some((s) => s === 'dist' || s === 'node_modules')) return true;
  return within(path, exclude) && !within(path, sharedSources);
}

function gitLines(root, args) {
  const out = execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.split('\0').filter(Boolean);
}

function isGitCheckout(root) {
  try {
    const top = execFileSync('git', ['-C', root, 'rev-parse', '--show-toplevel'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return existsSync(top) && statSync(top).ino === statSync(root).ino;
  } catch {
    return false;
  }
}

/**
 * From git: the index's blob ids, with every file the working tree changed (modified, deleted) or
 * added without `git add` (untracked, not ignored) read from disk instead.
 */
function filesFromGit(root, roots) {
  const files = new Map();
  for (const line of gitLines(root, ['ls-files', '-s', '-z', '--', ...roots])) {
    // "<mode> <blob> <stage>\t<path>"
    const tab = line.indexOf('\t');
    files.set(line.slice(tab + 1), line.slice(0, tab).split(' ')[1]);
  }
  const changed = [
    ...gitLines(root, ['ls-files', '-m', '-z', '--', ...roots]),
    ...gitLines(root, ['ls-files', '-o', '--exclude-standard', '-z', '--', ...roots]),
  ];
  for (const path of changed) {
    const full = join(root, path);
    if (existsSync(full) || isLink(full)) files.set(path, blobId(full));
    else files.delete(path);
  }
  return files;
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Without git: every file under the roots, hashed from its content. */
function filesFromDisk(root, roots) {
  const files = new Map();
  const walk = (full) => {
    const info = lstatSync(full);
    if (info.isDirectory()) {
      for (const entry of readdirSync(full)) {
        if (!SKIPPED_DIRS.has(entry)) walk(join(full, entry));
      }
    } else if (info.isFile() || info.isSymbolicLink()) {
      files.set(posix(relative(root, full)), blobId(full));
    }
  };
  for (const r of roots) if (existsSync(join(root, r))) walk(join(root, r));
  return files;
}

/**
 * The part's input files and their blob ids: `{ path: blobId }`, sorted by path.
 * `exclude`: folders inside the part that are parts of their own (the shell's kit), whose inputs
 * come in through `sharedSources` instead. `git: false` reads every file from disk.
 */
export function buildInputs({ root, part, sharedSources = [], exclude = [], git }) {
  const roots = [part, ...sharedSources];
  const useGit = git ?? isGitCheckout(root);
  const all = useGit ? filesFromGit(root, roots) : filesFromDisk(root, roots);
  const inputs = {};
  for (const path of [...all.keys()].sort()) {
    if (!isExcluded(path, exclude, sharedSources)) inputs[path] = all.get(path);
  }
  return inputs;
}

/** SHA-256 over the part's name and each input's path and blob id. */
export function cacheKey(options) {
  const hash = createHash('sha256').update(`${FORMAT}\0${options.part}\n`);
  for (const [path, blob] of Object.entries(buildInputs(options))) {
    hash.update(`${path}\0${blob}\n`);
  }
  return hash.digest('hex');
}

const partDir = (cacheDir, part) => join(cacheDir, dashed(part));

/** The entries of a part, oldest use first. */
function entries(cacheDir, part) {
  const dir = partDir(cacheDir, part);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => KEY.test(name))
    .map((name) => ({ name, path: join(dir, name), used: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.used - b.used || a.name.localeCompare(b.name));
}

/** The keys cached for a part, oldest use first. */
export function cachedKeys(cacheDir, part) {
  return entries(cacheDir, part).map((e) => e.name);
}

/** True when an entry for key exists. */
export function isCached({ cacheDir, part, key }) {
  return KEY.test(key) && existsSync(join(partDir(cacheDir, part), key));
}

/**
 * Replaces distDir with a copy of the entry for key. Returns false (distDir untouched) when there
 * is no such entry or it cannot be read (pruned meanwhile by another run).
 */
export function restoreFromCache({ cacheDir, part, key, distDir }) {
  const entry = join(partDir(cacheDir, part), key);
  if (!existsSync(entry)) return false;
  const incoming = `${distDir}.restoring-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    cpSync(entry, incoming, { recursive: true });
  } catch {
    rmSync(incoming, { recursive: true, force: true });
    return false;
  }
  rmSync(distDir, { recursive: true, force: true });
  renameSync(incoming, distDir);
  // Marks the entry as recently used, so pruning drops the entries nobody asked for.
  const now = new Date();
  try {
    utimesSync(entry, now, now);
  } catch {
    // pruned by another run just now: the restored copy is whole all the same
  }
  return true;
}

/**
 * Stores a copy of distDir under key (written to a temporary directory, then renamed into place),
 * then prunes the part to `keep` entries. Returns false when distDir is missing.
 */
export function storeInCache({ cacheDir, part, key, distDir, keep = 3 }) {
  if (!KEY.test(key)) throw new Error(`not a cache key: ${key}`);
  if (!existsSync(distDir)) return false;
  const dir = partDir(cacheDir, part);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, key);
  const tmp = join(dir, `.tmp-${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    cpSync(distDir, tmp, { recursive: true });
    if (existsSync(entry)) rmSync(tmp, { recursive: true, force: true });
    else renameSync(tmp, entry);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    // Another run stored the same key meanwhile: its entry is as good as ours.
    if (!existsSync(entry)) throw error;
  }
  pruneCache({ cacheDir, part, keep });
  return true;
}

/** Keeps the `keep` most recently used entries of a part; removes stale `.tmp-*` leftovers. */
export function pruneCache({ cacheDir, part, keep = 3, now = Date.now() }) {
  const all = entries(cacheDir, part);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) {
    rmSync(old.path, { recursive: true, force: true });
  }
  const dir = partDir(cacheDir, part);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('.tmp-')) continue;
    const path = join(dir, name);
    if (now - statSync(path).mtimeMs > STALE_TMP_MS) rmSync(path, { recursive: true, force: true });
  }
}
