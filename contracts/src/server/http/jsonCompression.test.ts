// The shared JSON compression (jsonCompression.ts): JSON over 1 KiB goes brotli or gzip by
// Accept-Encoding and decodes to the same JSON; small answers, clients that ask for nothing,
// non-JSON answers and answers already encoded pass byte for byte.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressKept, encodedJson, jsonCompression } from './jsonCompression.ts';

const big = { items: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `member ${i}` })) };
const small = { ok: true };
const preEncodedJson = JSON.stringify(big);
const preEncoded = brotliCompressSync(preEncodedJson);
const fileBytes = Buffer.alloc(4096, 'a');

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(jsonCompression());
  app.get('/big', (_req, res) => void res.json(big));
  app.get('/small', (_req, res) => void res.json(small));
  app.get('/pre', (_req, res) => {
    res.set({ 'Content-Type': 'application/json', 'Content-Encoding': 'br' });
    res.end(preEncoded);
  });
  app.get('/file', (req, res) => {
    // a stored .json file's download, with Range, as svc-files streams them
    res.type('application/json').attachment('data.json');
    if (req.headers.range === 'bytes=0-99') {
      res.status(206).set({ 'Content-Range': 'bytes 0-99/4096', 'Content-Length': '100' });
      res.end(fileBytes.subarray(0, 100));
      return;
    }
    res.set('Content-Length', String(fileBytes.length)).end(fileBytes);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('jsonCompression: JSON over 1 KiB is compressed by Accept-Encoding', () => {
  it('a 2 KiB JSON answer asked with gzip comes back gzip and decodes to the same JSON', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(2048);
    const res = await get('/big', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(JSON.stringify(big).length);
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(big);
  });

  it('asked with br (and gzip) it comes back brotli and decodes to the same JSON', async () => {
    const res = await get('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toEqual(big);
  });
});

describe('jsonCompression: what passes plain', () => {
  it('an answer under the 1 KiB threshold is plain', async () => {
    const res = await get('/small', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(small);
  });

  it('without Accept-Encoding a big answer is plain', async () => {
    const res = await get('/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(big);
  });

  it('an answer that already has a Content-Encoding passes byte for byte', async () => {
    const res = await get('/pre', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(preEncoded)).toBe(true);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(preEncodedJson);
  });

  it('a download, even of a JSON file, keeps its bytes and Content-Length; Range too', async () => {
    const whole = await get('/file', { 'accept-encoding': 'gzip, br' });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe('4096');
    expect(whole.body.equals(fileBytes)).toBe(true);
    const part = await get('/file', { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-length']).toBe('100');
    expect(part.body.equals(fileBytes.subarray(0, 100))).toBe(true);
  });
});

describe('compressKept and encodedJson: an answer compressed once to be kept', () => {
  const json = Buffer.from(preEncodedJson);
  const asking = (header: string) => ({
    acceptsEncodings: (encoding: string) => (header.includes(encoding) ? encoding : false),
  });

  it('brotli and gzip decode to the same bytes; identity is the body itself', () => {
    const br = compressKept(json, 'br');
    expect(br.length).toBeLessThan(json.length);
    expect(brotliDecompressSync(br).equals(json)).toBe(true);
    expect(gunzipSync(compressKept(json, 'gzip')).equals(json)).toBe(true);
    expect(compressKept(json, 'identity')).toBe(json);
  });

  it('encodedJson picks brotli over gzip, and leaves an answer under 1 KiB plain', () => {
    const big = encodedJson(asking('gzip, br'), json);
    expect(big.encoding).toBe('br');
    expect(brotliDecompressSync(big.body).equals(json)).toBe(true);
    expect(encodedJson(asking('gzip'), json).encoding).toBe('gzip');
    const small = Buffer.from('{"ok":true}');
    expect(encodedJson(asking('gzip, br'), small)).toEqual({ encoding: 'identity', body: small });
  });
});
