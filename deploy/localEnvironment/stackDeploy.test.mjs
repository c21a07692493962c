// stack.deployPart on a real stack of real processes: a remote (its static server) and a service
// (HTTP process + worker) run from hand-made artefacts; a deploy replaces one part and nothing else.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceArtefact, staticArtefact } from './artefactFixtures.mjs';

let root;
let stack;
let controlFile;
const events = { portKey: 'events', portVar: 'EVENTS_PORT', worker: 'events-worker' };
const gateway = { portKey: 'gateway', portVar: 'PORT', worker: null };

async function freePort() {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

const local = () => JSON.parse(readFileSync(join(root, 'store', 'environments', 'local.json'), 'utf8')).parts;
const get = async (port, path) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, body: await res.text() };
};

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'stack-deploy-'));
  process.env.PACT_STORE_DIR = join(root, 'store');
  controlFile = join(root, 'stack-control.json');
  const quiz = await staticArtefact(root, 'mfe-quiz', '1.0.0');
  const svc = await serviceArtefact(root, 'svc-events', '1.0.0', events);
  const gw = await serviceArtefact(root, 'gateway', '1.0.0', gateway);
  const shell = await staticArtefact(root, 'shell', '1.0.0');
  const { startStack } = await import('../stack.mjs');
  stack = await startStack({
    parts: ['mfe-quiz', 'svc-events', 'gateway', 'shell'],
    artefacts: { 'mfe-quiz': quiz.dir, 'svc-events': svc.dir, gateway: gw.dir, shell: shell.dir },
    infrastructure: false,
    seed: 'none',
    ports: { 'mfe-quiz': await freePort(), events: await freePort(), gateway: await freePort() },
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

test('at start: each part runs from its artefact, recorded as environment local, control file written', async () => {
  const all = { 'mfe-quiz': '1.0.0', 'svc-events': '1.0.0', gateway: '1.0.0', shell: '1.0.0' };
  assert.deepEqual(local(), all);
  assert.deepEqual(stack.versions(), all);
  assert.equal((await get(stack.port, '/env/SHELL_DIR')).body, join(root, 'shell', '1.0.0', 'dist'));
  assert.equal((await get(stack.ports.events, '/version')).body, '1.0.0');
  assert.match((await get(stack.ports['mfe-quiz'], '/remoteEntry.js')).body, /mfe-quiz 1\.0\.0/);
  const control = JSON.parse(readFileSync(controlFile, 'utf8'));
  assert.equal(control.pid, process.pid);
  assert.match(control.token, /^[0-9a-f]{48}$/);
  const status = await fetch(`http://127.0.0.1:${control.port}/status`, {
    headers: { authorization: `Bearer ${control.token}` },
  });
  assert.equal((await status.json()).versions['svc-events'], '1.0.0');
  const refused = await fetch(`http://127.0.0.1:${control.port}/status`, {
    headers: { authorization: 'Bearer no' },
  });
  assert.equal(refused.status, 401);
});

test('a remote deploy switches its static server in place and keeps the previous chunks served', async () => {
  const before = {
    quiz: stack.pidOf('mfe-quiz'),
    svc: stack.pidOf('svc-events'),
    worker: stack.pidOf('events-worker'),
  };
  const v1 = await staticArtefact(root, 'mfe-quiz', '1.0.0');
  const v2 = await staticArtefact(root, 'mfe-quiz', '1.1.0');
  const result = await stack.deployPart('mfe-quiz', v2.dir);
  assert.equal(result.version, '1.1.0');
  assert.equal(result.previousVersion, '1.0.0');
  assert.deepEqual(result.served, { dir: join(v2.dir, 'dist'), fallbacks: [join(v1.dir, 'dist')] });
  assert.equal(typeof result.timings.totalMs, 'number');
  const port = stack.ports['mfe-quiz'];
  assert.match((await get(port, '/remoteEntry.js')).body, /mfe-quiz 1\.1\.0/);
  assert.equal((await get(port, `/${v1.chunk}`)).status, 200, 'the previous version’s chunk');
  assert.equal((await get(port, `/${v2.chunk}`)).status, 200);
  // the same static server process; nothing else touched
  assert.deepEqual(
    { quiz: stack.pidOf('mfe-quiz'), svc: stack.pidOf('svc-events'), worker: stack.pidOf('events-worker') },
    before,
  );
  assert.equal(local()['mfe-quiz'], '1.1.0');
});

test('a service deploy replaces its processes (migration first) and leaves the remote alone', async () => {
  const quizPid = stack.pidOf('mfe-quiz');
  const oldPids = [stack.pidOf('svc-events'), stack.pidOf('events-worker')];
  const marker = join(root, 'migrated');
  const v2 = await serviceArtefact(root, 'svc-events', '2.0.0', { ...events, migrate: marker });
  const result = await stack.deployPart('svc-events', v2.dir);
  assert.equal(readFileSync(marker, 'utf8'), '2.0.0', 'the migration of the new version ran');
  assert.deepEqual(result.replaced.map((r) => r.name).sort(), ['events-worker', 'svc-events']);
  for (const r of result.replaced) assert.notEqual(r.pid, r.previousPid);
  for (const pid of oldPids) assert.throws(() => process.kill(pid, 0), 'the old process is gone');
  assert.equal((await get(stack.ports.events, '/version')).body, '2.0.0');
  assert.equal(stack.pidOf('mfe-quiz'), quizPid);
  assert.ok(result.timings.migrateMs >= 0 && result.timings.stopMs >= 0 && result.timings.startMs >= 0);
  assert.equal(local()['svc-events'], '2.0.0');
});

test('a release that does not start is rolled back: the previous version runs again', async () => {
  const broken = await serviceArtefact(root, 'svc-events', '3.0.0', { ...events, broken: true });
  await assert.rejects(
    stack.deployPart('svc-events', broken.dir),
    /previous version runs again.*svc-events exited/s,
  );
  assert.equal((await get(stack.ports.events, '/version')).body, '2.0.0');
  assert.equal(stack.versions()['svc-events'], '2.0.0');
  assert.equal(local()['svc-events'], '2.0.0');
  assert.ok(stack.pidOf('events-worker'));
});

test('an artefact of another part or without release.json is refused before anything stops', async () => {
  const pid = stack.pidOf('svc-events');
  const quiz = await staticArtefact(root, 'mfe-quiz', '1.2.0');
  await assert.rejects(stack.deployPart('svc-events', quiz.dir), /a release of mfe-quiz, not of svc-events/);
  await assert.rejects(stack.deployPart('svc-events', root), /has no release\.json/);
  await assert.rejects(
    stack.deployPart('mfe-drive', quiz.dir),
    /does not run in this stack|release of mfe-quiz/,
  );
  assert.equal(stack.pidOf('svc-events'), pid);
});

test('a shell deploy restarts only the gateway, which then serves the new dist; a gateway deploy keeps it', async () => {
  const others = ['mfe-quiz', 'svc-events', 'events-worker'].map((name) => stack.pidOf(name));
  const gatewayPid = stack.pidOf('gateway');
  const shell = await staticArtefact(root, 'shell', '1.1.0');
  const result = await stack.deployPart('shell', shell.dir);
  assert.deepEqual(result.restarted, ['gateway']);
  assert.equal(result.shellDir, join(shell.dir, 'dist'));
  assert.notEqual(stack.pidOf('gateway'), gatewayPid);
  assert.equal((await get(stack.port, '/env/SHELL_DIR')).body, join(shell.dir, 'dist'));
  assert.deepEqual(
    ['mfe-quiz', 'svc-events', 'events-worker'].map((name) => stack.pidOf(name)),
    others,
  );
  const gw = await serviceArtefact(root, 'gateway', '2.0.0', gateway);
  await stack.deployPart('gateway', gw.dir);
  assert.equal((await get(stack.port, '/version')).body, '2.0.0');
  assert.equal((await get(stack.port, '/env/SHELL_DIR')).body, join(shell.dir, 'dist'));
  assert.deepEqual(local(), { 'mfe-quiz': '1.1.0', 'svc-events': '2.0.0', gateway: '2.0.0', shell: '1.1.0' });
});

test('stopping the stack removes the control file', async () => {
  assert.equal(existsSync(controlFile), true);
  await stack.stop();
  stack = null;
  assert.equal(existsSync(controlFile), false);
});
