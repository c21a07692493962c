// The shell's files from the gateway: the build's brotli/gzip copies by Accept-Encoding, with the
// plain file's Content-Type and caching; plain files when no copy fits.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShellRouter } from './shellStatic.ts';

const chunk = 'console.log("a chunk of the shell");\n'.repeat(60);
const entry = 'var shell = "entry";\n'.repeat(60);
let shellDir: string;
let server: http.Server;
let port: number;

/** A GET with raw headers and body (an HTTP client library would decode the body itself). */
function get(file: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = http.get({ host: '127.0.0.1', port, path: file, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', fail);
  });
}

beforeAll(async () => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-shell-precompressed-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  const files: [string, string][] = [
    ['main.js', entry],
    ['470.3cb92459.js', chunk],
  ];
  for (const [name, text] of files) {
    fs.writeFileSync(path.join(shellDir, name), text);
    fs.writeFileSync(path.join(shellDir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(shellDir, `${name}.gz`), zlib.gzipSync(text));
  }
  fs.writeFileSync(path.join(shellDir, '620.29749c59.js'), chunk); // no compressed copy
  fs.writeFileSync(path.join(shellDir, '557.1ea30147.js'), chunk);
  fs.writeFileSync(path.join(shellDir, '557.1ea30147.js.br'), zlib.brotliCompressSync('old build'));
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(shellDir, '557.1ea30147.js.br'), past, past);
  server = express().use(createShellRouter(shellDir)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(shellDir, { recursive: true, force: true });
});

describe('shell files precompressed by Accept-Encoding', () => {
  it('sends the brotli copy with Content-Encoding: br and the JavaScript type', async () => {
    const res = await get('/470.3cb92459.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(chunk);
  });

  it('sends the gzip copy with Content-Encoding: gzip when brotli is not accepted', async () => {
    const res = await get('/470.3cb92459.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zlib.gunzipSync(res.body).toString()).toBe(chunk);
  });

  it('sends the plain file when the browser accepts no encoding', async () => {
    const res = await get('/470.3cb92459.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(chunk);
  });

  it('keeps the caching: hashed files immutable for a year, the entry no-cache', async () => {
    const hashed = await get('/470.3cb92459.js', 'br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const main = await get('/main.js?ab12cd34', 'br');
    expect(main.headers['content-encoding']).toBe('br');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(main.body).toString()).toBe(entry);
  });

  it('sends a file without a compressed copy plain', async () => {
    const res = await get('/620.29749c59.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(chunk);
  });

  it('never sends a compressed copy older than its file', async () => {
    const res = await get('/557.1ea30147.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(chunk);
  });

  it('still answers app paths with index.html', async () => {
    const res = await get('/calendar', 'br');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<title>shell</title>');
  });
});
