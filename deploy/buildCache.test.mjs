// The build cache on real files: a fixture repository (git and plain), real copies and renames.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  buildInputs,
  cacheKey,
  cachedKeys,
  isCached,
  pruneCache,
  restoreFromCache,
  storeInCache,
} from './buildCache.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'build-cache-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const sharedSources = [
  'shell/kit/src',
  'shell/kit/package.json',
  'shell/kit/build',
  'contracts/src',
  'package-lock.json',
];
const FILES = {
  '.gitignore': 'node_modules/\ndist/\n',
  'package-lock.json': '{"lockfileVersion":3}\n',
  'contracts/src/routes.ts': 'export const routes = [];\n',
  'contracts/README.md': 'not an input\n',
  'shell/kit/package.json': '{"name":"@portal/kit"}\n',
  'shell/kit/src/index.ts': 'export const kit = 1;\n',
  'shell/kit/build/remoteWebpackConfig.mjs': 'export default {};\n',
  'shell/kit/README.md': 'the kit\n',
  'shell/src/index.ts': 'import "@portal/kit";\n',
  'mfe-quiz/package.json': '{"name":"@portal/mfe-quiz"}\n',
  'mfe-quiz/src/Quiz.tsx': 'export const label = "Quiz";\n',
  'mfe-drive/src/Drive.tsx': 'export const label = "Drive";\n',
};

let seq = 0;
function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
function git(root, ...args) {
  execFileSync('git', ['-C', root, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    stdio: 'ignore',
  });
}
/** A fresh fixture tree; committed to git unless `git: false`. */
function fixture({ useGit = true } = {}) {
  const root = join(scratch, `repo-${++seq}`);
  for (const [path, text] of Object.entries(FILES)) write(root, path, text);
  write(root, 'mfe-quiz/dist/remoteEntry.js', 'built');
  write(root, 'mfe-quiz/node_modules/x/index.js', 'dep');
  if (useGit) {
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'fixture');
  }
  return root;
}
const quizKey = (root, extra = {}) => cacheKey({ root, part: 'mfe-quiz', sharedSources, ...extra });

