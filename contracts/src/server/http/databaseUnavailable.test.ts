// Fault drills: while PostgreSQL restarts, svc-files and svc-events answered
// their writes 500 'An unknown error occurred'; now a clear 503 SERVICE_UNAVAILABLE.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './databaseUnavailable.ts';
import { jsonErrorHandler } from './jsonErrors.ts';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });

function app(error: Error, serviceName?: string) {
  const logged: string[] = [];
  const reported: unknown[] = [];
  const server = express();
  server.post('/store', () => {
    throw error;
  });
  server.use(
    jsonErrorHandler(
      { error: (_fields, message) => logged.push(message) },
      { serviceName, reportServerError: (e) => reported.push(e) },
    ),
  );
  return { server, logged, reported };
}

describe('databaseUnavailable: the database is restarting or away', () => {
  it.each([
    ['terminating connection due to administrator command', '57P01'],
    ['the database system is starting up', '57P03'],
    ['the database system is shutting down', '57P03'],
    ['connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'],
    ['read ECONNRESET', 'ECONNRESET'],
    ['connection failure during authentication', '08006'],
    ['Connection terminated unexpectedly', undefined],
    ['timeout exceeded when trying to connect', undefined],
  ])('%s (%s) is unavailability', (message, code) => {
    expect(databaseUnavailable(pgError(message, code))).toBe(true);
  });

  it.each([
    ['duplicate key value violates unique constraint', '23505'],
    ['invalid input syntax for type uuid', '22P02'],
    ['Cannot read properties of undefined', undefined],
  ])('%s (%s) is not', (message, code) => {
    expect(databaseUnavailable(pgError(message, code))).toBe(false);
  });

  it('a service answers 503 SERVICE_UNAVAILABLE with its name, not a reported 500', async () => {
    const { server, reported } = app(
      pgError('terminating connection due to administrator command', '57P01'),
      'files',
    );
    const res = await request(server).post('/store');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The files service is not available right now. Please try again shortly.',
    });
    expect(reported).toEqual([]);
  });

  it('any other failure stays a reported 500', async () => {
    const { server, reported } = app(
      pgError('duplicate key value violates unique constraint', '23505'),
      'files',
    );
    const res = await request(server).post('/store');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
    expect(reported).toHaveLength(1);
  });
});
