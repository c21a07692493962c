// Which parts a change affects, so CI checks those and no others (the whole-site journeys run
// always). From the changed files:
// - a file in a part's folder → that part and every part that depends on it through its
//   package.json @portal dependencies (contracts → every part using it; shell/kit → shell and the
//   remotes), except a test file (*.test.*), which only its own part runs; e2e/ and bench/ are
//   workspaces of their own (their typecheck and lint);
// - a pact (contracts/pacts/<consumer>-<provider>.json, or a released one in the pact store) → its
//   consumer and its provider (the provider verifies it; no code changed, so no dependents);
// - root tooling (package.json, package-lock.json, tsconfig.base.json, eslint.config.js,
//   .prettierrc*, .prettierignore, .gitignore, .ci/, .changeset/config.json) and deploy's tooling
//   (deploy/*.mjs, its package.json, contracts/, ci/, release/ …) → everything;
//   deploy's own tests, k8s manifests, Dockerfile and compose file → the deploy part only;
// - Markdown anywhere (docs, READMEs, changesets, changelogs) and docs/ → no part; the pact store's
//   records (verifications, environments) → no part (can-i-deploy runs always);
// - any other file → everything (an unknown file could matter anywhere).
// CLI: node deploy/ci/affected.mjs --base <commit> [--json]   (the diff base...HEAD plus uncommitted
//      and untracked files; --head <commit>: base...head alone), or node deploy/ci/affected.mjs <file> ...
//   stdout: `all`, or the part folders comma-separated (empty when none); stderr: why each one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { PARTS, partOf } from '../contracts/parts.mjs';
import { repoRoot, workspaceOf, workspaces } from './workspaces.mjs';

const ROOT_TOOLING = [
  /^package\.json$/,
  /^package-lock\.json$/,
  /^tsconfig\.base\.json$/,
  /^eslint\.config\.[cm]?js$/,
  /^\.prettierrc/,
  /^\.prettierignore$/,
  /^\.gitignore$/,
  /^\.ci\//,
  /^\.changeset\/config\.json$/,
];
/** Files of deploy/ that only deploy's own tests read. */
const DEPLOY_ONLY = [/\.test\.mjs$/, /^deploy\/k8s\//, /^deploy\/Dockerfile/, /^deploy\/compose\.yaml$/];
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/;
const PACT = /^contracts\/pacts\/[^/]+\.json$/;
const STORE = /^deploy\/contracts\/store\//;
const STORE_PACT = /^deploy\/contracts\/store\/pacts\/.+\.json$/;

/**
 * The parts a pact file is between: read from the file when it is there, else from its name
 * (`<consumer>-<provider>.json`: every split whose two sides are both pacticipants of a part).
 */
export function pactParts(file, root = repoRoot, parts = PARTS) {
  try {
    const pact = JSON.parse(readFileSync(join(root, file), 'utf8'));
    const found = [partOf(pact.consumer?.name ?? '', parts), partOf(pact.provider?.name ?? '', parts)];
    if (found.every(Boolean)) return [...new Set(found)];
  } catch {
    /* deleted or unreadable: go by its name */
  }
  const words = basename(file, '.json').split('-');
  const found = new Set();
  for (let at = 1; at < words.length; at++) {
    const consumer = partOf(words.slice(0, at).join('-'), parts);
    const provider = partOf(words.slice(at).join('-'), parts);
    if (consumer && provider) found.add(consumer).add(provider);
  }
  return [...found];
}

/**
 * { everything, parts, why } for a list of changed paths (relative to the repository root, '/'
 * separated): `parts` the workspace folders to check in the root package.json's order (every one
 * when `everything`), `why` a Map folder → the reasons, `everything` a list of reasons or null.
 */
export function affected(changedFiles, { root = repoRoot } = {}) {
  const all = workspaces(root);
  const folders = all.map((w) => w.folder);
  const why = new Map();
  const everything = [];
  const add = (folder, reason) => {
    if (!why.has(folder)) why.set(folder, []);
    if (!why.get(folder).includes(reason)) why.get(folder).push(reason);
  };
  // folder → the folders that depend on it, directly or not
  const dependents = (folder) => {
    const seen = new Set();
    const visit = (name) => {
      for (const w of all) {
        if (w.portalDeps.includes(name) && !seen.has(w.folder)) {
          seen.add(w.folder);
          visit(w.name);
        }
      }
    };
    visit(all.find((w) => w.folder === folder).name);
    return [...seen];
  };

  for (const file of changedFiles.map((f) => f.trim()).filter(Boolean)) {
    if (file.endsWith('.md') || file.startsWith('docs/')) continue;
    if (PACT.test(file) || STORE_PACT.test(file)) {
      const parts = pactParts(file, root);
      if (!parts.length) everything.push(`${file}: a pact between no known parts`);
      for (const part of parts) add(part, `pact ${file}`);
      continue;
    }
    if (STORE.test(file)) continue;
    if (ROOT_TOOLING.some((pattern) => pattern.test(file))) {
      everything.push(`${file}: root tooling`);
      continue;
    }
    const folder = workspaceOf(file, folders);
    if (folder === 'deploy' && !DEPLOY_ONLY.some((pattern) => pattern.test(file))) {
      everything.push(`${file}: deploy tooling`);
      continue;
    }
    if (!folder) {
      everything.push(`${file}: not in any part`);
      continue;
    }
    add(folder, `${file} changed`);
    // a test file is no part of what the dependents import
    if (TEST_FILE.test(file)) continue;
    for (const dependent of dependents(folder)) add(dependent, `depends on ${folder} (${file} changed)`);
  }

  if (everything.length) return { everything, parts: folders, why };
  return { everything: null, parts: folders.filter((folder) => why.has(folder)), why };
}

/** The workspace folders to check for these changed files (every one when everything is affected). */
export function affectedParts(changedFiles, options) {
  return affected(changedFiles, options).parts;
}

const git = (args) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);

