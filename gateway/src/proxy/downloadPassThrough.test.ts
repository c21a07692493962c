// The drive's downloads through the gateway (range requests, safe download headers): the
// client's Range header reaches svc-files, and the partial answer with svc-files' Content-Range,
// Content-Disposition, Content-Type, nosniff and sandboxing CSP comes back unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Gateway } from '../app.ts';
import { startTestGateway } from '../testing/testGateway.ts';
import { closedPortUrl, startIdentityStandIn, type Upstream } from '../testing/upstreams.ts';

const BYTES = Buffer.from('0123456789abcdefghij');
const DISPOSITION = `attachment; filename="report_2026.txt"; filename*=UTF-8''report%202026.txt`;
const CSP = "default-src 'none'; sandbox";
let identity: Upstream;
let files: http.Server;
let seenRange: string | undefined;
let gateway: Gateway;

beforeAll(async () => {
  identity = await startIdentityStandIn(new Map([['session-cadet', 'md001']]));
  // a stand-in for svc-files' download route: one byte range, as the real one answers it
  files = http.createServer((req, res) => {
    seenRange = req.headers.range;
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const headers = {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': DISPOSITION,
      'x-content-type-options': 'nosniff',
      'content-security-policy': CSP,
      'accept-ranges': 'bytes',
    };
    if (!match) {
      res.writeHead(200, headers).end(BYTES);
      return;
    }
    const [start, end] = [Number(match[1]), Number(match[2])];
    res
      .writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${BYTES.length}` })
      .end(BYTES.subarray(start, end + 1));
  });
  await new Promise<void>((done) => files.listen(0, '127.0.0.1', done));
  gateway = await startTestGateway({
    IDENTITY_URL: identity.url,
    EVENTS_URL: await closedPortUrl(),
    FILES_URL: `http://127.0.0.1:${(files.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  await gateway?.close();
  await identity?.close();
  await new Promise((done) => files?.close(done));
});

describe('drive downloads through the gateway', () => {
  it('a Range request reaches svc-files and its 206 comes back with the same bytes and headers', async () => {
    const response = await request(gateway.app)
      .get('/api/files/0123456789abcdef0123456789abcdef/download')
      .set('Host', 'md001.localhost:8080')
      .set('Range', 'bytes=5-9')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(seenRange).toBe('bytes=5-9');
    expect(response.status).toBe(206);
    expect((response.body as Buffer).toString()).toBe('56789');
    expect(response.headers['content-range']).toBe('bytes 5-9/20');
    expect(response.headers['content-disposition']).toBe(DISPOSITION);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(CSP);
  });
});
