// The artefact's node_modules must resolve, from every package, to the same copy the workspace
// resolves to: a part's own version of a package wins at the top, the root's version of that name
// is nested under the packages that need it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyDependencies, packageNameOf, planDependencies } from './copyDependencies.mjs';

function fixture(t) {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const pkg = (path, json) => {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, 'package.json'), JSON.stringify(json));
    writeFileSync(join(root, path, 'index.js'), `export default ${JSON.stringify(path)};\n`);
  };
  pkg('part', { name: 'part', dependencies: { a: '1', c: '2', '@portal/contracts': '*' } });
  pkg('node_modules/a', {
    name: 'a',
    version: '1.0.0',
    dependencies: { c: '1' },
    optionalDependencies: { gone: '1' },
  });
  pkg('node_modules/c', {
    name: 'c',
    version: '1.0.0',
    peerDependencies: { '@s/p': '1', maybe: '1' },
    peerDependenciesMeta: { maybe: { optional: true } },
  });
  pkg('node_modules/@s/p', { name: '@s/p', version: '1.0.0' });
  pkg('node_modules/maybe', { name: 'maybe', version: '1.0.0' });
  pkg('node_modules/dev-only', { name: 'dev-only', version: '1.0.0' });
  pkg('part/node_modules/c', { name: 'c', version: '2.0.0' });
  return root;
}

test('a part-local version takes the top, the root one is nested under its dependant', (t) => {
  const root = fixture(t);
  const plan = planDependencies({
    roots: ['a', 'c', '@portal/contracts'],
    partDir: join(root, 'part'),
    repoRoot: root,
    skip: (name) => name.startsWith('@portal/'),
  });
  const where = Object.fromEntries(plan.map((p) => [p.target, p.source.slice(root.length + 1)]));
  assert.deepEqual(where, {
    'node_modules/a': 'node_modules/a',
    'node_modules/c': 'part/node_modules/c',
    'node_modules/a/node_modules/c': 'node_modules/c',
    // a required peer of the root's c, found from where c is; the optional peer and the missing
    // optional dependency are left out, and so is what nobody requires
    'node_modules/@s/p': 'node_modules/@s/p',
  });

  const out = join(root, 'artefact');
  copyDependencies(plan, out);
  const versionAt = (path) => JSON.parse(readFileSync(join(out, path, 'package.json'), 'utf8')).version;
  assert.equal(versionAt('node_modules/c'), '2.0.0');
  assert.equal(versionAt('node_modules/a/node_modules/c'), '1.0.0');
  assert.ok(readFileSync(join(out, 'node_modules/a/index.js'), 'utf8').includes('node_modules/a'));
  assert.equal(dirname(join(out, 'node_modules/@s/p')), join(out, 'node_modules/@s'));
});

test('a required package that is not installed stops the release', (t) => {
  const root = fixture(t);
  assert.throws(
    () => planDependencies({ roots: ['nowhere'], partDir: join(root, 'part'), repoRoot: root }),
    /nowhere is imported but not installed/,
  );
  writeFileSync(
    join(root, 'node_modules/a/package.json'),
    JSON.stringify({ name: 'a', version: '1.0.0', dependencies: { missing: '1' } }),
  );
  assert.throws(
    () => planDependencies({ roots: ['a'], partDir: join(root, 'part'), repoRoot: root }),
    /missing \(needed by a\) is not installed/,
  );
});

test('package names of import specifiers', () => {
  assert.equal(packageNameOf('zod/v4'), 'zod');
  assert.equal(packageNameOf('@opentelemetry/api'), '@opentelemetry/api');
  assert.equal(packageNameOf('@scope/pkg/sub/path'), '@scope/pkg');
});
