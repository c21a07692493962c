// can-i-deploy: may version V of part P run with what is deployed in an environment?
//   node deploy/canIDeploy.mjs --part svc-events [--version 0.2.0] [--to production] [--record] [--json]
//   node deploy/canIDeploy.mjs --all     (every part at its package.json version, --to production)
// Answers from the pact store (deploy/contracts/store.mjs; PACT_STORE_DIR for another): the pacts
// published per consumer version, the verification matrix and the versions deployed per environment.
// Prints one row per consumer/provider pair; exits 0 yes, 1 no, 2 on a usage error (an unknown part
// or environment). --version defaults to the part's package.json version; --record, after a yes,
// records the deployment in the environment (a broker's record-deployment).
// With PACT_BROKER_BASE_URL set, the broker answers instead (`pact-broker can-i-deploy`, broker.mjs).
import { parseArgs } from 'node:util';
import { brokerConfig, canIDeployCommand, runPactBroker } from './contracts/broker.mjs';
import { canIDeploy } from './contracts/canIDeploy.mjs';
import { PARTS, currentVersions, loadPacts, repoRoot } from './contracts/parts.mjs';
import { main as recordDeploymentCli } from './contracts/recordDeployment.mjs';
import {
  deployedVersions,
  environmentNames,
  hasPacts,
  pactsOf,
  partPacticipants,
  readVerifications,
  storedPacts,
  storeDir,
} from './contracts/store.mjs';

/** The answer as a fixed-width table (plain text, no colours). */
export function formatTable({ ok, part, version, environment, checks, notes }) {
  const head = ['consumer', 'provider', 'pact', 'result', 'reason'];
  const rows = checks.map((c) => [
    `${c.consumer} ${c.consumerVersion}`,
    `${c.provider} ${c.providerVersion}`,
    c.pact,
    c.result,
    c.reason,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('-|-')];
  for (const r of rows) out.push(line(r));
  if (!rows.length) out.push('(no consumer or provider pairs)');
  for (const n of notes) out.push(`note: ${n}`);
  const bad = checks.filter((c) => c.result === 'failed' || c.result === 'unverified').length;
  out.push(
    ok
      ? `Computer says yes: ${part} ${version} can be deployed to ${environment} (${checks.length} pairs checked).`
      : `Computer says no: ${part} ${version} cannot be deployed to ${environment} (${bad} of ${checks.length} pairs not verified).`,
  );
  return out.join('\n');
}

/** The decision's inputs read from a store and a repository. */
export function storeInputs({ environment, store, root }) {
  const current = currentVersions(root);
  const cache = new Map();
  return {
    environment,
    deployed: deployedVersions(environment, store),
    matrix: readVerifications(store),
    pactsOf: (part, version) => {
      const key = `${part}@${version}`;
      if (!cache.has(key))
        cache.set(key, PARTS.includes(part) ? pactsOf(part, version, { store, root }) : null);
      return cache.get(key);
    },
    hasPacts: (part) => hasPacts(part, { store, root }),
    current,
  };
}

/** When the workspace's pacts of a part differ from those published for its current version. */
function unreleasedNote(part, version, { store, root }) {
  const stored = storedPacts(part, version, store);
  if (!stored) return null;
  const now = loadPacts(root)
    .filter((p) => p.consumerPart === part)
    .map((p) => `${p.file} ${p.hash}`)
    .sort()
    .join('\n');
  const published = stored
    .map((p) => `${p.file} ${p.hash}`)
    .sort()
    .join('\n');
  return now === published
    ? null
    : `the workspace's pacts of ${part} differ from those published for ${version}: checked the published ones; release a new version to ship the change`;
}

function viaBroker(config, { part, version, environment, store, root, log }) {
  const pacticipants = partPacticipants(part, { store, root });
  if (!pacticipants.length) {
    log(`yes: ${part} ${version} has no pacticipant in any pact: nothing for the broker to check`);
    return 0;
  }
  return runPactBroker(canIDeployCommand({ pacticipants, version, environment, baseUrl: config.baseUrl }), {
    root,
    log,
  });
}

export function main(
  argv = process.argv.slice(2),
  { root = repoRoot, store = storeDir(), log = console.log } = {},
) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        part: { type: 'string' },
        version: { type: 'string' },
        to: { type: 'string', default: 'production' },
        record: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    log(`can-i-deploy: ${error.message}`);
    return 2;
  }
  const environment = values.to;
  const broker = brokerConfig();
  if (!broker && !environmentNames(store).includes(environment)) {
    const known = environmentNames(store);
    log(
      `can-i-deploy: unknown environment '${environment}' (known: ${known.join(', ') || 'none'}; ` +
        `recordDeployment.mjs creates one)`,
    );
    return 2;
  }
  const current = currentVersions(root);
  if (values.all) {
    // every deployable part at its package.json version (CI: after the provider verifications were
    // recorded, is what is in the repository deployable?)
    let ok = true;
    for (const part of PARTS.filter((p) => p !== 'contracts')) {
      if (broker) {
        ok = viaBroker(broker, { part, version: current[part], environment, store, root, log }) === 0 && ok;
        continue;
      }
      const answer = canIDeploy({
        ...storeInputs({ environment, store, root }),
        part,
        version: current[part],
      });
      const note = unreleasedNote(part, current[part], { store, root });
      if (note) answer.notes.push(note);
      ok &&= answer.ok;
      log(
        answer.ok
          ? `yes: ${part} ${current[part]} (${answer.checks.length} pairs)${note ? ` (note: ${note})` : ''}`
          : formatTable(answer),
      );
    }
    return ok ? 0 : 1;
  }
  if (!values.part || !PARTS.includes(values.part)) {
    log(`can-i-deploy: --part must be one of ${PARTS.join(', ')}`);
    return 2;
  }
  const version = values.version ?? current[values.part];
  if (broker) {
    const code = viaBroker(broker, { part: values.part, version, environment, store, root, log });
    if (code === 0 && values.record)
      return recordAfterYes({ part: values.part, version, environment, store, root, log });
    return code;
  }
  const answer = canIDeploy({ ...storeInputs({ environment, store, root }), part: values.part, version });
  log(values.json ? JSON.stringify(answer, null, 2) : formatTable(answer));
  if (answer.ok && values.record)
    return recordAfterYes({ part: values.part, version, environment, store, root, log });
  return answer.ok ? 0 : 1;
}

function recordAfterYes({ part, version, environment, store, root, log }) {
  return recordDeploymentCli(['--part', part, '--version', version, '--environment', environment], {
    store,
    root,
    log,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