describe('the key', () => {
  test('is the same when nothing changed, from git or from the files alike', () => {
    const root = fixture();
    const first = quizKey(root);
    assert.match(first, /^[0-9a-f]{64}$/);
    assert.equal(quizKey(root), first);
    assert.equal(quizKey(root, { git: false }), first);
    assert.equal(quizKey(fixture({ useGit: false })), first);
  });

  test("lists the part's files and the shared sources, not dist/, node_modules/ or others", () => {
    const root = fixture();
    assert.deepEqual(Object.keys(buildInputs({ root, part: 'mfe-quiz', sharedSources })), [
      'contracts/src/routes.ts',
      'mfe-quiz/package.json',
      'mfe-quiz/src/Quiz.tsx',
      'package-lock.json',
      'shell/kit/build/remoteWebpackConfig.mjs',
      'shell/kit/package.json',
      'shell/kit/src/index.ts',
    ]);
  });

  test('changes with an edit to a source file not yet committed, even of the same size', () => {
    const root = fixture();
    const before = quizKey(root);
    // Same length, written right after the commit: git must look at the content, not the stat.
    write(root, 'mfe-quiz/src/Quiz.tsx', FILES['mfe-quiz/src/Quiz.tsx'].replace('Quiz', 'Quix'));
    const edited = quizKey(root);
    assert.notEqual(edited, before);
    assert.equal(edited, quizKey(root, { git: false }));
    git(root, 'commit', '-q', '-am', 'edit');
    assert.equal(quizKey(root), edited, 'committing the same content keeps the key');
  });

  test('changes with a new untracked file and with a deleted one', () => {
    const root = fixture();
    const before = quizKey(root);
    write(root, 'mfe-quiz/src/NewPage.tsx', 'export {};\n');
    const added = quizKey(root);
    assert.notEqual(added, before);
    unlinkSync(join(root, 'mfe-quiz/src/NewPage.tsx'));
    assert.equal(quizKey(root), before);
    unlinkSync(join(root, 'mfe-quiz/src/Quiz.tsx'));
    assert.notEqual(quizKey(root), before);
    assert.equal(quizKey(root), quizKey(root, { git: false }));
  });

  test('changes with a shared source: contracts, the kit, its build config, the lockfile', () => {
    const root = fixture();
    const seen = new Set([quizKey(root)]);
    for (const path of [
      'contracts/src/routes.ts',
      'shell/kit/src/index.ts',
      'shell/kit/build/remoteWebpackConfig.mjs',
      'package-lock.json',
    ]) {
      write(root, path, `${readFileSync(join(root, path), 'utf8')}// changed\n`);
      const key = quizKey(root);
      assert.ok(!seen.has(key), `${path} changed the key`);
      seen.add(key);
    }
  });

  test('stays when only dist/, node_modules/, another part or a non-input changes', () => {
    const root = fixture();
    const before = quizKey(root);
    write(root, 'mfe-quiz/dist/remoteEntry.js', 'rebuilt');
    write(root, 'mfe-quiz/node_modules/x/index.js', 'other');
    write(root, 'mfe-drive/src/Drive.tsx', 'export const label = "Files";\n');
    write(root, 'contracts/README.md', 'changed\n');
    assert.equal(quizKey(root), before);
  });

  test("of the shell: the kit's own folder only through the shared sources", () => {
    const root = fixture();
    const shellKey = () => cacheKey({ root, part: 'shell', sharedSources, exclude: ['shell/kit'] });
    const before = shellKey();
    write(root, 'shell/kit/README.md', 'changed\n');
    assert.equal(shellKey(), before);
    write(root, 'shell/kit/src/index.ts', 'export const kit = 2;\n');
    assert.notEqual(shellKey(), before);
  });

  test('differs between parts of the same content', () => {
    const root = fixture();
    assert.notEqual(
      cacheKey({ root, part: 'mfe-quiz', sharedSources: [] }),
      cacheKey({ root, part: 'mfe-drive', sharedSources: [] }),
    );
  });
});

