// `npm run contracts:coverage`: which calls of the registry (./callRegistry.ts) no pact in pacts/*.json
// exercises (method + path template), and which pact interactions match no registry call.
// Prints a report; exits 0 (a report, not a gate). `--json` prints the figures as JSON.
// A .mts file: Node only, so outside the browser-safe sources index.test.ts checks (it reads *.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALL_REGISTRY, callsWithoutSchema, pactCoverage, type PactFile } from './index.ts';

const pactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
const pacts = fs
  .readdirSync(pactsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(pactsDir, name), 'utf8')) as PactFile);
const messagePacts = pacts.filter((pact) => !(pact.interactions ?? []).length).length;

const { covered, uncovered, unmatched } = pactCoverage(CALL_REGISTRY, pacts);
const line = (call: { method: string; path: string; service: string; internal?: boolean }) =>
  `  ${call.method.padEnd(6)} ${call.path}  (${call.internal ? 'internal, ' : ''}${call.service})`;
const percent = Math.round((covered.length / CALL_REGISTRY.length) * 100);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        calls: CALL_REGISTRY.length,
        covered: covered.length,
        uncovered: uncovered.map((c) => `${c.method} ${c.path}`),
        unmatched,
        withoutSchema: callsWithoutSchema(CALL_REGISTRY).map((c) => `${c.method} ${c.path}`),
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `Contract coverage: ${covered.length} of ${CALL_REGISTRY.length} calls (${percent}%) have a pact interaction`,
  );
  console.log(
    `(${pacts.length} pact files, ${messagePacts} of them message pacts: queue messages are not in the call registry)`,
  );
  console.log(`\nCalls without a pact (${uncovered.length}):`);
  uncovered.forEach((call) => console.log(line(call)));
  if (unmatched.length) {
    console.log(`\nPact interactions matching no registry call (${unmatched.length}):`);
    unmatched.forEach((u) => console.log(`  ${u.method.padEnd(6)} ${u.path}  (${u.pact})`));
  }
  const missing = callsWithoutSchema(CALL_REGISTRY);
  console.log(`\nCalls with a body no contract schema describes yet (${missing.length}):`);
  missing.forEach((call) => console.log(line(call)));
}
