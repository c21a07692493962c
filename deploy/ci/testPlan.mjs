// The steps of `npm test` (deploy/test.mjs), full or for some parts (`--parts a,b`), as data:
// { name, command ('node' = this Node binary, or 'npm'), args, part, label, kind, needs }.
// `kind` 'consumer' marks a pact consumer step, 'front-end build' the build the journeys need;
// `needs` names the kind of step that must have passed ('consumer': every consumer step,
// 'front-end build'); `lane` 'journeys' marks the builds and the journeys, run beside the rest.
// Steps with the same `together` value, one after another in the plan, may run
// at the same time: 'checks' (typecheck, lint, the test-file check and the unit+service runs, which
// use their own databases, Redis prefixes and free ports) and 'consumers' (each consumer run writes
// its pacts at its end, and no unit test reads them then). The provider steps are planned after the
// consumer steps ran, since a consumer whose pact changed brings its provider's verification in.
import { STATIC_PARTS } from './workspaces.mjs';

/**
 * The workspaces a `--parts` list names (by folder, package name, or folder with '/' written '-'),
 * in the root package.json's order; null for no list (the full run). Throws on an unknown name.
 */
export function resolveParts(list, all) {
  if (list === undefined || list === null) return null;
  const byAnyName = (id) =>
    all.find((w) => w.folder === id || w.name === id || w.folder.replaceAll('/', '-') === id);
  const ids = list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !byAnyName(id));
  if (unknown.length) {
    throw new Error(
      `unknown part(s) ${unknown.join(', ')}; parts are ${all.map((w) => w.folder).join(', ')}`,
    );
  }
  const folders = new Set(ids.map((id) => byAnyName(id).folder));
  return all.filter((w) => folders.has(w.folder));
}

const partStep = (w, label, command, args, extra = {}) => ({
  together: 'checks',
  name: `${label} ${w.folder}`,
  command,
  args,
  part: w.folder,
  label,
  ...extra,
});

/** Typecheck, lint, the test-file check, unit+service tests and pact consumer tests. */
export function stepsBeforeProviders(all, chosen) {
  const steps = [];
  // when every typed workspace is chosen (a change to contracts), the whole-repository typecheck
  // (two at a time) and one lint run are faster than one of each per part
  const wide =
    chosen && all.filter((w) => w.hasTsconfig).every((w) => chosen.some((c) => c.folder === w.folder));
  if (chosen && !wide) {
    for (const w of chosen.filter((w) => w.hasTsconfig && w.folder !== 'bench')) {
      steps.push(partStep(w, 'typecheck', 'node', ['deploy/typecheck.mjs', w.folder]));
    }
    for (const w of chosen) steps.push(partStep(w, 'lint', 'node', ['deploy/ci/lintPart.mjs', w.folder]));
    if (chosen.length) {
      const list = chosen.map((w) => w.folder).join(',');
      steps.push({
        name: 'every test file in a run',
        command: 'node',
        args: ['deploy/testRuns.mjs', `--parts=${list}`],
        together: 'checks',
      });
    }
  } else {
    steps.push({ name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], together: 'checks' });
    steps.push({ name: 'lint', command: 'npm', args: ['run', 'lint'], together: 'checks' });
    steps.push({
      name: 'every test file in a run',
      command: 'node',
      args: ['deploy/testRuns.mjs'],
      together: 'checks',
    });
  }
  // e2e's own `test` script is the journeys, the last step, after the build
  for (const w of (chosen ?? all).filter((w) => w.scripts.test && w.folder !== 'e2e')) {
    steps.push(partStep(w, 'unit+service', 'npm', ['test', '-w', w.name]));
  }
  for (const w of (chosen ?? all).filter((w) => w.scripts['test:pact'])) {
    steps.push(
      partStep(w, 'pact consumer', 'npm', ['run', 'test:pact', '-w', w.name], {
        kind: 'consumer',
        together: 'consumers',
      }),
    );
  }
  return steps;
}

/** Provider verification: every provider in a full run; else the chosen ones and `changedProviders`. */
export function providerSteps(all, chosen, changedProviders = new Set()) {
  const wanted = (w) =>
    !chosen || chosen.some((c) => c.folder === w.folder) || changedProviders.has(w.folder);
  return all
    .filter((w) => w.scripts['test:provider'] && wanted(w))
    .map((w) =>
      partStep(w, 'pact provider', 'npm', ['run', 'test:provider', '-w', w.name], { together: undefined }),
    );
}

/**
 * The lane of the builds and the journeys: they need nothing the other steps make, so `npm test`
 * runs them, in order, beside the other steps (the journeys' waits leave the cores half idle).
 */
export const JOURNEYS = 'journeys';

/** The coverage gate, can-i-deploy, the chosen static parts' builds, the front-end build, the journeys. */
export function stepsAfterProviders(all, chosen) {
  const steps = [
    // (not asked when a consumer step failed: its pact file is then short)
    {
      name: 'contract coverage gate',
      command: 'npm',
      args: ['run', 'contracts:coverage', '--silent'],
      needs: 'consumer',
    },
    {
      name: 'can-i-deploy --all',
      command: 'node',
      args: ['deploy/canIDeploy.mjs', '--all'],
      needs: 'consumer',
    },
  ];
  // each chosen static part's own build, timed as that part's; the front-end build then finds it
  // fresh and builds only what the journeys need besides
  for (const w of (chosen ?? []).filter((w) => STATIC_PARTS.includes(w.folder) && w.scripts.build)) {
    steps.push(
      partStep(w, 'build', 'npm', ['run', 'build', '-w', w.name], { together: undefined, lane: JOURNEYS }),
    );
  }
  steps.push({
    name: 'build front end',
    command: 'node',
    args: ['deploy/build.mjs'],
    kind: 'front-end build',
    lane: JOURNEYS,
  });
  steps.push({
    name: 'e2e',
    command: 'npm',
    args: ['test', '-w', 'e2e'],
    needs: 'front-end build',
    lane: JOURNEYS,
  });
  return steps;
}

/** The plan cut into batches: consecutive steps with the same `together` value, or one step alone. */
export function batches(steps) {
  const list = [];
  for (const step of steps) {
    const last = list.at(-1);
    if (step.together && last?.[0].together === step.together) last.push(step);
    else list.push([step]);
  }
  return list;
}
