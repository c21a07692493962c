// record-deployment: part P now runs at version V in environment E.
//   node deploy/contracts/recordDeployment.mjs --part svc-events --version 0.2.0 --environment production
// Writes the store's environments/<E>.json (store.mjs), or, with PACT_BROKER_BASE_URL set, runs
// `pact-broker record-deployment` for every pacticipant of the part. Exits 0 recorded, 1 when the
// broker refused, 2 on a usage error.
import { parseArgs } from 'node:util';
import { PARTS, repoRoot } from './parts.mjs';
import { recordDeployment, storeDir } from './store.mjs';

export function main(
  argv = process.argv.slice(2),
  { root = repoRoot, store = storeDir(), log = console.log } = {},
) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { part: { type: 'string' }, version: { type: 'string' }, environment: { type: 'string' } },
    }));
  } catch (error) {
    log(`record-deployment: ${error.message}`);
    return 2;
  }
  const { part, version, environment } = values;
  if (!part || !PARTS.includes(part) || !version || !environment) {
    log(`record-deployment: --part (${PARTS.join(', ')}), --version and --environment are required`);
    return 2;
  }
  try {
    const written = recordDeployment({ environment, part, version, store, root });
    log(
      written
        ? `recorded: ${part} ${version} deployed in ${environment}`
        : `${part} ${version} was already recorded in ${environment} (or has nothing to record)`,
    );
    return 0;
  } catch (error) {
    log(`record-deployment: ${error.message}`);
    return error.message.startsWith('pact-broker') ? 1 : 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
