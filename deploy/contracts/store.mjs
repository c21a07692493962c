// The pact store: a file-based broker. Root `PACT_STORE_DIR`, else deploy/contracts/store:
//   pacts/<consumer-part-dashed>/<version>/<pact file>  the pact content of each released consumer
//                                                        version (immutable once published)
//   verifications.json                                   the verification matrix (matrix.mjs)
//   environments/<environment>.json                      { "parts": { "<part>": "<version>" } }:
//                                                        what is deployed there
// Every function takes an optional `store` (directory) and, where the workspace matters, `root` (the
// repository), so tests run on a fixture store. With PACT_BROKER_BASE_URL set, publishPacts and
// recordDeployment go to that Pact Broker instead (broker.mjs); the readers stay on the files. The provider tests' selector over this layout is
// providerPacts in contracts/src/testing/pact/providerPacts.ts (TypeScript, read-only): keep the two
// in step.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import {
  branchName,
  brokerConfig,
  pacticipantsOf,
  publishCommand,
  recordDeploymentCommands,
  runPactBroker,
} from './broker.mjs';
import { readMatrix, recordRows } from './matrix.mjs';
import {
  PARTS,
  currentVersions,
  dashed,
  loadPacts,
  pactHash,
  pactsInDir,
  partOf,
  repoRoot,
} from './parts.mjs';

/** The store's root directory. */
export function storeDir() {
  return resolve(process.env.PACT_STORE_DIR || join(repoRoot, 'deploy', 'contracts', 'store'));
}

const ENVIRONMENT_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

function checkPart(part) {
  if (!PARTS.includes(part)) throw new Error(`unknown part '${part}': one of ${PARTS.join(', ')}`);
}
function checkVersion(version) {
  if (typeof version !== 'string' || !VERSION.test(version)) throw new Error(`bad version '${version}'`);
}
function checkEnvironment(environment) {
  if (typeof environment !== 'string' || !ENVIRONMENT_NAME.test(environment))
    throw new Error(`bad environment name '${environment}' (letters, digits, '-' and '_')`);
}

const versionDir = (store, part, version) => join(store, 'pacts', dashed(part), version);
const environmentFile = (store, environment) => join(store, 'environments', `${environment}.json`);

