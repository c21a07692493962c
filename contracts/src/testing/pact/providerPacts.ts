// What a provider verification verifies, the Pact Broker's consumer version selectors
// { mainBranch: true } and { deployedOrReleased: true }:
// - with PACT_BROKER_BASE_URL set, the broker selects them and the verifier publishes its result
//   (verifierPactSource);
// - otherwise from the repository's file store (deploy/contracts/store, or PACT_STORE_DIR): the
//   workspace's pacts (contracts/pacts, the main branch) and the published pacts of every consumer
//   version deployed in an environment of the store (environments/<env>.json; PACT_VERIFY_ENVIRONMENTS,
//   a comma list, narrows them), one file per pact content.
// The store's layout and this selection are deploy/contracts/store.mjs' (pactsFor), which records the
// results: keep the two in step. Synchronous: the provider tests build their options in place.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACT_DIR } from './consumerPact.ts';

interface PactFile {
  consumer?: { name?: string };
  provider?: { name?: string };
  metadata?: unknown;
}

export interface PactSelectionOptions {
  /** The repository's root (default: the one holding contracts/pacts). */
  root?: string;
  /** The environment variables to read (default process.env). */
  env?: NodeJS.ProcessEnv;
}

/** JSON with sorted keys, so the hash does not depend on the writer's key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A pact's content hash without the writer's metadata (the store's pactHash). */
export function pactContentHash(pact: PactFile): string {
  const { metadata: _metadata, ...content } = pact;
  return createHash('sha256').update(canonical(content)).digest('hex').slice(0, 16);
}

function pactsIn(dir: string, provider: string): Array<{ file: string; hash: string }> {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  const found: Array<{ file: string; hash: string }> = [];
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
      if (pact.provider?.name === provider) found.push({ file, hash: pactContentHash(pact) });
    } catch {
      // not a pact file
    }
  }
  return found;
}

const defaultRoot = () => path.resolve(PACT_DIR, '..', '..');

/** The store's root: PACT_STORE_DIR, else <root>/deploy/contracts/store. */
export function pactStoreDir({ root = defaultRoot(), env = process.env }: PactSelectionOptions = {}): string {
  return path.resolve(env.PACT_STORE_DIR || path.join(root, 'deploy', 'contracts', 'store'));
}

/** The environments verified against: PACT_VERIFY_ENVIRONMENTS, else every one of the store. */
function environments(store: string, env: NodeJS.ProcessEnv): string[] {
  const named = (env.PACT_VERIFY_ENVIRONMENTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (named.length) return named;
  try {
    return readdirSync(path.join(store, 'environments'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The pact files the provider pacticipant `provider` verifies (see the top of this file): the
 * workspace's first, then the deployed consumer versions' whose content differs.
 */
export function providerPacts(provider: string, options: PactSelectionOptions = {}): string[] {
  const root = options.root ?? defaultRoot();
  const env = options.env ?? process.env;
  const store = pactStoreDir({ root, env });
  const found = pactsIn(path.join(root, 'contracts', 'pacts'), provider);
  for (const environment of environments(store, env)) {
    const file = path.join(store, 'environments', `${environment}.json`);
    if (!existsSync(file)) continue;
    const { parts = {} } = JSON.parse(readFileSync(file, 'utf8')) as { parts?: Record<string, string> };
    for (const [part, version] of Object.entries(parts))
      found.push(...pactsIn(path.join(store, 'pacts', part.replaceAll('/', '-'), version), provider));
  }
  const seen = new Set<string>();
  return found
    .filter(({ hash }) => {
      if (seen.has(hash)) return false;
      seen.add(hash);
      return true;
    })
    .map(({ file }) => file);
}

/**
 * The version of the part a provider pacticipant belongs to (its package.json's): the longest
 * leading run of the name's words that is a part's folder ('svc-events-email-producer' → svc-events;
 * a dashed part such as shell-kit is the folder shell/kit).
 */
export function providerPartVersion(provider: string, root: string = defaultRoot()): string {
  const words = provider.split('-');
  for (let n = words.length; n > 0; n -= 1) {
    const name = words.slice(0, n).join('-');
    for (const folder of new Set([name, name.replace('-', '/')])) {
      const file = path.join(root, folder, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name?.startsWith('@portal/') && pkg.version) return pkg.version;
    }
  }
  throw new Error(`no part's package.json for the pacticipant ${provider} under ${root}`);
}

/** The verifier's options that say which pacts to verify (and, with a broker, where to publish). */
export type PactSource =
  | { pactUrls: string[] }
  | {
      pactBrokerUrl: string;
      pactBrokerToken?: string;
      pactBrokerUsername?: string;
      pactBrokerPassword?: string;
      consumerVersionSelectors: Array<{ mainBranch?: boolean; deployedOrReleased?: boolean }>;
      publishVerificationResult: boolean;
      providerVersion: string;
      providerVersionBranch: string;
    };

/**
 * The pact source of a Verifier or MessageProviderPact for `provider`: the broker's selectors (and
 * the verification result published as the provider part's package.json version) when
 * PACT_BROKER_BASE_URL is set, else the files providerPacts selects.
 */
export function verifierPactSource(provider: string, options: PactSelectionOptions = {}): PactSource {
  const env = options.env ?? process.env;
  const brokerUrl = env.PACT_BROKER_BASE_URL?.trim();
  if (!brokerUrl) return { pactUrls: providerPacts(provider, options) };
  const credentials = env.PACT_BROKER_TOKEN
    ? { pactBrokerToken: env.PACT_BROKER_TOKEN }
    : env.PACT_BROKER_USERNAME
      ? { pactBrokerUsername: env.PACT_BROKER_USERNAME, pactBrokerPassword: env.PACT_BROKER_PASSWORD ?? '' }
      : {};
  return {
    pactBrokerUrl: brokerUrl,
    ...credentials,
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
    publishVerificationResult: true,
    providerVersion: providerPartVersion(provider, options.root ?? defaultRoot()),
    providerVersionBranch: env.PACT_BRANCH || env.GITHUB_REF_NAME || env.CI_COMMIT_REF_NAME || 'main',
  };
}