/**
 * The files changed since `base`: base...HEAD plus the uncommitted and untracked ones, or only
 * base...head when a `head` commit is named (to ask about history, whatever the working tree holds).
 */
export function changedSince(base, head) {
  const committed = git(['diff', '--name-only', '--no-renames', `${base}...${head ?? 'HEAD'}`]);
  if (head) return committed.sort();
  return [
    ...new Set([
      ...committed,
      ...git(['diff', '--name-only', '--no-renames', 'HEAD']),
      ...git(['ls-files', '--others', '--exclude-standard']),
    ]),
  ].sort();
}

if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.base && !positionals.length) {
    console.error(
      'usage: node deploy/ci/affected.mjs --base <commit> [--head <commit>] [--json] | <file> ...',
    );
    process.exit(2);
  }
  const files = values.base ? changedSince(values.base, values.head) : positionals;
  const result = affected(files);
  if (values.json) {
    console.log(
      JSON.stringify(
        { files, everything: result.everything, parts: result.parts, why: Object.fromEntries(result.why) },
        null,
        2,
      ),
    );
    process.exit(0);
  }
  console.error(`${files.length} changed file(s)${values.base ? ` since ${values.base}` : ''}`);
  if (result.everything) {
    console.error('every part is affected:');
    for (const reason of result.everything.slice(0, 10)) console.error(`  ${reason}`);
    if (result.everything.length > 10) console.error(`  … and ${result.everything.length - 10} more`);
    console.log('all');
  } else {
    if (!result.parts.length) console.error('no part is affected (only the whole-site journeys run)');
    for (const part of result.parts) {
      const reasons = result.why.get(part);
      console.error(`${part}: ${reasons[0]}${reasons.length > 1 ? ` (+${reasons.length - 1} more)` : ''}`);
    }
    console.log(result.parts.join(','));
  }
}
