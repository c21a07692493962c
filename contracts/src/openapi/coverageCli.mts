// `npm run contracts:coverage`: which calls of the registry (./callRegistry.ts) no pact in pacts/*.json
// exercises (method + path template), and which pact interactions match no registry call.
// Prints a report; exits 0 (a report, not a gate). `--json` prints the figures as JSON.
// A .mts file: Node only, so outside the browser-safe sources index.test.ts checks (it reads *.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CALL_REGISTRY,
  callsWithoutSchema,
  MESSAGE_REGISTRY,
  messageCoverage,
  pactCoverage,
  type PactFile,
} from './index.ts';

const pactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
const pacts = fs
  .readdirSync(pactsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(pactsDir, name), 'utf8')) as PactFile);

const { covered, uncovered, unmatched } = pactCoverage(CALL_REGISTRY, pacts);
const queues = messageCoverage(MESSAGE_REGISTRY, pacts);
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
        messages: MESSAGE_REGISTRY.length,
        messagesCovered: queues.covered.length,
        messagesUncovered: queues.uncovered.map((m) => `${m.queue}/${m.kind}`),
        messagesUnmatched: queues.unmatched,
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
    `Queue messages: ${queues.covered.length} of ${MESSAGE_REGISTRY.length} (queue/kind) have a pact message (${pacts.length} pact files)`,
  );
  console.log(`\nCalls without a pact (${uncovered.length}):`);
  uncovered.forEach((call) => console.log(line(call)));
  if (unmatched.length) {
    console.log(`\nPact interactions matching no registry call (${unmatched.length}):`);
    unmatched.forEach((u) => console.log(`  ${u.method.padEnd(6)} ${u.path}  (${u.pact})`));
  }
  if (queues.uncovered.length) {
    console.log(`\nQueue messages without a pact (${queues.uncovered.length}):`);
    queues.uncovered.forEach((m) => console.log(`  ${m.queue}/${m.kind}  (${m.consumer})`));
  }
  if (queues.unmatched.length) {
    console.log(`\nPact messages matching no registry message (${queues.unmatched.length}):`);
    queues.unmatched.forEach((m) => console.log(`  ${m.queue}/${m.kind}  (${m.pact})`));
  }
  const missing = callsWithoutSchema(CALL_REGISTRY);
  console.log(`\nCalls with a body no contract schema describes yet (${missing.length}):`);
  missing.forEach((call) => console.log(line(call)));
}
