// Answers the services compress themselves pass through the gateway's /api hop untouched: the
// client's Accept-Encoding reaches the service, the gzip body comes back byte for byte with its
// Content-Encoding, Content-Length, Vary and ETag, and a conditional request gets the service's 304.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app.ts';
import { startTestGateway } from '../testing/testGateway.ts';
import { closedPortUrl, startIdentityStandIn, type Upstream } from '../testing/upstreams.ts';

const JSON_BODY = JSON.stringify({
  attendees: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Cadet ${i}` })),
});
const GZIPPED = gzipSync(JSON_BODY);
const ETAG = '"v42-7"';
let identity: Upstream;
let events: http.Server;
let seen: { acceptEncoding?: string; ifNoneMatch?: string } = {};
let gateway: Gateway;

let server: http.Server;

/** One GET through the gateway, read raw (supertest would gunzip the body before we see it). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get(
          { host: '127.0.0.1', port, path, headers: { host: 'md001.localhost:8080', ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  identity = await startIdentityStandIn(new Map([['session-cadet', 'md001']]));
  // a stand-in for svc-events' viewer behind its compression middleware, with a version ETag
  events = http.createServer((req, res) => {
    seen = { acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] };
    if (req.headers['if-none-match'] === ETAG) {
      res.writeHead(304, { etag: ETAG, vary: 'Accept-Encoding', 'cache-control': 'private, no-cache' }).end();
      return;
    }
    res
      .writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': GZIPPED.length,
        vary: 'Accept-Encoding',
        etag: ETAG,
        'cache-control': 'private, no-cache',
      })
      .end(GZIPPED);
  });
  await new Promise<void>((done) => events.listen(0, '127.0.0.1', done));
  gateway = await startTestGateway({
    IDENTITY_URL: identity.url,
    EVENTS_URL: `http://127.0.0.1:${(events.address() as AddressInfo).port}`,
    FILES_URL: await closedPortUrl(),
  });
  server = http.createServer(gateway.app);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await gateway?.close();
  await identity?.close();
  await new Promise((done) => events?.close(done));
});

describe('compressed service answers through the gateway', () => {
  it('forwards Accept-Encoding and returns the gzip body byte-identical with its encoding headers', async () => {
    const response = await get('/api/events/7/viewer', { 'accept-encoding': 'gzip, deflate, br' });
    expect(seen.acceptEncoding).toBe('gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(Buffer.compare(response.body, GZIPPED)).toBe(0);
    expect(gunzipSync(response.body).toString()).toBe(JSON_BODY);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(GZIPPED.length));
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.etag).toBe(ETAG);
    // the gateway's own headers are still added to a passed-through answer
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes If-None-Match on and the service 304 with its ETag back, without a body', async () => {
    const response = await get('/api/events/7/viewer', { 'accept-encoding': 'gzip', 'if-none-match': ETAG });
    expect(seen.ifNoneMatch).toBe(ETAG);
    expect(response.status).toBe(304);
    expect(response.headers.etag).toBe(ETAG);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.length).toBe(0);
  });
});