/** The versions of `part` with published pacts. */
export function publishedVersions(part, store = storeDir()) {
  try {
    return readdirSync(join(store, 'pacts', dashed(part)), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  } catch {
    return [];
  }
}

/** The published pacts of a consumer part's version (see pactsInDir), or null when not published. */
export function storedPacts(part, version, store = storeDir()) {
  const dir = versionDir(store, part, version);
  return existsSync(dir) ? pactsInDir(dir) : null;
}

/**
 * Publishes the pact files `files` (paths; default: the workspace's pacts whose consumer is `part`)
 * as the content of `part` at `version`. A published version is immutable: publishing it again with
 * the same content (pact hashes, metadata ignored) does nothing; with different content (a pact
 * changed, added or removed) it throws. Returns { written: [file names], unchanged: boolean }.
 * With a broker: `pact-broker publish` (the broker keeps versions immutable itself); throws when it fails.
 */
export function publishPacts({ part, version, files, store = storeDir(), root = repoRoot }) {
  checkPart(part);
  checkVersion(version);
  const paths =
    files ??
    loadPacts(root)
      .filter((p) => p.consumerPart === part)
      .map((p) => p.path);
  const pacts = paths.map((path) => {
    const text = readFileSync(path, 'utf8');
    const pact = JSON.parse(text);
    const consumer = pact.consumer?.name;
    if (!consumer || !pact.provider?.name) throw new Error(`${path} is not a pact (no consumer or provider)`);
    if (partOf(consumer) !== part)
      throw new Error(`${basename(path)}: its consumer '${consumer}' is not part ${part}`);
    return { file: basename(path), path, text, hash: pactHash(pact) };
  });
  const broker = brokerConfig();
  if (broker) {
    if (!pacts.length) return { written: [], unchanged: true };
    const args = publishCommand({
      files: pacts.map((p) => p.path),
      version,
      branch: branchName(),
      baseUrl: broker.baseUrl,
    });
    const code = runPactBroker(args, { root });
    if (code !== 0) throw new Error(`pact-broker publish of ${part} ${version} failed (exit ${code})`);
    return { written: pacts.map((p) => p.file), unchanged: false };
  }
  const dir = versionDir(store, part, version);
  const published = storedPacts(part, version, store);
  if (published) {
    const before = published.map((p) => `${p.file} ${p.hash}`).sort();
    const now = pacts.map((p) => `${p.file} ${p.hash}`).sort();
    if (before.join('\n') === now.join('\n')) return { written: [], unchanged: true };
    const changed = [
      ...pacts.filter((p) => !before.includes(`${p.file} ${p.hash}`)).map((p) => p.file),
      ...published.filter((p) => !now.includes(`${p.file} ${p.hash}`)).map((p) => p.file),
    ];
    throw new Error(
      `${part} ${version} is already published with other pact content (${[...new Set(changed)].join(', ')}): ` +
        'a published version is immutable; bump the version (a changeset) and publish that',
    );
  }
  if (!pacts.length) return { written: [], unchanged: true };
  mkdirSync(dir, { recursive: true });
  for (const p of pacts) writeFileSync(join(dir, p.file), p.text);
  return { written: pacts.map((p) => p.file), unchanged: false };
}

/**
 * The pacts a consumer part has at a version: the published ones, else the workspace's when
 * `version` is the part's package.json version (not published yet), else null (unknown version).
 * Each entry also has `consumerVersion` and `source` ('store' | 'workspace').
 */
export function pactsOf(part, version, { store = storeDir(), root = repoRoot } = {}) {
  const stored = storedPacts(part, version, store);
  if (stored) return stored.map((p) => ({ ...p, consumerVersion: version, source: 'store' }));
  if (currentVersions(root, [part])[part] !== version) return null;
  return loadPacts(root)
    .filter((p) => p.consumerPart === part)
    .map((p) => ({ ...p, consumerVersion: version, source: 'workspace' }));
}

/** Whether a part is the consumer of pacts (in the workspace or at any published version). */
export function hasPacts(part, { store = storeDir(), root = repoRoot } = {}) {
  return publishedVersions(part, store).length > 0 || loadPacts(root).some((p) => p.consumerPart === part);
}

/** The environments of the store (names of environments/*.json). */
export function environmentNames(store = storeDir()) {
  try {
    return readdirSync(join(store, 'environments'))
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/** { part: version } deployed in an environment ({} when nothing was ever recorded there). */
export function deployedVersions(environment, store = storeDir()) {
  checkEnvironment(environment);
  try {
    return { ...JSON.parse(readFileSync(environmentFile(store, environment), 'utf8')).parts };
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Records that `part` runs at `version` in `environment` (a broker's record-deployment): the
 * environment file keeps its other keys and parts; written only when it changes (replaced whole, so a
 * reader never sees half a file). Returns true if written. With a broker: `pact-broker
 * record-deployment` for every pacticipant of the part (none: nothing to record, false); throws when
 * one fails.
 */
export function recordDeployment({ environment, part, version, store = storeDir(), root = repoRoot }) {
  checkEnvironment(environment);
  checkPart(part);
  checkVersion(version);
  const broker = brokerConfig();
  if (broker) {
    const pacticipants = partPacticipants(part, { store, root });
    for (const args of recordDeploymentCommands({
      pacticipants,
      version,
      environment,
      baseUrl: broker.baseUrl,
    })) {
      const code = runPactBroker(args, { root });
      if (code !== 0)
        throw new Error(`pact-broker record-deployment of ${args[2]} ${version} failed (exit ${code})`);
    }
    return pacticipants.length > 0;
  }
  const file = environmentFile(store, environment);
  let json = { parts: {} };
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  if (json.parts?.[part] === version) return false;
  const parts = { ...json.parts, [part]: version };
  // parts in PARTS order, so the file does not churn with the order of deployments
  const ordered = Object.fromEntries(
    Object.keys(parts)
      .sort((a, b) => PARTS.indexOf(a) - PARTS.indexOf(b))
      .map((p) => [p, parts[p]]),
  );
  mkdirSync(join(store, 'environments'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...json, parts: ordered }, null, 2)}\n`);
  renameSync(temporary, file);
  return true;
}

/** The environments a provider verifies against: PACT_VERIFY_ENVIRONMENTS (comma list), else all. */
export function verifyEnvironments(store = storeDir(), env = process.env) {
  const named = (env.PACT_VERIFY_ENVIRONMENTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return named.length ? named : environmentNames(store);
}

/**
 * The pacts a provider verifies, the broker's selectors { mainBranch } and { deployedOrReleased }:
 * the workspace's pacts (source 'main', consumerVersion = the consumer part's package.json version)
 * and the published pacts of the consumer versions deployed in `environments` (default:
 * verifyEnvironments()). `provider` selects one pacticipant name, `providerPart` every pacticipant of
 * a part. Entries: { file (path), name, consumer, consumerPart, consumerVersion, provider,
 * providerPart, hash, source }. With `dedupe` (default) one entry per pact content; without, one per
 * consumer version and content (what a verification of those contents verified).
 */
export function pactsFor({
  provider,
  providerPart,
  environments,
  dedupe = true,
  store = storeDir(),
  root = repoRoot,
}) {
  const wanted = (p) => (provider ? p.provider === provider : p.providerPart === providerPart);
  const versions = currentVersions(root);
  const entry = (p, consumerVersion, source) => ({
    file: p.path,
    name: p.file,
    consumer: p.consumer,
    consumerPart: p.consumerPart,
    consumerVersion,
    provider: p.provider,
    providerPart: p.providerPart,
    hash: p.hash,
    source,
  });
  const all = loadPacts(root)
    .filter(wanted)
    .map((p) => entry(p, versions[p.consumerPart], 'main'));
  for (const environment of environments ?? verifyEnvironments(store)) {
    for (const [part, version] of Object.entries(deployedVersions(environment, store))) {
      for (const p of storedPacts(part, version, store) ?? [])
        if (wanted(p)) all.push(entry(p, version, 'deployed'));
    }
  }
  const seen = new Set();
  return all.filter((p) => {
    const key = dedupe ? p.hash : `${p.consumer}\u0000${p.consumerVersion}\u0000${p.hash}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const verificationsFile = (store = storeDir()) => join(store, 'verifications.json');

/** The verification matrix rows. */
export function readVerifications(store = storeDir()) {
  return readMatrix(verificationsFile(store));
}

/** Adds verification rows (matrix.mjs mergeRows); true when the file was written. */
export function recordVerifications(rows, store = storeDir()) {
  mkdirSync(store, { recursive: true });
  return recordRows(rows, verificationsFile(store));
}

/** Every pacticipant name of a part, in the workspace's pacts and its published ones (broker.mjs). */
export function partPacticipants(part, { store = storeDir(), root = repoRoot } = {}) {
  const stored = publishedVersions(part, store).flatMap((v) => storedPacts(part, v, store) ?? []);
  return pacticipantsOf(part, [...loadPacts(root), ...stored]);
}
