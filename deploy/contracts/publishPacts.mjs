// publish: the workspace's pacts (contracts/pacts/*.json) whose consumer is part P, as P's version V.
//   node deploy/contracts/publishPacts.mjs --part mfe-events [--version 0.2.0]
// --version defaults to the part's package.json version. Copies them into the store
// (pacts/<part>/<version>/, store.mjs): a published version is immutable, so publishing other content
// under it fails (exit 1) and the same content again does nothing. With PACT_BROKER_BASE_URL set,
// runs `pact-broker publish <files> --consumer-app-version V --branch B` instead (PACT_BRANCH, else
// the CI's branch, else main). Exit 2 on a usage error.
import { parseArgs } from 'node:util';
import { PARTS, currentVersions, loadPacts, repoRoot } from './parts.mjs';
import { publishPacts, storeDir } from './store.mjs';

export function main(
  argv = process.argv.slice(2),
  { root = repoRoot, store = storeDir(), log = console.log } = {},
) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { part: { type: 'string' }, version: { type: 'string' } },
    }));
  } catch (error) {
    log(`publish: ${error.message}`);
    return 2;
  }
  const { part } = values;
  if (!part || !PARTS.includes(part)) {
    log(`publish: --part must be one of ${PARTS.join(', ')}`);
    return 2;
  }
  const version = values.version ?? currentVersions(root, [part])[part];
  const files = loadPacts(root)
    .filter((p) => p.consumerPart === part)
    .map((p) => p.path);
  if (!files.length) {
    log(`${part} is the consumer of no pact in contracts/pacts: nothing to publish`);
    return 0;
  }
  try {
    const { written } = publishPacts({ part, version, files, store, root });
    log(
      written.length
        ? `published ${part} ${version}: ${written.join(', ')}`
        : `${part} ${version} was already published with this content`,
    );
    return 0;
  } catch (error) {
    log(`publish: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
