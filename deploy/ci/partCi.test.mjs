// What each part's own CI runs (partCi.mjs, lintPart.mjs), on this repository's workspaces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { lintCommands } from './lintPart.mjs';
import { partSteps, workspaceFor } from './partCi.mjs';
import { repoRoot, workspaces } from './workspaces.mjs';

const all = workspaces();
const PARTS = all.map((w) => w.folder).filter((folder) => !['e2e', 'bench', 'deploy'].includes(folder));
const stepsOf = (folder, options = {}) =>
  partSteps(
    all.find((w) => w.folder === folder),
    { parts: PARTS, ...options },
  );
const names = (folder, options) => stepsOf(folder, options).map((step) => step.name);

test('a remote: typecheck, lint, unit tests, build, can-i-deploy to production', () => {
  assert.deepEqual(names('mfe-quiz'), [
    'typecheck',
    'lint',
    'unit+service',
    'build',
    'can-i-deploy --to production',
  ]);
  const canIDeploy = stepsOf('mfe-quiz').at(-1);
  assert.deepEqual(canIDeploy.args, ['deploy/canIDeploy.mjs', '--part', 'mfe-quiz', '--to', 'production']);
  assert.deepEqual(stepsOf('mfe-quiz')[3].args, ['run', 'build', '-w', '@portal/mfe-quiz']);
});

test('a remote with pacts runs its consumer tests before the build', () => {
  assert.deepEqual(names('mfe-drive'), [
    'typecheck',
    'lint',
    'unit+service',
    'pact consumer',
    'build',
    'can-i-deploy --to production',
  ]);
});

test('a service: consumer tests and provider verification, no webpack build', () => {
  assert.deepEqual(names('svc-files'), [
    'typecheck',
    'lint',
    'unit+service',
    'pact consumer',
    'pact provider',
    'can-i-deploy --to production',
  ]);
  assert.deepEqual(stepsOf('svc-files')[4].args, ['run', 'test:provider', '-w', '@portal/svc-files']);
});

test('--record verifies through the recorder; --to names the environment', () => {
  const steps = stepsOf('svc-events', { record: true, environment: 'local' });
  assert.deepEqual(steps[4].args, ['deploy/contracts/recordVerifications.mjs', '--part', 'svc-events']);
  assert.deepEqual(steps.at(-1).args.slice(-2), ['--to', 'local']);
});

test('contracts runs the coverage gate; deploy (not a pact part, no tsconfig) skips typecheck and can-i-deploy', () => {
  assert.ok(names('contracts').includes('contract coverage gate'));
  assert.deepEqual(names('deploy'), ['lint', 'unit+service']);
});

test('steps that read a pact wait for the consumer step', () => {
  const waiting = stepsOf('shell')
    .filter((step) => step.needsConsumer)
    .map((step) => step.name);
  assert.deepEqual(waiting, ['can-i-deploy --to production']);
});

test('workspaceFor: the folder npm runs the script in, or a name given', () => {
  assert.equal(workspaceFor(undefined, join(repoRoot, 'shell', 'kit'), all).folder, 'shell/kit');
  assert.equal(workspaceFor(undefined, join(repoRoot, 'mfe-quiz'), all).name, '@portal/mfe-quiz');
  assert.equal(workspaceFor('@portal/svc-files', repoRoot, all).folder, 'svc-files');
  assert.equal(workspaceFor('shell-kit', repoRoot, all).folder, 'shell/kit');
  assert.equal(workspaceFor(undefined, repoRoot, all), null);
});

test("lint leaves a nested workspace to itself: shell's lint skips shell/kit", () => {
  const folders = all.map((w) => w.folder);
  assert.deepEqual(lintCommands('shell', folders), {
    eslint: ['shell', '--ignore-pattern', 'shell/kit/**'],
    prettier: ['--check', '--log-level', 'warn', 'shell', '!shell/kit/**'],
  });
  assert.deepEqual(lintCommands('shell/kit', folders).eslint, ['shell/kit']);
});
