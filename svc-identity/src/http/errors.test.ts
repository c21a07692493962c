// Fault drills: while PostgreSQL restarts, svc-identity answers 503
// SERVICE_UNAVAILABLE, not 500 'An unknown error occurred', and files no crash report.
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonErrorHandler } from '@portal/contracts/server';

function app(error: Error) {
  const crashes: unknown[] = [];
  const server = express();
  server.get('/api/member', () => {
    throw error;
  });
  server.use(
    jsonErrorHandler(pino({ level: 'silent' }), {
      serviceName: 'identity',
      reportServerError: (e) => crashes.push(e),
    }),
  );
  return { server, crashes };
}

describe('svc-identity error answers while the database is away', () => {
  it('a cut connection (57P01) is 503 SERVICE_UNAVAILABLE naming identity, no crash report', async () => {
    const { server, crashes } = app(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    const res = await request(server).get('/api/member');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity service is not available right now. Please try again shortly.',
    });
    expect(crashes).toEqual([]);
  });

  it('any other error stays a 500 with a crash report', async () => {
    const { server, crashes } = app(new Error('boom'));
    const res = await request(server).get('/api/member');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
    expect(crashes).toHaveLength(1);
  });
});
