// The remotes' static server: files with the right content types, CORS, no way out of its folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { createStaticServer } from './static-server.mjs';

let dir;
let server;
let port;

before(async () => {
  const parent = await mkdtemp(join(tmpdir(), 'static-'));
  dir = join(parent, 'dist');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><p>remote</p>');
  await writeFile(join(dir, 'mf-manifest.json'), '{"name":"mfe_admin"}');
  await writeFile(join(dir, 'assets', 'chunk.1a2b.js'), 'console.log(1)');
  await writeFile(join(parent, 'secret.txt'), 'outside the served folder');
  server = createStaticServer(dir);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  port = server.address().port;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await rm(join(dir, '..'), { recursive: true, force: true });
});

/** Raw GET so paths like /../ reach the server unnormalised. */
function get(path) {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('serves the manifest as JSON with a CORS header and no caching', async () => {
  const res = await get('/mf-manifest.json');
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(res.headers['access-control-allow-origin'], '*');
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.equal(res.body, '{"name":"mfe_admin"}');
});

test('serves scripts as JavaScript and a folder as its index.html', async () => {
  const js = await get('/assets/chunk.1a2b.js');
  assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
  const root = await get('/');
  assert.equal(root.headers['content-type'], 'text/html; charset=utf-8');
  assert.match(root.body, /remote/);
});

test('never serves a file outside its folder (plain, encoded and backslash traversal)', async () => {
  for (const path of [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
  ]) {
    const res = await get(path);
    assert.notEqual(res.status, 200, path);
    assert.doesNotMatch(res.body, /outside the served folder/, path);
  }
  assert.equal((await get('/bad%zz')).status, 400);
  assert.equal((await get('/assets/chunk.1a2b.js')).status, 200);
});

test('unknown files are 404 and writes are refused', async () => {
  assert.equal((await get('/nope.js')).status, 404);
  const res = await new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path: '/index.html', method: 'POST' }, done);
    req.end();
  });
  assert.equal(res.statusCode, 405);
  res.resume();
});

test('keeps idle connections longer than the gateway reuses them (no reset chunk request at 5 s)', async () => {
  // an idle keep-alive connection must still be open after Node's 5 s default would have closed it
  const { Agent } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const fetchOnce = () =>
    new Promise((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path: '/mf-manifest.json', agent }, (res) => {
        res.resume();
        res.on('end', () => done(req.reusedSocket));
      });
      req.on('error', fail);
      req.end();
    });
  assert.equal(server.keepAliveTimeout >= 60_000, true, 'keepAliveTimeout of a minute or more');
  assert.equal(await fetchOnce(), false);
  await new Promise((r) => setTimeout(r, 5_500));
  assert.equal(await fetchOnce(), true, 'the idle connection was reused after 5.5 s');
  agent.destroy();
});
