// `npm test`: every layer in order — typecheck, lint, the check that every test file is in some
// run (testRuns.mjs), unit+service tests of each workspace, Pact consumers then providers, the
// contract coverage gate, can-i-deploy, the front-end build, then the end-to-end journeys.
// `npm test -- --parts a,b` (or TEST_PARTS=a,b): typecheck, lint, test-file check, unit, pact and
// build only for those workspace folders (plus the provider of any pact their consumer tests
// changed), then the site-wide steps as always: coverage gate, can-i-deploy, front-end build (fresh
// parts are skipped) and the journeys. An empty list (`--parts=`) runs only the site-wide steps.
// Every step runs even after a failure; the summary (ci/runSteps.mjs) has the timings per step and
// per part and ends with the plain line '{N} passed, {M} failed'. Exit code 1 on any failure.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { partOf } from './contracts/parts.mjs';
import { createRunner, printSummary } from './ci/runSteps.mjs';
import { STATIC_PARTS, repoRoot, workspaces } from './ci/workspaces.mjs';

const all = workspaces();
const { run, results } = createRunner();
const started = Date.now();

/** The chosen workspace folders, or null for the full run; exits 2 on an unknown name. */
function chosenParts() {
  const { values } = parseArgs({ options: { parts: { type: 'string' } } });
  const list = values.parts ?? process.env.TEST_PARTS;
  if (list === undefined) return null;
  const byAnyName = (id) =>
    all.find((w) => w.folder === id || w.name === id || w.folder.replaceAll('/', '-') === id);
  const ids = list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !byAnyName(id));
  if (unknown.length) {
    console.error(
      `npm test --parts: unknown part(s) ${unknown.join(', ')}; parts are ${all.map((w) => w.folder).join(', ')}`,
    );
    process.exit(2);
  }
  const folders = new Set(ids.map((id) => byAnyName(id).folder));
  return all.filter((w) => folders.has(w.folder));
}

/** file name → hash of each pact in contracts/pacts/, to see which ones the consumer steps changed. */
function pactContents() {
  const dir = join(repoRoot, 'contracts', 'pacts');
  const hashes = new Map();
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return hashes;
  }
  for (const name of names) {
    hashes.set(
      name,
      createHash('sha256')
        .update(readFileSync(join(dir, name)))
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
      const pact = JSON.parse(readFileSync(join(repoRoot, 'contracts', 'pacts', name), 'utf8'));
      const part = partOf(pact.provider?.name ?? '');
      if (part) parts.add(part);
    } catch {
      /* a pact the consumer step left unreadable fails that step already */
    }
  }
  return parts;
}

const chosen = chosenParts();
// e2e's own `test` script is the last step, after the build, so it is left out of the unit steps.
const unitParts = (chosen ?? all).filter((w) => w.scripts.test && w.folder !== 'e2e');
const consumers = (chosen ?? all).filter((w) => w.scripts['test:pact']);
const before = pactContents();

if (chosen) {
  console.log(
    `npm test for parts: ${chosen.map((w) => w.folder).join(', ') || '(none)'} + the site-wide steps`,
  );
  for (const w of chosen.filter((w) => w.hasTsconfig && w.folder !== 'bench')) {
    await run(`typecheck ${w.folder}`, process.execPath, ['deploy/typecheck.mjs', w.folder], {
      part: w.folder,
      label: 'typecheck',
    });
  }
  for (const w of chosen) {
    await run(`lint ${w.folder}`, process.execPath, ['deploy/ci/lintPart.mjs', w.folder], {
      part: w.folder,
      label: 'lint',
    });
  }
  if (chosen.length) {
    const list = chosen.map((w) => w.folder).join(',');
    await run('every test file in a run', process.execPath, ['deploy/testRuns.mjs', `--parts=${list}`]);
  }
} else {
  await run('typecheck', 'npm', ['run', 'typecheck']);
  await run('lint', 'npm', ['run', 'lint']);
  await run('every test file in a run', process.execPath, ['deploy/testRuns.mjs']);
}
for (const w of unitParts) {
  await run(`unit+service ${w.folder}`, 'npm', ['test', '-w', w.name], {
    part: w.folder,
    label: 'unit+service',
  });
}
const consumersOk = [];
for (const w of consumers) {
  const ok = await run(`pact consumer ${w.folder}`, 'npm', ['run', 'test:pact', '-w', w.name], {
    part: w.folder,
    label: 'pact consumer',
  });
  consumersOk.push(ok);
}
// a consumer whose pact changed needs its provider's verification even when the provider is not
// among the chosen parts (a full run verifies every provider anyway)
const changedProviders = providersOfChangedPacts(before, pactContents());
const providers = all.filter(
  (w) =>
    w.scripts['test:provider'] &&
    (!chosen || chosen.some((c) => c.folder === w.folder) || changedProviders.has(w.folder)),
);
for (const w of providers) {
  await run(`pact provider ${w.folder}`, 'npm', ['run', 'test:provider', '-w', w.name], {
    part: w.folder,
    label: 'pact provider',
  });
}
// fast (a second): every call with a consumer and every queue message has a pact in contracts/pacts/
// (not asked when a consumer step failed: its pact file is then short)
const consumersPassed = () => consumersOk.every(Boolean);
await run('contract coverage gate', 'npm', ['run', 'contracts:coverage', '--silent'], {
  needs: consumersPassed,
});
// every part at its package.json version against the deployed versions and the recorded
// verifications. The consumer steps rewrite contracts/pacts/ with the committed content (pacts are
// deterministic), so the recorded pact hashes match unless a pact changed without re-recording.
// A failed consumer step leaves its pact short: not asked then.
await run('can-i-deploy --all', process.execPath, ['deploy/canIDeploy.mjs', '--all'], {
  needs: consumersPassed,
});
if (chosen) {
  // each chosen static part's own build, timed as that part's; the front-end build below then finds
  // it fresh and builds only what the journeys need besides
  for (const w of chosen.filter((w) => STATIC_PARTS.includes(w.folder))) {
    await run(`build ${w.folder}`, 'npm', ['run', 'build', '-w', w.name], { part: w.folder, label: 'build' });
  }
}
const built = await run('build front end', process.execPath, ['deploy/build.mjs']);
await run('e2e', 'npm', ['test', '-w', 'e2e'], { needs: () => built });

const code = printSummary(results, {
  totalSeconds: (Date.now() - started) / 1000,
  countsNote:
    '(counted below: tests of the steps that run tests, plus typecheck, lint and build as one each)',
});
process.exit(code);
