// `npm run contracts:coverage`: which calls of the registry (./callRegistry.ts) no pact in pacts/*.json
// exercises (method + path template), and which pact interactions match no registry call.
// Prints a report, then the gate (./coverageGate.ts): exits 1 when a call that has (or may have) a
// consumer lacks a pact, a queue message lacks one, a pact matches no registry entry, or a "no
// consumer" mark is stale; calls marked `consumers: 'none'` are listed apart with their why.
// `--json` prints the figures as JSON (same exit code).
// A .mts file: Node only, so outside the browser-safe sources index.test.ts checks (it reads *.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CALL_REGISTRY,
  callsWithoutSchema,
  coverageGate,
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
const gate = coverageGate(CALL_REGISTRY, MESSAGE_REGISTRY, pacts);
const needed = uncovered.filter((call) => call.consumers !== 'none');
const line = (call: { method: string; path: string; service: string; internal?: boolean }) =>
  `  ${call.method.padEnd(6)} ${call.path}  (${call.internal ? 'internal, ' : ''}${call.service})`;
const percent = Math.round((covered.length / CALL_REGISTRY.length) * 100);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        calls: CALL_REGISTRY.length,
        covered: covered.length,
        uncovered: needed.map((c) => `${c.method} ${c.path}`),
        noConsumer: gate.noConsumer.map((c) => ({ call: `${c.method} ${c.path}`, why: c.why })),
        unmatched,
        withoutSchema: callsWithoutSchema(CALL_REGISTRY).map((c) => `${c.method} ${c.path}`),
        messages: MESSAGE_REGISTRY.length,
        messagesCovered: queues.covered.length,
        messagesUncovered: queues.uncovered.map((m) => `${m.queue}/${m.kind}`),
        messagesUnmatched: queues.unmatched,
        gate: { ok: gate.ok, failures: gate.failures },
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
  console.log(`\nCalls without a pact that have (or may have) a consumer (${needed.length}):`);
  needed.forEach((call) => console.log(line(call)));
  console.log(`\nCalls with no consumer in our code, so no pact (${gate.noConsumer.length}):`);
  gate.noConsumer.forEach((call) => console.log(`${line(call)}: ${call.why}`));
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
  console.log(
    gate.ok
      ? '\nCoverage gate: ok'
      : `\nCoverage gate: FAILED (${gate.failures.length})\n${gate.failures.map((f) => `  ${f}`).join('\n')}`,
  );
}
process.exitCode = gate.ok ? 0 : 1;
