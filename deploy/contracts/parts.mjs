// The deployable parts, their versions (each part's own package.json "version"), the pact files of
// contracts/pacts/ and which part each pacticipant name belongs to. Shared by can-i-deploy and the
// verification recorder; every function takes the repository root so tests can use a fixture tree.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * Every part with its own version: folder = part name (shell/kit is the shared kit). deploy (this
 * tooling) is versioned and deployable like the others but has no pacts.
 */
export const PARTS = [
  'contracts',
  'gateway',
  'svc-identity',
  'svc-events',
  'svc-files',
  'shell',
  'shell/kit',
  'mfe-events',
  'mfe-admin',
  'mfe-drive',
  'mfe-quiz',
  'deploy',
];

/** The front-end parts: webpack builds served as static files (the shell by the gateway). */
export const STATIC_PARTS = ['shell', 'mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'];

/** The remotes: the static parts with a static server of their own. */
export const REMOTE_PARTS = STATIC_PARTS.filter((part) => part !== 'shell');

/** The services: the key of their HTTP process in the stack's ports, and their queue worker. */
export const SERVICE_PARTS = {
  'svc-identity': { port: 'identity', worker: 'email-worker' },
  'svc-events': { port: 'events', worker: 'events-worker' },
  'svc-files': { port: 'files', worker: 'upload-worker' },
};

/** The libraries: built into the parts that take them, never run on their own. */
export const LIBRARY_PARTS = ['contracts', 'shell/kit', 'deploy'];

/** The parts that run in the site (shell/kit inside the shell; contracts and deploy in none). */
export const RUNNING_PARTS = PARTS.filter((part) => part !== 'contracts' && part !== 'deploy');

/** A part id as written in file and directory names: shell/kit → shell-kit. */
export const dashed = (part) => part.replaceAll('/', '-');

/** { part: version } from each part's package.json. */
export function currentVersions(root = repoRoot, parts = PARTS) {
  const versions = {};
  for (const part of parts) {
    const pkg = JSON.parse(readFileSync(join(root, part, 'package.json'), 'utf8'));
    versions[part] = pkg.version;
  }
  return versions;
}

/**
 * The part a pacticipant name belongs to: the longest part name (with '/' written '-') that is the
 * whole name or its prefix followed by '-'. 'shell-kit' → shell/kit, 'svc-files-upload-worker' →
 * svc-files, 'svc-events-email-producer' → svc-events, 'svc-events-teams' → svc-events.
 */
export function partOf(pacticipant, parts = PARTS) {
  let best = null;
  for (const part of parts) {
    const name = part.replaceAll('/', '-');
    if (pacticipant === name || pacticipant.startsWith(`${name}-`)) {
      if (!best || name.length > best.replaceAll('/', '-').length) best = part;
    }
  }
  return best;
}

/** JSON with sorted keys, so the hash does not depend on the writer's key order. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The hash of a pact's content (consumer, provider, interactions or messages), ignoring `metadata`
 * (the writing library's version): what a broker calls the pact version. First 16 hex digits of SHA-256.
 */
export function pactHash(pact) {
  const { metadata: _metadata, ...content } = pact;
  return createHash('sha256').update(canonical(content)).digest('hex').slice(0, 16);
}

/**
 * The pact files of `<root>/contracts/pacts` (the workspace's, what the consumer tests wrote).
 * See pactsInDir for the entries.
 */
export function loadPacts(root = repoRoot, parts = PARTS) {
  return pactsInDir(join(root, 'contracts', 'pacts'), parts);
}

/**
 * The pact files of a directory (HTTP and message pacts alike):
 * [{ file, path, consumer, provider, consumerPart, providerPart, hash, kind, count }] sorted by file
 * name ([] when the directory does not exist). Files that are not pacts (no consumer/provider name)
 * are skipped.
 */
export function pactsInDir(dir, parts = PARTS) {
  let names = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const pacts = [];
  for (const file of names.sort()) {
    const pact = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const consumer = pact.consumer?.name;
    const provider = pact.provider?.name;
    if (!consumer || !provider) continue;
    const messages = pact.messages?.length ?? 0;
    pacts.push({
      file,
      path: join(dir, file),
      consumer,
      provider,
      consumerPart: partOf(consumer, parts),
      providerPart: partOf(provider, parts),
      hash: pactHash(pact),
      kind: messages > 0 ? 'message' : 'http',
      count: messages || (pact.interactions?.length ?? 0),
    });
  }
  return pacts;
}
