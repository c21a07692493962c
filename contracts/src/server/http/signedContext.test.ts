import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTEXT_HEADER } from '../../headers.ts';
import { signContext } from '../context.ts';
import { testContext } from '../../testing/contextFixture.ts';
import { jsonErrorHandler, notFoundHandler } from './jsonErrors.ts';
import { contextOf, requireSignedContext, requireSignedIn } from './signedContext.ts';

const secret = 'test-secret-middleware';

function app(now?: () => number) {
  const errors: object[] = [];
  const server = express();
  server.use(requireSignedContext(secret, now));
  server.use(express.json());
  server.get('/open', (_req, res) => void res.json({ accountID: contextOf(res).accountID }));
  server.get('/member', requireSignedIn, (_req, res) => void res.json({ id: contextOf(res).member?.id }));
  server.post('/echo', (req, res) => void res.json(req.body));
  server.get('/boom', () => {
    throw new Error('boom');
  });
  server.use(notFoundHandler);
  server.use(jsonErrorHandler({ error: (fields) => errors.push(fields) }));
  return { server, errors };
}

describe('requireSignedContext (foundation: services trust only the signed context)', () => {
  it('refuses a request without a context: 401 NO_CONTEXT', async () => {
    const response = await request(app().server).get('/open');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: 'NO_CONTEXT',
      message: 'Request did not come through the gateway',
    });
  });

  it('refuses a context signed with another secret, and one older than 60 s', async () => {
    const { server } = app();
    const wrong = await request(server).get('/open').set(CONTEXT_HEADER, signContext(testContext(), 'other'));
    expect(wrong.status).toBe(401);
    const old = signContext(testContext({ issuedAt: Date.now() - 61_000 }), secret);
    expect((await request(server).get('/open').set(CONTEXT_HEADER, old)).status).toBe(401);
  });

  it("judges the context's age by the service's clock", async () => {
    const header = signContext(testContext(), secret);
    const later = app(() => Date.now() + 61_000).server;
    expect((await request(later).get('/open').set(CONTEXT_HEADER, header)).status).toBe(401);
  });

  it('passes a valid context on to the route (res.locals.context)', async () => {
    const header = signContext(testContext({ accountID: 'md002' }), secret);
    const response = await request(app().server).get('/open').set(CONTEXT_HEADER, header);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accountID: 'md002' });
  });
});

describe('requireSignedIn', () => {
  it("answers 401 'Please sign in' without a Regular session", async () => {
    const header = signContext(testContext({ session: null, member: null }), secret);
    const response = await request(app().server).get('/member').set(CONTEXT_HEADER, header);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'SIGNIN_REQUIRED', message: 'Please sign in' });
  });

  it('lets a signed-in member through', async () => {
    const header = signContext(testContext(), secret);
    const response = await request(app().server).get('/member').set(CONTEXT_HEADER, header);
    expect(response.body).toEqual({ id: 546319 });
  });
});

describe('notFoundHandler and jsonErrorHandler', () => {
  const header = signContext(testContext(), secret);

  it('answers 404 NOT_FOUND for an unknown route', async () => {
    const response = await request(app().server).get('/nowhere').set(CONTEXT_HEADER, header);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await request(app().server)
      .post('/echo')
      .set(CONTEXT_HEADER, header)
      .set('content-type', 'application/json')
      .send('{not json');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION',
      message: 'Object was unable to be verified',
      issues: ['Object was unable to be verified'],
    });
  });

  it('logs an unknown error and answers the generic 500', async () => {
    const { server, errors } = app();
    const response = await request(server)
      .get('/boom')
      .set(CONTEXT_HEADER, header)
      .set('x-request-id', 'r-1');
    expect(response.status).toBe(500);
    expect(response.body.code).toBe('SERVER_ERROR');
    expect(errors).toEqual([{ reqId: 'r-1', err: 'Error: boom' }]);
  });
});
