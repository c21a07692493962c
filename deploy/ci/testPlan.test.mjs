// What `npm test` runs, full or for some parts (testPlan.mjs), on this repository's workspaces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  JOURNEYS,
  batches,
  providerSteps,
  resolveParts,
  stepsAfterProviders,
  stepsBeforeProviders,
} from './testPlan.mjs';
import { workspaces } from './workspaces.mjs';

const all = workspaces();
const names = (steps) => steps.map((step) => step.name);
const plan = (chosen, changedProviders) => [
  ...stepsBeforeProviders(all, chosen),
  ...providerSteps(all, chosen, changedProviders),
  ...stepsAfterProviders(all, chosen),
];
const SITE_WIDE_TAIL = ['contract coverage gate', 'can-i-deploy --all'];
const JOURNEYS_IN_ORDER = ['build front end', 'e2e'];

test('resolveParts: folders, package names and dashed folders, in workspace order', () => {
  assert.equal(resolveParts(undefined, all), null);
  assert.deepEqual(
    resolveParts('mfe-quiz,@portal/kit, svc-files', all).map((w) => w.folder),
    ['svc-files', 'shell/kit', 'mfe-quiz'],
  );
  assert.deepEqual(
    resolveParts('shell-kit', all).map((w) => w.folder),
    ['shell/kit'],
  );
  assert.deepEqual(resolveParts('', all), []);
  assert.throws(() => resolveParts('mfe-quiz,nope', all), /unknown part\(s\) nope/);
});

test('--parts mfe-quiz: its own checks and build, then the site-wide steps and the journeys', () => {
  const chosen = resolveParts('mfe-quiz', all);
  assert.deepEqual(names(plan(chosen)), [
    'typecheck mfe-quiz',
    'lint mfe-quiz',
    'every test file in a run',
    'unit+service mfe-quiz',
    ...SITE_WIDE_TAIL,
    'build mfe-quiz',
    ...JOURNEYS_IN_ORDER,
  ]);
  assert.deepEqual(plan(chosen).find((step) => step.name === 'every test file in a run').args, [
    'deploy/testRuns.mjs',
    '--parts=mfe-quiz',
  ]);
  assert.ok(
    plan(chosen)
      .filter((step) => step.part)
      .every((step) => step.part === 'mfe-quiz'),
  );
});

test('--parts svc-files: consumer then provider, no front-end build of its own', () => {
  const steps = names(plan(resolveParts('svc-files', all)));
  assert.ok(steps.indexOf('pact consumer svc-files') < steps.indexOf('pact provider svc-files'));
  assert.ok(!steps.includes('build svc-files'));
  assert.deepEqual(steps.slice(-4), [...SITE_WIDE_TAIL, ...JOURNEYS_IN_ORDER]);
});

test('a provider whose pact a chosen consumer changed is verified too', () => {
  const chosen = resolveParts('mfe-drive', all);
  assert.deepEqual(names(providerSteps(all, chosen)), []);
  assert.deepEqual(names(providerSteps(all, chosen, new Set(['svc-files']))), ['pact provider svc-files']);
});

test('no parts: only the site-wide steps and the journeys', () => {
  assert.deepEqual(names(plan([])), [...SITE_WIDE_TAIL, ...JOURNEYS_IN_ORDER]);
});

test('the full run: whole-repository typecheck and lint, every unit, consumer and provider step', () => {
  const steps = plan(null);
  assert.deepEqual(names(steps).slice(0, 3), ['typecheck', 'lint', 'every test file in a run']);
  const withTest = all
    .filter((w) => w.scripts.test && w.folder !== 'e2e')
    .map((w) => `unit+service ${w.folder}`);
  assert.deepEqual(
    names(steps).filter((name) => name.startsWith('unit+service')),
    withTest,
  );
  assert.equal(names(steps).filter((name) => name.startsWith('pact provider')).length, 3);
  assert.ok(!names(steps).some((name) => name.startsWith('build ') && name !== 'build front end'));
});

test('the gates wait for the consumers, the journeys for the front-end build', () => {
  const steps = plan(null);
  const needing = (kind) => steps.filter((step) => step.needs === kind).map((step) => step.name);
  assert.deepEqual(needing('consumer'), SITE_WIDE_TAIL);
  assert.deepEqual(needing('front-end build'), ['e2e']);
  assert.deepEqual(
    steps.filter((step) => step.kind === 'consumer').map((step) => step.part),
    all.filter((w) => w.scripts['test:pact']).map((w) => w.folder),
  );
  assert.ok(steps.some((step) => step.part === 'mfe-events' && step.kind === 'consumer'));
});

test('every typed workspace chosen: the whole-repository typecheck and lint, no deploy unit tests', () => {
  const chosen = all.filter((w) => w.folder !== 'deploy');
  const steps = names(plan(chosen));
  assert.deepEqual(steps.slice(0, 3), ['typecheck', 'lint', 'every test file in a run']);
  assert.ok(!steps.includes('unit+service deploy'));
  assert.ok(steps.includes('unit+service contracts'));
});

test('batches: checks and unit runs together, then consumers together, the rest one by one', () => {
  const cut = batches(plan(null)).map((batch) => names(batch));
  const unitAndChecks = cut[0];
  assert.deepEqual(unitAndChecks.slice(0, 3), ['typecheck', 'lint', 'every test file in a run']);
  assert.ok(unitAndChecks.slice(3).every((name) => name.startsWith('unit+service ')));
  assert.ok(cut[1].length > 1 && cut[1].every((name) => name.startsWith('pact consumer ')));
  // providers after every consumer, gates after providers, build before the journeys: one at a time
  assert.ok(cut.slice(2).every((batch) => batch.length === 1));
  assert.deepEqual(cut.slice(-4).flat(), [...SITE_WIDE_TAIL, ...JOURNEYS_IN_ORDER]);
});

test('the builds and the journeys, in order, make the lane run beside the other steps', () => {
  const lane = (chosen) => names(plan(chosen).filter((step) => step.lane === JOURNEYS));
  assert.deepEqual(lane(null), JOURNEYS_IN_ORDER);
  assert.deepEqual(lane(resolveParts('mfe-quiz', all)), ['build mfe-quiz', ...JOURNEYS_IN_ORDER]);
  // the gates stay in the main order: they need every consumer step
  assert.ok(plan(null).every((step) => step.lane !== JOURNEYS || step.needs !== 'consumer'));
});
