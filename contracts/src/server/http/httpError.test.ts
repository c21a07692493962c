// The one error model of the services: HttpError and its answer, httpError from the catalogue,
// parseOrThrow with parseBody's words, and jsonErrorHandler's answer to a thrown HttpError.
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../errors/apiError.ts';
import { parseBody } from '../../validation/parseBody.ts';
import { HttpError, httpError, parseOrThrow } from './httpError.ts';
import { jsonErrorHandler } from './jsonErrors.ts';

describe('HttpError', () => {
  it.each([
    [
      new HttpError(404, 'NOT_FOUND', 'Could not find event specified'),
      404,
      { code: 'NOT_FOUND', message: 'Could not find event specified' },
    ],
    [
      new HttpError(400, 'VALIDATION', 'name is required', ['name is required', 'id must be a number']),
      400,
      {
        code: 'VALIDATION',
        message: 'name is required',
        issues: ['name is required', 'id must be a number'],
      },
    ],
    [
      new HttpError(400, 'VALIDATION', 'no issues given', []),
      400,
      { code: 'VALIDATION', message: 'no issues given', issues: [] },
    ],
    [
      httpError(API_ERRORS.forbidden),
      403,
      { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
    ],
    [httpError(API_ERRORS.signInRequired), 401, { code: 'SIGNIN_REQUIRED', message: 'Please sign in' }],
    [
      httpError(API_ERRORS.unreadable, [API_ERRORS.unreadable.message]),
      400,
      {
        code: 'VALIDATION',
        message: 'Object was unable to be verified',
        issues: ['Object was unable to be verified'],
      },
    ],
  ])('%s answers %i with its body', (error, status, body) => {
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(status);
    expect(error.toJSON()).toEqual(body);
    expect(JSON.parse(JSON.stringify(error))).toEqual(body);
  });
});

describe('parseOrThrow', () => {
  const schema = z.object({ name: z.string().min(1, 'Name cannot be empty'), count: z.number().optional() });

  it('answers the parsed value', () => {
    expect(parseOrThrow(schema, { name: 'Bivouac', count: 2, extra: true })).toEqual({
      name: 'Bivouac',
      count: 2,
    });
  });

  it.each([
    ['an absent body', undefined],
    ['a null body', null],
    ['a missing field', { count: 1 }],
    ['a wrong type', { name: 5 }],
    ["a schema's own words", { name: '' }],
    ['two failures', { name: 5, count: 'x' }],
    ['a list', []],
  ])('throws the 400 VALIDATION of parseBody for %s', (_what, body) => {
    const expected = parseBody(schema, body ?? {});
    expect(expected.ok).toBe(false);
    let thrown: unknown;
    try {
      parseOrThrow(schema, body);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    const error = thrown as HttpError;
    expect(error.status).toBe(400);
    expect(error.toJSON()).toEqual(expected.ok ? null : expected.error);
    expect(error.message).toBe(error.issues?.[0]);
  });
});

describe('jsonErrorHandler: a thrown HttpError', () => {
  function app(thrown: () => unknown) {
    const logged: object[] = [];
    const reported: unknown[] = [];
    const server = express();
    server.get('/sync', () => {
      throw thrown();
    });
    server.get('/async', async () => {
      await Promise.resolve();
      throw thrown();
    });
    server.use(
      jsonErrorHandler(
        { error: (fields) => logged.push(fields) },
        { serviceName: 'events', reportServerError: (error) => reported.push(error) },
      ),
    );
    return { server, logged, reported };
  }

  it.each([
    [
      () => httpError(API_ERRORS.notFound),
      404,
      { code: 'NOT_FOUND', message: 'The requested item cannot be found' },
    ],
    [
      () => new HttpError(400, 'VALIDATION', 'name is required', ['name is required']),
      400,
      { code: 'VALIDATION', message: 'name is required', issues: ['name is required'] },
    ],
    [
      () => new HttpError(409, 'CONFLICT', 'Member is already in attendance'),
      409,
      { code: 'CONFLICT', message: 'Member is already in attendance' },
    ],
    [
      () => new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is not in the file'),
      416,
      { code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is not in the file' },
    ],
    [
      () => new HttpError(503, 'UNAVAILABLE', 'Linking is not available'),
      503,
      { code: 'UNAVAILABLE', message: 'Linking is not available' },
    ],
  ])('answers its own status and body, neither logged nor reported (%#)', async (thrown, status, body) => {
    for (const path of ['/sync', '/async']) {
      const { server, logged, reported } = app(thrown);
      const res = await request(server).get(path);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(body);
      expect(logged).toEqual([]);
      expect(reported).toEqual([]);
    }
  });

  it('an error after the answer began cuts the connection, logged once, with no second answer', async () => {
    const logged: object[] = [];
    const reported: unknown[] = [];
    const server = express();
    server.get('/stream', (_req, res, next) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      res.write('the first bytes');
      next(new Error('disk failed'));
    });
    server.use(
      jsonErrorHandler(
        { error: (fields) => logged.push(fields) },
        { reportServerError: (e) => reported.push(e) },
      ),
    );
    await expect(request(server).get('/stream')).rejects.toThrow();
    expect(logged).toHaveLength(1);
    expect(reported).toEqual([]);
  });
});
