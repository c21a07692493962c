// A remote's rollout on its static server: the new dist/ is served, the previous version's chunks
// stay reachable for pages that still run the previous remoteEntry.js, and the entry points only
// ever come from the newest folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer, parseStaticServerArgs } from './static-server.mjs';

let parent;
let v1;
let v2;

async function writeDist(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

before(async () => {
  parent = await mkdtemp(join(tmpdir(), 'static-fallback-'));
  v1 = join(parent, 'v1', 'dist');
  v2 = join(parent, 'v2', 'dist');
  await writeDist(v1, {
    'remoteEntry.js': 'entry v1',
    'mf-manifest.json': '{"v":1}',
    'routes.json': '{"routes":["/old"]}',
    'index.html': 'index v1',
    '__federation_expose_App.aaaa.js': 'chunk v1',
    'assets/shared.js': 'shared v1',
  });
  await writeDist(v2, {
    'remoteEntry.js': 'entry v2',
    'mf-manifest.json': '{"v":2}',
    'index.html': 'index v2',
    '__federation_expose_App.bbbb.js': 'chunk v2',
    'assets/shared.js': 'shared v2',
  });
});

after(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function listening(server) {
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${server.address().port}`;
}

async function closing(server) {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
}

const text = async (url) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') };
};

test('a path the new version lacks is served from the previous version', async (t) => {
  const server = createStaticServer(v2, { fallbacks: [v1] });
  const base = await listening(server);
  t.after(() => closing(server));
  assert.equal((await text(`${base}/__federation_expose_App.aaaa.js`)).body, 'chunk v1');
  assert.equal((await text(`${base}/__federation_expose_App.bbbb.js`)).body, 'chunk v2');
  // both have it: the newest wins
  assert.equal((await text(`${base}/assets/shared.js`)).body, 'shared v2');
  assert.equal((await text(`${base}/nowhere.js`)).status, 404);
});

test('the entry points come from the newest folder only, even when it lacks one', async (t) => {
  const server = createStaticServer(v2, { fallbacks: [v1] });
  const base = await listening(server);
  t.after(() => closing(server));
  assert.deepEqual(await text(`${base}/remoteEntry.js`), {
    status: 200,
    body: 'entry v2',
    cache: 'no-cache',
  });
  assert.equal((await text(`${base}/mf-manifest.json`)).body, '{"v":2}');
  assert.equal((await text(`${base}/index.html`)).body, 'index v2');
  assert.equal((await text(`${base}/`)).body, 'index v2');
  // v2 publishes no routes.json: the old one must not come back from v1
  assert.equal((await text(`${base}/routes.json`)).status, 404);
});

test('no way out of a fallback folder either', async (t) => {
  await writeFile(join(parent, 'v1', 'secret.txt'), 'outside');
  const server = createStaticServer(v2, { fallbacks: [v1] });
  const base = await listening(server);
  t.after(() => closing(server));
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
    const res = await text(`${base}${path}`);
    assert.notEqual(res.status, 200, path);
    assert.doesNotMatch(res.body, /outside/, path);
  }
});

test('serveDirs switches folders in place; readiness follows the current folder', async (t) => {
  const server = createStaticServer(v1);
  const base = await listening(server);
  t.after(() => closing(server));
  assert.equal((await text(`${base}/remoteEntry.js`)).body, 'entry v1');
  assert.equal((await text(`${base}/__federation_expose_App.bbbb.js`)).status, 404);
  server.serveDirs(v2, [v1]);
  assert.equal((await text(`${base}/remoteEntry.js`)).body, 'entry v2');
  assert.equal((await text(`${base}/__federation_expose_App.aaaa.js`)).body, 'chunk v1');
  server.serveDirs(join(parent, 'empty'), [v2]);
  assert.equal((await fetch(`${base}/readyz`)).status, 503);
});

test('command line: --fallback is repeatable and a missing value is a usage error', () => {
  assert.deepEqual(parseStaticServerArgs(['d', '8095', '--fallback', 'a', '--fallback', 'b']), {
    dir: 'd',
    port: '8095',
    fallbacks: ['a', 'b'],
  });
  assert.deepEqual(parseStaticServerArgs(['--fallback', 'a', 'd']), {
    dir: 'd',
    port: undefined,
    fallbacks: ['a'],
  });
  assert.equal(parseStaticServerArgs(['d', '--fallback']), null);
  assert.equal(parseStaticServerArgs([]), null);
});

async function freePort() {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

test('the process switches folders on an IPC message, with no gap in serving', async (t) => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, 'static-server.mjs'), v1, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  t.after(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
  await new Promise((done) => child.stdout.once('data', done)); // its "serving … on" line
  const base = `http://127.0.0.1:${port}`;
  assert.equal((await text(`${base}/remoteEntry.js`)).body, 'entry v1');
  // requests keep flowing while the folders change: none may fail
  let stop = false;
  const statuses = [];
  const hammer = (async () => {
    while (!stop) statuses.push((await fetch(`${base}/assets/shared.js`)).status);
  })();
  child.send({ type: 'serve', dir: v2, fallbacks: [v1] });
  const [reply] = await once(child, 'message');
  stop = true;
  await hammer;
  assert.equal(reply.type, 'serving');
  assert.deepEqual(reply.dirs, [v2, v1]);
  assert.equal((await text(`${base}/remoteEntry.js`)).body, 'entry v2');
  assert.equal((await text(`${base}/__federation_expose_App.aaaa.js`)).body, 'chunk v1');
  assert.ok(statuses.length > 0);
  assert.deepEqual([...new Set(statuses)], [200]);
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  assert.equal(code, 0);
});
