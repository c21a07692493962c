import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPath, createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

// A tiny real HTTP server standing in for the gateway: it records what arrives and answers
// according to the path, so the client's real fetch path is exercised end to end.
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let tokenStatus = 200;
let server: http.Server;
let base = '';

function reply(res: http.ServerResponse, status: number, body?: unknown, type = 'application/json') {
  res.writeHead(status, body === undefined ? {} : { 'content-type': type });
  res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = req.url ?? '';
      if (url === '/api/token')
        return tokenStatus === 200
          ? reply(res, 200, { token: 'csrf-123' })
          : reply(res, tokenStatus, { code: 'X', message: 'no' });
      if (url === '/api/echo')
        return reply(res, 200, { method: req.method, body: body ? JSON.parse(body) : null });
      if (url === '/api/empty') return reply(res, 204);
      if (url === '/api/denied')
        return reply(res, 403, {
          code: 'TOKEN_INVALID',
          message: 'Your request token is missing or out of date. Please reload the page and try again.',
        });
      if (url === '/api/invalid')
        return reply(res, 400, {
          code: 'VALIDATION',
          message: 'username is required',
          issues: ['username is required', 'password is required'],
        });
      if (url === '/api/html-error') return reply(res, 500, '<h1>oops</h1>', 'text/html');
      if (url === '/api/edge-401') return reply(res, 401, '<h1>401</h1>', 'text/html');
      if (url === '/api/edge-403') return reply(res, 403);
      if (url === '/api/upload') return reply(res, 200, { header: req.headers['x-csrf-token'] ?? null });
      return reply(res, 404, { code: 'NOT_FOUND', message: 'The requested item cannot be found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  tokenStatus = 200;
});

// Records the RequestInit the client passes (to check `credentials`), then uses the real fetch.
function recordingClient() {
  const inits: RequestInit[] = [];
  const client = createApiClient({
    baseUrl: base,
    fetch: (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    },
  });
  return { client, inits };
}

async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiClient (platform §7 calls, §8 client-built errors)', () => {
  it("§9 'Client version 1.26.0': every call reports it in the x-client-version header", async () => {
    const client = createApiClient({ baseUrl: base });
    await client.get('/api/echo');
    await client.post('/api/echo', { a: 1 });
    expect(seen.map((s) => `${s.method} ${s.url} ${String(s.headers['x-client-version'])}`)).toEqual([
      'GET /api/echo 1.26.0',
      'GET /api/token 1.26.0',
      'POST /api/echo 1.26.0',
    ]);
  });

  it('§7: GET carries no body, no token fetch, credentials always included', async () => {
    const { client, inits } = recordingClient();
    const result = await client.get('/api/echo');
    expect(result).toEqual({ method: 'GET', body: null });
    expect(seen.map((s) => s.url)).toEqual(['/api/echo']);
    expect(inits.every((i) => i.credentials === 'include')).toBe(true);
  });

  it('§7: a mutating call first fetches GET /api/token and adds it as the body field token', async () => {
    const { client, inits } = recordingClient();
    const result = await client.post('/api/echo', { a: 1 });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/token', 'POST /api/echo']);
    expect(result).toEqual({ method: 'POST', body: { a: 1, token: 'csrf-123' } });
    expect(seen[1]?.headers['content-type']).toBe('application/json');
    expect(inits).toHaveLength(2);
    expect(inits.every((i) => i.credentials === 'include')).toBe(true);
  });

  it('PUT and DELETE also carry the token; an empty body becomes { token }', async () => {
    const client = createApiClient({ baseUrl: base });
    expect(await client.put('/echo')).toEqual({ method: 'PUT', body: { token: 'csrf-123' } });
    expect(await client.delete('echo', { id: 2 })).toEqual({
      method: 'DELETE',
      body: { id: 2, token: 'csrf-123' },
    });
  });

  it('csrf: false skips the token (sign-in, whose token field is the captcha)', async () => {
    const client = createApiClient({ baseUrl: base });
    const body = { username: 'cadet', token: { type: 'Recaptcha', response: 'none' } };
    expect(await client.post('/api/echo', body, { csrf: false })).toEqual({ method: 'POST', body });
    expect(seen.map((s) => s.url)).toEqual(['/api/echo']);
  });

  it("csrf: 'header' sends the token as x-csrf-token and leaves the body's own token field alone", async () => {
    const client = createApiClient({ baseUrl: base });
    const result = await client.post('/api/echo', { token: 'emailed-link-secret' }, { csrf: 'header' });
    expect(result).toEqual({ method: 'POST', body: { token: 'emailed-link-secret' } });
    expect(seen[1]?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('uploads (FormData) send the token in the x-csrf-token header', async () => {
    const client = createApiClient({ baseUrl: base });
    const form = new FormData();
    form.append('file-a.txt', new Blob(['hi']), 'a.txt');
    expect(await client.post('/api/upload', form)).toEqual({ header: 'csrf-123' });
  });

  it('§7: a 204 response gives an empty result', async () => {
    const client = createApiClient({ baseUrl: base });
    expect(await client.post('/api/empty', {})).toBeUndefined();
    expect(await client.get('/api/empty')).toBeUndefined();
  });

  it("§8: no token obtained -> client error 'Could not get token' (500) and the call is not made", async () => {
    tokenStatus = 500;
    const client = createApiClient({ baseUrl: base });
    const error = await caught(client.post('/api/echo', {}));
    expect(error.toJSON()).toEqual({
      type: 'NO_TOKEN',
      code: 500,
      status: 500,
      message: 'Could not get token',
    });
    expect(seen.map((s) => s.url)).toEqual(['/api/token']);
  });

  it("§8: a network failure -> client error 'Could not complete request' (500)", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await caught(client.get('/api/check'));
    expect(error.type).toBe('REQUEST_FAILED');
    expect(error.code).toBe(500);
    expect(error.message).toBe('Could not complete request');
  });

  it('server errors keep the server code, message, issues and HTTP status', async () => {
    const client = createApiClient({ baseUrl: base });
    const denied = await caught(client.get('/api/denied'));
    expect(denied.toJSON()).toEqual({
      type: 'SERVER',
      code: 'TOKEN_INVALID',
      status: 403,
      message: 'Your request token is missing or out of date. Please reload the page and try again.',
    });
    const invalid = await caught(client.post('/api/invalid', {}));
    expect(invalid.issues).toEqual(['username is required', 'password is required']);
    expect(invalid.status).toBe(400);
  });

  it.each([
    ['/api/edge-401', 401, 'SIGNIN_REQUIRED', 'Please sign in to continue.'],
    ['/api/edge-403', 403, 'FORBIDDEN', "You don't have permission to do that"],
  ])(
    "§8 access messages: a refusal without the services' body (%s, %i %s) says %s",
    async (path, status, code, message) => {
      const error = await caught(createApiClient({ baseUrl: base }).get(path));
      expect(error.toJSON()).toEqual({ type: 'SERVER', code, status, message });
    },
  );

  it("§8: an error without the {code, message} body -> 'An unknown error occurred' (500)", async () => {
    const client = createApiClient({ baseUrl: base });
    const error = await caught(client.get('/api/html-error'));
    expect(error.toJSON()).toEqual({
      type: 'UNKNOWN',
      code: 500,
      status: 500,
      message: 'An unknown error occurred',
    });
  });

  it("a response that does not match the schema -> 'An unknown error occurred'", async () => {
    const client = createApiClient({ baseUrl: base });
    const schema = z.object({ method: z.literal('GET'), body: z.null() });
    expect(await client.get('/api/echo', { schema })).toEqual({ method: 'GET', body: null });
    const error = await caught(client.get('/api/echo', { schema: z.object({ other: z.string() }) }));
    expect(error.type).toBe('UNKNOWN');
  });

  it('attempt() turns a failure into { ok: false, error } and a success into { ok: true, value }', async () => {
    const client = createApiClient({ baseUrl: base });
    expect(await client.attempt(client.get('/api/echo'))).toEqual({
      ok: true,
      value: { method: 'GET', body: null },
    });
    const failed = await client.attempt(client.get('/api/nope'));
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error.code).toBe('NOT_FOUND');
  });

  it('paths work with or without the /api prefix', () => {
    expect(apiPath('/check')).toBe('/api/check');
    expect(apiPath('check')).toBe('/api/check');
    expect(apiPath('/api/check')).toBe('/api/check');
    expect(apiPath('/apiary')).toBe('/api/apiary');
  });
});
