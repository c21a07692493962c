// A real Pact Broker (or PactFlow) instead of the file store, when PACT_BROKER_BASE_URL is set: the
// command lines of `pact-broker` (@pact-foundation/pact-cli) for publish, record-deployment and
// can-i-deploy. Credentials stay in the environment (PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
// PACT_BROKER_PASSWORD), where pact-broker reads them, never on a command line.
//
// A broker knows pacticipants, not parts: one part is several pacticipants (svc-events is also
// svc-events-email-producer and svc-events-teams; see partOf), all at the part's version. Publishing
// gives every consumer pacticipant of the files the version; deployments and can-i-deploy name every
// pacticipant of the part.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './parts.mjs';

/** The broker's settings from the environment, or null (use the file store). */
export function brokerConfig(env = process.env) {
  const baseUrl = env.PACT_BROKER_BASE_URL?.trim();
  if (!baseUrl) return null;
  const auth = env.PACT_BROKER_TOKEN ? 'token' : env.PACT_BROKER_USERNAME ? 'basic' : 'none';
  return { baseUrl, auth };
}

/** The pact-broker executable of the installed @pact-foundation/pact-cli. */
export const pactBrokerBin = (root = repoRoot) => join(root, 'node_modules', '.bin', 'pact-broker');

/** The branch a publication is from: PACT_BRANCH, else the CI's, else 'main'. */
export function branchName(env = process.env) {
  return env.PACT_BRANCH || env.GITHUB_REF_NAME || env.CI_COMMIT_REF_NAME || 'main';
}

/**
 * Every pacticipant name of `part` in `pacts` (entries with consumer, provider, consumerPart,
 * providerPart), sorted.
 */
export function pacticipantsOf(part, pacts) {
  const names = new Set();
  for (const p of pacts) {
    if (p.consumerPart === part) names.add(p.consumer);
    if (p.providerPart === part) names.add(p.provider);
  }
  return [...names].sort();
}

/** `pact-broker publish <files> --consumer-app-version V --branch B` (one command for the part). */
export function publishCommand({ files, version, branch, baseUrl }) {
  return [
    'publish',
    ...files,
    '--consumer-app-version',
    version,
    '--branch',
    branch,
    '--broker-base-url',
    baseUrl,
  ];
}

/** One `pact-broker record-deployment` per pacticipant (the command takes one). */
export function recordDeploymentCommands({ pacticipants, version, environment, baseUrl }) {
  return pacticipants.map((name) => [
    'record-deployment',
    '--pacticipant',
    name,
    '--version',
    version,
    '--environment',
    environment,
    '--broker-base-url',
    baseUrl,
  ]);
}

/** `pact-broker can-i-deploy` for every pacticipant of the part at `version`, to `environment`. */
export function canIDeployCommand({ pacticipants, version, environment, baseUrl }) {
  return [
    'can-i-deploy',
    ...pacticipants.flatMap((name) => ['--pacticipant', name, '--version', version]),
    '--to-environment',
    environment,
    '--broker-base-url',
    baseUrl,
  ];
}

/** Runs pact-broker with `args`, its output on ours; returns the exit code. */
export function runPactBroker(args, { root = repoRoot, log = console.log } = {}) {
  log(`pact-broker ${args.join(' ')}`);
  const run = spawnSync(pactBrokerBin(root), args, { stdio: 'inherit', env: process.env });
  if (run.error) {
    log(`pact-broker could not run: ${run.error.message}`);
    return 2;
  }
  return run.status ?? 1;
}
