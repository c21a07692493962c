// Which parts a change affects (affected.mjs), on this repository's own package.json graph and
// pact files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { affected, affectedParts, pactParts } from './affected.mjs';
import { repoRoot, workspaces } from './workspaces.mjs';

const EVERY = workspaces().map((w) => w.folder);
const REMOTES = ['mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'];
const KIT_AND_DEPENDENTS = ['shell/kit', 'shell', ...REMOTES];
const USERS_OF_CONTRACTS = EVERY.filter((folder) => !['contracts', 'deploy'].includes(folder));

const cases = [
  { name: 'a remote alone', files: ['mfe-quiz/src/App.tsx'], parts: ['mfe-quiz'] },
  { name: "a part's package.json", files: ['svc-files/package.json'], parts: ['svc-files'] },
  { name: 'the shell, not its nested kit', files: ['shell/src/main.tsx'], parts: ['shell'] },
  { name: 'the kit: shell and every remote', files: ['shell/kit/src/index.ts'], parts: KIT_AND_DEPENDENTS },
  {
    name: 'a kit test: the kit alone',
    files: ['shell/kit/src/dialog/Dialog.test.tsx'],
    parts: ['shell/kit'],
  },
  {
    name: 'contracts: every part that uses it, through the kit too',
    files: ['contracts/src/routes.ts'],
    parts: ['contracts', ...USERS_OF_CONTRACTS],
  },
  {
    name: 'two services',
    files: ['svc-events/src/main.ts', 'svc-identity/src/main.ts'],
    parts: ['svc-identity', 'svc-events'],
  },
  {
    name: 'an HTTP pact: its consumer and provider',
    files: ['contracts/pacts/mfe-events-svc-events.json'],
    parts: ['svc-events', 'mfe-events'],
  },
  {
    name: 'a message pact between pacticipants of one part',
    files: ['contracts/pacts/svc-files-upload-worker-svc-files-upload-producer.json'],
    parts: ['svc-files'],
  },
  {
    name: 'a deleted pact, by its name',
    files: ['contracts/pacts/mfe-quiz-svc-files.json'],
    parts: ['svc-files', 'mfe-quiz'],
  },
  {
    name: 'a released pact in the store',
    files: ['deploy/contracts/store/pacts/mfe-drive/0.1.0/mfe-drive-svc-files.json'],
    parts: ['svc-files', 'mfe-drive'],
  },
  { name: 'the store records: none', files: ['deploy/contracts/store/verifications.json'], parts: [] },
  { name: 'docs: none', files: ['docs/decisions/0001-x.md', 'README.md'], parts: [] },
  { name: "a part's markdown: none", files: ['mfe-drive/CHANGELOG.md', '.changeset/fix-quiz.md'], parts: [] },
  { name: 'e2e: its own checks', files: ['e2e/src/quiz.test.ts'], parts: ['e2e'] },
  { name: "deploy's tests: deploy alone", files: ['deploy/ci/affected.test.mjs'], parts: ['deploy'] },
  { name: 'a k8s manifest: deploy alone', files: ['deploy/k8s/services.yaml'], parts: ['deploy'] },
  { name: 'nothing changed', files: [], parts: [] },
];
for (const { name, files, parts } of cases) {
  test(`affected: ${name}`, () => {
    const result = affected(files);
    assert.equal(result.everything, null);
    assert.deepEqual(
      result.parts,
      EVERY.filter((folder) => parts.includes(folder)),
    );
    assert.deepEqual([...result.parts].sort(), [...parts].sort());
  });
}

const everythingCases = [
  ['package.json'],
  ['package-lock.json'],
  ['tsconfig.base.json'],
  ['eslint.config.js'],
  ['.prettierrc.json'],
  ['.ci/run'],
  ['deploy/stack.mjs'],
  ['deploy/ci/runSteps.mjs'],
  ['deploy/package.json'],
  ['mfe-quiz/src/App.tsx', 'some-new-top-level-file.txt'],
];
for (const files of everythingCases) {
  test(`affected: ${files.join(' + ')} → every part`, () => {
    const result = affected(files);
    assert.ok(Array.isArray(result.everything) && result.everything.length > 0, 'says why');
    assert.deepEqual(result.parts, EVERY);
  });
}

test('affected: the reasons name the file and the dependency', () => {
  const { why } = affected(['shell/kit/src/index.ts']);
  assert.deepEqual(why.get('shell/kit'), ['shell/kit/src/index.ts changed']);
  assert.deepEqual(why.get('mfe-quiz'), ['depends on shell/kit (shell/kit/src/index.ts changed)']);
});

test('affectedParts is the parts list of affected', () => {
  assert.deepEqual(affectedParts(['svc-events/src/main.ts', 'docs/x.md']), ['svc-events']);
  assert.deepEqual(affectedParts(['package.json']), EVERY);
});

test('pactParts: from the file when present, from its name when not', () => {
  assert.deepEqual(pactParts('contracts/pacts/svc-events-teams-svc-identity.json'), [
    'svc-events',
    'svc-identity',
  ]);
  assert.deepEqual(pactParts('contracts/pacts/gone-svc-events-teams-svc-identity.json'), []);
  assert.deepEqual(pactParts('contracts/pacts/shell-kit-svc-identity.json'), ['shell/kit', 'svc-identity']);
});

test('the CLI prints the parts on stdout and why on stderr', () => {
  const out = execFileSync(
    process.execPath,
    ['deploy/ci/affected.mjs', 'mfe-quiz/src/App.tsx', 'docs/a.md'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  assert.equal(out, 'mfe-quiz\n');
  const all = execFileSync(process.execPath, ['deploy/ci/affected.mjs', 'package-lock.json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  assert.equal(all, 'all\n');
});

test('the CLI with --base diffs against that commit', () => {
  const out = execFileSync(process.execPath, ['deploy/ci/affected.mjs', '--base', 'HEAD', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const json = JSON.parse(out);
  assert.ok(Array.isArray(json.files) && Array.isArray(json.parts));
  assert.deepEqual(json.parts, affected(json.files).parts);
});
