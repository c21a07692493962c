// The artefacts are what runs: a service released into a temporary RELEASES_DIR migrates a fresh
// database and answers its probes with `node dist/*.js` from its own folder (no tsx, no dev
// packages), and a remote's release carries what the shell loads (remoteEntry.js, mf-manifest.json).
// Needs PostgreSQL on 127.0.0.1:5432 (user postgres) and Redis on 127.0.0.1:6379, as npm start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isFresh } from '../build.mjs';
import { dropDatabase, ensureDatabase } from '../infra.mjs';
import { readPackage, repoRoot } from './parts.mjs';

const run = promisify(execFile);
const releaseScript = join(repoRoot, 'deploy', 'release', 'release.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'release-test-'));
const env = {
  ...process.env,
  RELEASES_DIR: join(scratch, 'releases'),
  PACT_STORE_DIR: join(scratch, 'store'),
};
test.after(() => rmSync(scratch, { recursive: true, force: true }));

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

async function waitForStatus(url, child, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      return response.status;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

test('a service release runs from its artefact: compiled JavaScript, production packages only', async (t) => {
  const version = readPackage('svc-files').version;
  // as `npm run release -w @portal/svc-files` runs it: in the part's folder
  const { stdout } = await run(process.execPath, [releaseScript], { cwd: join(repoRoot, 'svc-files'), env });
  const dir = join(env.RELEASES_DIR, 'svc-files', version);
  assert.match(stdout, new RegExp(`released svc-files ${version.replaceAll('.', '\\.')}: [\\d.]+ MB in`));

  const release = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
  assert.equal(release.kind, 'service');
  assert.equal(release.version, version);
  assert.deepEqual(release.dependsOn, { '@portal/contracts': readPackage('contracts').version });
  assert.deepEqual(release.processes, [
    { name: 'svc-files', entry: 'dist/main.js', port: 'files' },
    { name: 'upload-worker', entry: 'dist/worker.js' },
  ]);
  assert.deepEqual(release.oneOffs, { migrate: 'dist/migrate.js', seed: 'dist/seed.js' });
  assert.match(release.builtFrom.commit ?? '', /^[0-9a-f]{40}$/);
  for (const entry of ['main', 'worker', 'migrate', 'seed'])
    assert.ok(existsSync(join(dir, `dist/${entry}.js`)));

  // its own pacts travel with it and are published under its version
  assert.ok(release.pacts.includes('svc-files-svc-identity.json'), release.pacts.join());
  for (const file of release.pacts) {
    assert.ok(existsSync(join(dir, 'pacts', file)), file);
    assert.ok(existsSync(join(env.PACT_STORE_DIR, 'pacts', 'svc-files', version, file)), `${file} published`);
  }

  // no dev tooling and no workspace package in its node_modules; the runtime ones are there
  const modules = readdirSync(join(dir, 'node_modules'));
  for (const dev of ['tsx', 'typescript', 'vitest', 'esbuild', 'supertest', '@types', '@portal'])
    assert.ok(!modules.includes(dev), `${dev} in node_modules`);
  for (const runtime of ['express', 'pg', 'bullmq', 'sharp', 'file-type'])
    assert.ok(modules.includes(runtime), runtime);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  assert.equal(pkg.type, 'module');
  assert.ok(!Object.keys(pkg.dependencies).some((name) => name.startsWith('@portal/')));

  // migrate a fresh database, then serve from the artefact
  const database = `release_test_${process.pid}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  await ensureDatabase(databaseUrl);
  t.after(() => dropDatabase(databaseUrl));
  const port = await freePort();
  const serviceEnv = {
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: database,
    CONTEXT_SECRET: 'release-test-context-secret-of-40-characters',
    BASE_DOMAIN: 'localhost',
    FILES_PORT: String(port),
    FILES_DIR: join(scratch, 'files'),
  };
  const migrated = await run(process.execPath, [release.oneOffs.migrate], { cwd: dir, env: serviceEnv });
  assert.match(migrated.stdout, /migrations applied/);

  const child = spawn(process.execPath, [release.processes[0].entry], {
    cwd: dir,
    env: serviceEnv,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));
  t.after(() => child.exitCode === null && child.kill('SIGKILL'));
  assert.equal(
    await waitForStatus(`http://127.0.0.1:${port}/healthz`, child).catch((e) => `${e.message}\n${output}`),
    200,
  );
  assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200, 'the database answers');
  child.kill('SIGTERM');
  assert.equal(await exited, 0, `drains and exits 0 on SIGTERM:\n${output}`);
});

test('a remote release carries its static dist with remoteEntry.js and mf-manifest.json', async () => {
  // a remote whose dist/ is up to date is released as it is; else the smallest one is built
  const part = ['mfe-quiz', 'mfe-events', 'mfe-admin', 'mfe-drive'].find(isFresh) ?? 'mfe-quiz';
  const version = readPackage(part).version;
  // builds the remote only when its dist/ is older than its sources
  await run(process.execPath, [releaseScript, '--part', `@portal/${part}`], { cwd: repoRoot, env });
  const dir = join(env.RELEASES_DIR, part, version);
  const release = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
  assert.equal(release.kind, 'static');
  assert.deepEqual(release.static, { dir: 'dist', manifest: 'dist/mf-manifest.json' });
  assert.ok(existsSync(join(dir, 'dist', 'remoteEntry.js')));
  const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
  assert.ok(manifest.metaData?.remoteEntry?.name, 'a module federation manifest');
  assert.ok(existsSync(join(dir, 'dist', manifest.metaData.remoteEntry.name)));
  assert.ok(!existsSync(join(dir, 'node_modules')), 'static files only');
});

test('an unknown part is refused with the list of parts', async () => {
  await assert.rejects(
    run(process.execPath, [releaseScript, '--part', 'svc-nothing'], { cwd: repoRoot, env }),
    (error) => error.code === 1 && /unknown part 'svc-nothing'/.test(error.stderr),
  );
});
