// `node deploy/deploy.mjs <part> <artefactDir>` as a person runs it, against a running stack (real
// processes from hand-made artefacts) and a pact store of its own (PACT_STORE_DIR): refusals leave
// the site untouched, a yes from can-i-deploy replaces the part and records it in `local`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceArtefact, staticArtefact } from './localEnvironment/artefactFixtures.mjs';

const deployScript = join(import.meta.dirname, 'deploy.mjs');
const versionOf = (part) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', part, 'package.json'), 'utf8')).version;
// the workspace versions: their pacts are the workspace's, so can-i-deploy knows them unpublished
const driveVersion = versionOf('mfe-drive');
const filesVersion = versionOf('svc-files');
const files = { portKey: 'files', portVar: 'FILES_PORT', worker: 'upload-worker' };
let root;
let store;
let stack;
let controlFile;

async function freePort() {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

/** Runs deploy.mjs (asynchronously: the stack it talks to runs in this process). */
function deploy(...args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [deployScript, ...args], {
      env: { ...process.env, PACT_STORE_DIR: store, PACT_DO_NOT_TRACK: 'true', PACT_BROKER_BASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => done({ code, out }));
  });
}

const local = () => JSON.parse(readFileSync(join(store, 'environments', 'local.json'), 'utf8')).parts;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'deploy-cli-'));
  store = join(root, 'store');
  process.env.PACT_STORE_DIR = store;
  delete process.env.PACT_BROKER_BASE_URL;
  // the deployed mfe-drive reads svc-files: its pacts (the workspace's, at its version) bind svc-files
  await mkdir(join(store, 'environments'), { recursive: true });
  await writeFile(
    join(store, 'environments', 'local.json'),
    JSON.stringify({ parts: { 'mfe-drive': driveVersion } }),
  );
  controlFile = join(root, 'stack-control.json');
  const quiz = await staticArtefact(root, 'mfe-quiz', '1.0.0');
  const svc = await serviceArtefact(root, 'svc-files', filesVersion, files);
  const { startStack } = await import('./stack.mjs');
  stack = await startStack({
    parts: ['mfe-quiz', 'svc-files'],
    artefacts: { 'mfe-quiz': quiz.dir, 'svc-files': svc.dir },
    infrastructure: false,
    seed: 'none',
    ports: { 'mfe-quiz': await freePort(), files: await freePort(), gateway: await freePort() },
    env: { CONTEXT_SECRET: 'x'.repeat(40), MAIL_DIR: join(root, 'mail') },
    dataDir: root,
    control: { file: controlFile },
    onLine: () => {},
    readyTimeoutMs: 15_000,
  });
});

after(async () => {
  await stack?.stop();
  await rm(root, { recursive: true, force: true });
});

test('usage errors exit 2', async () => {
  assert.equal((await deploy()).code, 2);
  assert.equal((await deploy('mfe-quiz')).code, 2);
  assert.equal((await deploy('mfe-nope', root)).code, 2);
  const other = await deploy('mfe-quiz', root, '--to', 'production');
  assert.equal(other.code, 2);
  assert.match(other.out, /only the environment 'local'/);
});

test('refuses an artefact without release.json or of another part, before asking anyone', async () => {
  const missing = await deploy('mfe-quiz', join(root, 'nothing-here'), '--control', controlFile);
  assert.equal(missing.code, 1);
  assert.match(missing.out, /Not deployed: .*has no release\.json/);
  const quiz = await staticArtefact(root, 'mfe-quiz', '1.1.0');
  const mismatch = await deploy('mfe-drive', quiz.dir, '--control', controlFile);
  assert.equal(mismatch.code, 1);
  assert.match(mismatch.out, /a release of mfe-quiz, not of mfe-drive/);
  assert.equal(stack.versions()['mfe-quiz'], '1.0.0');
});

test('refuses when can-i-deploy says no: table, "Not deployed", the site untouched', async () => {
  const pids = [stack.pidOf('svc-files'), stack.pidOf('upload-worker'), stack.pidOf('mfe-quiz')];
  const before = local();
  const breaking = await serviceArtefact(root, 'svc-files', '9.9.9', files);
  const refused = await deploy('svc-files', breaking.dir, '--control', controlFile);
  assert.equal(refused.code, 1, refused.out);
  assert.match(refused.out, /mfe-drive .*svc-files 9\.9\.9/, 'the can-i-deploy table');
  assert.match(refused.out, /Computer says no/);
  assert.match(refused.out, /Not deployed: can-i-deploy says no for svc-files 9\.9\.9 to local/);
  assert.deepEqual([stack.pidOf('svc-files'), stack.pidOf('upload-worker'), stack.pidOf('mfe-quiz')], pids);
  assert.equal(stack.versions()['svc-files'], filesVersion);
  assert.deepEqual(local(), before);
});

test('deploys when can-i-deploy says yes: replaced, timed, recorded in local', async () => {
  const svcPid = stack.pidOf('svc-files');
  const quiz = await staticArtefact(root, 'mfe-quiz', '1.1.0');
  const done = await deploy('mfe-quiz', quiz.dir, '--control', controlFile);
  assert.equal(done.code, 0, done.out);
  assert.match(done.out, /Computer says yes/);
  assert.match(done.out, /Deployed mfe-quiz 1\.1\.0 to local \(was 1\.0\.0\)/);
  assert.match(done.out, /previous version's files still served from .*mfe-quiz\/1\.0\.0\/dist/);
  assert.match(done.out, /took \d+ ms/);
  assert.equal(local()['mfe-quiz'], '1.1.0');
  assert.equal(stack.versions()['mfe-quiz'], '1.1.0');
  assert.equal(stack.pidOf('svc-files'), svcPid);
  const entry = await fetch(`http://127.0.0.1:${stack.ports['mfe-quiz']}/remoteEntry.js`);
  assert.match(await entry.text(), /mfe-quiz 1\.1\.0/);
});

test('says so when no site runs', async () => {
  const quiz = await staticArtefact(root, 'mfe-quiz', '1.2.0');
  const none = await deploy('mfe-quiz', quiz.dir, '--control', join(root, 'no-control.json'));
  assert.equal(none.code, 1);
  assert.match(none.out, /Not deployed: no running site/);
  // a control file left behind by a site that was killed
  const stale = join(root, 'stale-control.json');
  await writeFile(stale, JSON.stringify({ port: await freePort(), token: 'x', pid: 1 }));
  const gone = await deploy('mfe-quiz', quiz.dir, '--control', stale);
  assert.equal(gone.code, 1);
  assert.match(gone.out, /Not deployed: the site named in .* does not answer \(ECONNREFUSED\)/);
});
