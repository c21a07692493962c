// The remotes' static server: files with the right content types, CORS, no way out of its folder.
import { after, before, describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings, createStaticServer } from './static-server.mjs';

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

// Precompressed siblings (x.js.br, x.js.gz written by the build) chosen by Accept-Encoding.
describe('precompressed files by Accept-Encoding', () => {
  let zipped;
  let zippedPort;
  const chunk = 'console.log("a chunk of a remote");\n'.repeat(60);
  const entry = 'var remote = "entry";\n'.repeat(60);

  before(async () => {
    const parent = await mkdtemp(join(tmpdir(), 'static-precompressed-'));
    zipped = join(parent, 'dist');
    await mkdir(zipped, { recursive: true });
    for (const [name, text] of [
      ['chunk.1a2b3c4d.js', chunk],
      ['remoteEntry.js', entry],
    ]) {
      await writeFile(join(zipped, name), text);
      await writeFile(join(zipped, `${name}.br`), brotliCompressSync(text));
      await writeFile(join(zipped, `${name}.gz`), gzipSync(text));
    }
    await writeFile(join(zipped, 'plain.9f8e7d6c.js'), chunk); // no compressed sibling
    await writeFile(join(zipped, 'stale.5a6b7c8d.js'), chunk);
    await writeFile(join(zipped, 'stale.5a6b7c8d.js.br'), brotliCompressSync('old build'));
    const past = new Date(Date.now() - 60_000);
    await utimes(join(zipped, 'stale.5a6b7c8d.js.br'), past, past);
    server2 = createStaticServer(zipped);
    await new Promise((r) => server2.listen(0, '127.0.0.1', r));
    zippedPort = server2.address().port;
  });
  let server2;
  after(async () => {
    server2.closeAllConnections();
    await new Promise((r) => server2.close(r));
    await rm(join(zipped, '..'), { recursive: true, force: true });
  });

  /** GET with an Accept-Encoding; the body as raw bytes. */
  function fetchRaw(path, acceptEncoding) {
    return new Promise((done, fail) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const req = request({ host: '127.0.0.1', port: zippedPort, path, headers }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () =>
          done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      req.on('error', fail);
      req.end();
    });
  }

  it('sends the brotli file with Content-Encoding: br to a browser that accepts br', async () => {
    const res = await fetchRaw('/chunk.1a2b3c4d.js', 'gzip, deflate, br');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(res.body).toString(), chunk);
  });

  it('sends the gzip file with Content-Encoding: gzip when br is not accepted', async () => {
    const res = await fetchRaw('/chunk.1a2b3c4d.js', 'gzip, br;q=0');
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(gunzipSync(res.body).toString(), chunk);
  });

  it('sends the plain file without Content-Encoding when no encoding is accepted', async () => {
    const res = await fetchRaw('/chunk.1a2b3c4d.js', undefined);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(res.body.toString(), chunk);
  });

  it('keeps the caching of the plain file: hashed chunks cached, the entry re-read', async () => {
    const hashed = await fetchRaw('/chunk.1a2b3c4d.js', 'br');
    assert.equal(hashed.headers['cache-control'], 'public, max-age=3600');
    const compressedEntry = await fetchRaw('/remoteEntry.js', 'br');
    assert.equal(compressedEntry.headers['content-encoding'], 'br');
    assert.equal(compressedEntry.headers['cache-control'], 'no-cache');
    assert.equal(brotliDecompressSync(compressedEntry.body).toString(), entry);
  });

  it('sends a file without a compressed sibling plain, whatever the browser accepts', async () => {
    const res = await fetchRaw('/plain.9f8e7d6c.js', 'br, gzip');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString(), chunk);
  });

  it('never sends a compressed sibling older than its file', async () => {
    const res = await fetchRaw('/stale.5a6b7c8d.js', 'br');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString(), chunk);
  });

  it("acceptedEncodings honours q=0 and prefers brotli whatever the header's order", () => {
    assert.deepEqual(acceptedEncodings('gzip;q=1.0, br;q=0, identity'), ['gzip']);
    assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings(undefined), []);
  });
});
