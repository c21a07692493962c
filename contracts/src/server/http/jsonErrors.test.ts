// The malformed-input sweep's findings: the shared error handler of svc-events and
// svc-files answers input the client got wrong with a catalogue 4xx, never a 500.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonErrorHandler } from './jsonErrors.ts';

const unreadable = {
  code: 'VALIDATION',
  message: 'Object was unable to be verified',
  issues: ['Object was unable to be verified'],
};

function app(pgCode?: string) {
  const errors: object[] = [];
  const server = express();
  server.use(express.json({ limit: '1kb' }));
  server.post('/store', () => {
    throw Object.assign(new Error('database refused'), { code: pgCode });
  });
  server.use(jsonErrorHandler({ error: (fields) => errors.push(fields) }));
  return { server, errors };
}

describe('jsonErrorHandler: the client-at-fault answers', () => {
  it('a body over the limit is 413 TOO_LARGE', async () => {
    const res = await request(app().server)
      .post('/store')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ a: 'x'.repeat(2048) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'TOO_LARGE',
      message: 'The request is too large',
      issues: ['The request is too large'],
    });
  });

  it('malformed JSON is 400 with the §5 generic message', async () => {
    const res = await request(app().server)
      .post('/store')
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(unreadable);
  });

  it.each([
    ['22P05', 'a NUL byte or lone surrogate in a JSON value'],
    ['22021', 'a NUL byte in text'],
    ['22P02', 'text where a number goes'],
    ['22003', 'a number out of range'],
  ])('PostgreSQL refusing the input (%s, %s) is 400, not logged as a crash', async (code) => {
    const { server, errors } = app(code);
    const res = await request(server).post('/store').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual(unreadable);
    expect(errors).toEqual([]);
  });

  it('any other database error is still the logged 500', async () => {
    const { server, errors } = app('42P01');
    const res = await request(server).post('/store').send({});
    expect(res.status).toBe(500);
    expect(errors).toHaveLength(1);
  });
});