describe('store and restore', () => {
  let cacheDir;
  let root;
  const key = (n) => n.toString(16).padStart(64, '0');
  before(() => {
    root = fixture({ useGit: false });
  });
  const freshCache = () => (cacheDir = join(scratch, `cache-${++seq}`));
  const dist = (part = 'mfe-quiz') => join(root, part, 'dist');

  test('round trip: the stored dist/ comes back whole, replacing what was there', () => {
    freshCache();
    write(root, 'mfe-quiz/dist/remoteEntry.js', 'entry v1');
    write(root, 'mfe-quiz/dist/chunks/1.abc.js', 'chunk');
    assert.equal(storeInCache({ cacheDir, part: 'mfe-quiz', key: key(1), distDir: dist() }), true);
    rmSync(dist(), { recursive: true });
    write(root, 'mfe-quiz/dist/stale.js', 'from another build');

    assert.equal(restoreFromCache({ cacheDir, part: 'mfe-quiz', key: key(1), distDir: dist() }), true);
    assert.deepEqual(readdirSync(dist()).sort(), ['chunks', 'remoteEntry.js']);
    assert.equal(readFileSync(join(dist(), 'remoteEntry.js'), 'utf8'), 'entry v1');
    assert.equal(readFileSync(join(dist(), 'chunks/1.abc.js'), 'utf8'), 'chunk');
    assert.ok(existsSync(join(cacheDir, 'mfe-quiz', key(1), 'remoteEntry.js')), 'entry kept');
    assert.equal(isCached({ cacheDir, part: 'mfe-quiz', key: key(1) }), true);
    assert.equal(isCached({ cacheDir, part: 'mfe-drive', key: key(1) }), false);
  });

  test('a miss leaves dist/ as it is', () => {
    freshCache();
    write(root, 'mfe-quiz/dist/remoteEntry.js', 'current');
    assert.equal(restoreFromCache({ cacheDir, part: 'mfe-quiz', key: key(9), distDir: dist() }), false);
    assert.equal(readFileSync(join(dist(), 'remoteEntry.js'), 'utf8'), 'current');
  });

  test('keeps the 3 most recently used entries of a part', () => {
    freshCache();
    const base = Date.now() / 1000 - 1000;
    for (let n = 1; n <= 3; n++) {
      write(root, 'mfe-quiz/dist/remoteEntry.js', `v${n}`);
      storeInCache({ cacheDir, part: 'mfe-quiz', key: key(n), distDir: dist() });
      utimesSync(join(cacheDir, 'mfe-quiz', key(n)), base + n, base + n);
    }
    // Using the oldest makes it the newest; the next store drops key 2, the least recently used.
    restoreFromCache({ cacheDir, part: 'mfe-quiz', key: key(1), distDir: dist() });
    write(root, 'mfe-quiz/dist/remoteEntry.js', 'v4');
    storeInCache({ cacheDir, part: 'mfe-quiz', key: key(4), distDir: dist() });
    assert.deepEqual(cachedKeys(cacheDir, 'mfe-quiz').sort(), [key(1), key(3), key(4)]);
    write(root, 'mfe-drive/dist/remoteEntry.js', 'drive');
    storeInCache({ cacheDir, part: 'mfe-drive', key: key(5), distDir: dist('mfe-drive') });
    assert.equal(cachedKeys(cacheDir, 'mfe-quiz').length, 3, 'another part does not count');
  });

  test('a store that fails half-way leaves no entry and no leftovers', () => {
    freshCache();
    rmSync(dist(), { recursive: true, force: true });
    write(root, 'mfe-quiz/dist/a.js', 'copied first');
    // A FIFO cannot be copied: the copy fails after a.js is already in the temporary directory.
    execFileSync('mkfifo', [join(dist(), 'z.pipe')]);
    assert.throws(() => storeInCache({ cacheDir, part: 'mfe-quiz', key: key(7), distDir: dist() }));
    assert.deepEqual(cachedKeys(cacheDir, 'mfe-quiz'), []);
    assert.deepEqual(readdirSync(join(cacheDir, 'mfe-quiz')), []);
    assert.equal(restoreFromCache({ cacheDir, part: 'mfe-quiz', key: key(7), distDir: dist() }), false);
    rmSync(dist(), { recursive: true, force: true });
  });

  test('an interrupted store (a .tmp- directory) is never an entry, and is pruned when stale', () => {
    freshCache();
    const tmp = join(cacheDir, 'mfe-quiz', `.tmp-${key(8)}-1-abcd`);
    write(cacheDir, `mfe-quiz/.tmp-${key(8)}-1-abcd/remoteEntry.js`, 'half');
    assert.deepEqual(cachedKeys(cacheDir, 'mfe-quiz'), []);
    assert.equal(restoreFromCache({ cacheDir, part: 'mfe-quiz', key: key(8), distDir: dist() }), false);
    pruneCache({ cacheDir, part: 'mfe-quiz' });
    assert.ok(existsSync(tmp), 'a recent one may be a store in progress');
    pruneCache({ cacheDir, part: 'mfe-quiz', now: Date.now() + 2 * 60 * 60 * 1000 });
    assert.ok(!existsSync(tmp));
  });

  test('refuses a key that is not a SHA-256', () => {
    freshCache();
    write(root, 'mfe-quiz/dist/remoteEntry.js', 'x');
    assert.throws(
      () => storeInCache({ cacheDir, part: 'mfe-quiz', key: '../escape', distDir: dist() }),
      /not a cache key/,
    );
  });
});
