// `npm test`: every layer in order — typecheck, lint, the check that every test file is in some
// run (testRuns.mjs), unit+service tests of each workspace, Pact consumers then providers, the
// contract coverage gate, can-i-deploy, the front-end build, then the end-to-end journeys.
// `npm test -- --parts a,b` (or TEST_PARTS=a,b): typecheck, lint, test-file check, unit, pact and
// build only for those workspace folders (plus the provider of any pact their consumer tests
// changed), then the site-wide steps as always: coverage gate, can-i-deploy, front-end build (fresh
// parts are skipped) and the journeys. An empty list (`--parts=`) runs only the site-wide steps.
// The steps are planned in ci/testPlan.mjs and run by ci/runSteps.mjs, the checks and unit+service
// runs two at a time, then the pact consumer runs two at a time (TEST_STEPS_AT_ONCE=1: one at a
// time), each such step's output printed whole when it ends; the front-end build and the journeys
// run beside all that from the start (TEST_JOURNEYS_BESIDE=0: last, as the plan lists them); every step runs even after a failure, and the summary has the timings per step and per part and ends with the plain line
// '{N} passed, {M} failed'. Exit code 1 on any failure, 2 on an unknown part.
// `--plan` prints the steps it would run (without the providers a changed pact would bring in).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { partOf } from './contracts/parts.mjs';
import { createRunner, printSummary, runPool } from './ci/runSteps.mjs';
import {
  JOURNEYS,
  batches,
  providerSteps,
  resolveParts,
  stepsAfterProviders,
  stepsBeforeProviders,
} from './ci/testPlan.mjs';
import { repoRoot, workspaces } from './ci/workspaces.mjs';

const PACTS_DIR = join(repoRoot, 'contracts', 'pacts');

/** file name → hash of each pact in contracts/pacts/, to see which ones the consumer steps changed. */
function pactContents() {
  const hashes = new Map();
  let names = [];
  try {
    names = readdirSync(PACTS_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return hashes;
  }
  for (const name of names) {
    hashes.set(
      name,
      createHash('sha256')
        .update(readFileSync(join(PACTS_DIR, name)))
        .digest('hex'),
    );
  }
  return hashes;
}

/** The provider parts of the pacts whose content differs between two pactContents(). */
function providersOfChangedPacts(before, after) {
  const parts = new Set();
  for (const [name, hash] of after) {
    if (before.get(name) === hash) continue;
    try {
      const part = partOf(JSON.parse(readFileSync(join(PACTS_DIR, name), 'utf8')).provider?.name ?? '');
      if (part) parts.add(part);
    } catch {
      /* a pact the consumer step left unreadable fails that step already */
    }
  }
  return parts;
}

const all = workspaces();
let chosen;
let planOnly;
try {
  const { values } = parseArgs({ options: { parts: { type: 'string' }, plan: { type: 'boolean' } } });
  chosen = resolveParts(values.parts ?? process.env.TEST_PARTS, all);
  planOnly = values.plan ?? false;
} catch (error) {
  console.error(`npm test: ${error.message}`);
  process.exit(2);
}
if (chosen) {
  console.log(
    `npm test for parts: ${chosen.map((w) => w.folder).join(', ') || '(none)'} + the site-wide steps`,
  );
}

// the builds and the journeys need nothing the other steps make: they run beside them (the
// journeys mostly wait on browsers and timers); TEST_JOURNEYS_BESIDE=0 runs them last, alone
const journeysBeside = process.env.TEST_JOURNEYS_BESIDE !== '0';

if (planOnly) {
  const steps = [
    ...stepsBeforeProviders(all, chosen),
    ...providerSteps(all, chosen),
    ...stepsAfterProviders(all, chosen),
  ];
  for (const step of steps) {
    const beside = step.together
      ? `  [at once: ${step.together}]`
      : step.lane && journeysBeside
        ? `  [beside the rest: ${step.lane}]`
        : '';
    console.log(`${step.name.padEnd(34)} ${step.command} ${step.args.join(' ')}${beside}`);
  }
  process.exit(0);
}

// two cores: the service tests mostly wait on PostgreSQL and Redis, so two steps fill them
const atOnce = Math.max(1, Number(process.env.TEST_STEPS_AT_ONCE || 2));
const { run, results } = createRunner();
const started = Date.now();
const passedKinds = { consumer: [], 'front-end build': [] };
const runStep = async (step, buffered) => {
  const ok = await run(step.name, step.command === 'node' ? process.execPath : step.command, step.args, {
    part: step.part ?? null,
    label: step.label ?? step.name,
    needs: step.needs ? () => passedKinds[step.needs].every(Boolean) : undefined,
    buffered,
  });
  if (step.kind) passedKinds[step.kind].push(ok);
};
const runAll = async (steps) => {
  for (const batch of batches(steps)) {
    const size = batch.length > 1 ? atOnce : 1;
    await runPool(batch, size, (step) => runStep(step, size > 1));
  }
};

const after = stepsAfterProviders(all, chosen);
const lane = journeysBeside ? after.filter((step) => step.lane === JOURNEYS) : [];
// one after another, each step's output printed whole when it ends (the other steps go on meanwhile)
const journeys = (async () => {
  for (const step of lane) await runStep(step, true);
})();
const before = pactContents();
await runAll(stepsBeforeProviders(all, chosen));
// a consumer whose pact changed needs its provider's verification even when the provider is not
// among the chosen parts (a full run verifies every provider anyway)
await runAll(providerSteps(all, chosen, providersOfChangedPacts(before, pactContents())));
await runAll(after.filter((step) => !lane.includes(step)));
await journeys;

const code = printSummary(results, {
  totalSeconds: (Date.now() - started) / 1000,
  countsNote:
    '(counted below: tests of the steps that run tests, plus typecheck, lint and build as one each)',
});
process.exit(code);
