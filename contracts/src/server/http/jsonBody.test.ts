// The shared JSON body parser (jsonBody.ts): a body nested past MAX_JSON_DEPTH is refused 400
// TOO_DEEP before parsing, so nothing recursive ever walks it; every other body reads as before.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonBody } from './jsonBody.ts';
import { jsonErrorHandler } from './jsonErrors.ts';
import { MAX_JSON_DEPTH } from './jsonDepth.ts';

const tooDeep = {
  code: 'TOO_DEEP',
  message: 'The request nests lists and objects too deeply (at most 32 levels)',
  issues: ['The request nests lists and objects too deeply (at most 32 levels)'],
};
const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function app() {
  const errors: object[] = [];
  const server = express();
  server.use(jsonBody());
  // answers the body back: JSON.stringify walks it recursively, as /api/echo does
  server.post('/echo', (req, res) => {
    res.json({ body: req.body as unknown });
  });
  server.use(jsonErrorHandler({ error: (fields) => errors.push(fields) }));
  return { server, errors };
}

const post = (body: string, type = 'application/json') =>
  request(app().server).post('/echo').set('content-type', type).send(body);

describe('jsonBody: bodies nested past the depth limit are refused 400 before parsing', () => {
  it('100,000 nested arrays in a field are 400 TOO_DEEP, not a stack overflow', async () => {
    const { server, errors } = app();
    const res = await request(server)
      .post('/echo')
      .set('content-type', 'application/json')
      .send(`{"a":${arrays(100_000)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(tooDeep);
    expect(errors).toEqual([]);
  });

  it(`a body nested exactly ${MAX_JSON_DEPTH} levels is read as before`, async () => {
    const res = await post(arrays(MAX_JSON_DEPTH));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.body)).toBe(arrays(MAX_JSON_DEPTH));
  });

  it(`one level more (${MAX_JSON_DEPTH + 1}) is refused`, async () => {
    const res = await post(arrays(MAX_JSON_DEPTH + 1));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(tooDeep);
  });

  it('brackets inside strings do not count', async () => {
    const text = JSON.stringify({ a: '['.repeat(1000), b: '\\"{'.repeat(1000) });
    const res = await post(text);
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual(JSON.parse(text));
  });

  it('a deep body in UTF-16 is refused the same way', async () => {
    // supertest would serialise a Buffer as JSON: send the bytes with fetch
    const server = http.createServer(app().server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-16le' },
        body: Buffer.from(`{"a":${arrays(1000)}}`, 'utf16le'),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(tooDeep);
    } finally {
      server.close();
    }
  });

  it('malformed JSON and bodies over 1 MB go on to the error handler as before', async () => {
    const malformed = await post('{"a": [[[');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION');
    const large = await post(JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('TOO_LARGE');
  });

  it('a charset neither the scan nor the parser reads is refused 415, never parsed', async () => {
    const res = await post('{"a":1}', 'application/json; charset=utf-7');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('VALIDATION');
  });
});
