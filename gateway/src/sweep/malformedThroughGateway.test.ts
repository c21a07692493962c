// Through the gateway: bodies a service must refuse (too large, not JSON, every
// generated invalid body of a call) reach the browser as the same JSON 4xx, with the gateway's own
// headers, never turned into a 502, an HTML page or a hang. The gateway streams bodies without
// reading them (lean proxy, README 'Performance'), so the refusal comes from the service's standard
// chain (contracts' jsonBody with the services' 1 MB limit and nesting limit, jsonErrorHandler): the
// stand-in here is that chain, validating with the call's contracts schema as every service does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBody } from '@portal/contracts';
import { CALL_REGISTRY } from '@portal/contracts/openapi';
import { jsonBody, jsonErrorHandler, notFoundHandler, requireSignedContext } from '@portal/contracts/server';
import { bodyVariants, refusalProblem } from '@portal/contracts/openapi/sweep';
import pino from 'pino';
import type { Gateway } from '../app.ts';
import { startTestGateway } from '../testing/testGateway.ts';
import { closedPortUrl, startIdentityStandIn, type Upstream } from '../testing/upstreams.ts';

const secret = 'test-gateway-sweep-secret';
const CREATE_EVENT = CALL_REGISTRY.find((call) => call.method === 'POST' && call.path === '/api/events/')!;

/** svc-events' request chain in miniature: signed context, the shared JSON parser, the call's schema, the shared errors. */
function serviceStandIn(): express.Express {
  const app = express();
  app.use(requireSignedContext(secret));
  app.use(jsonBody({ limit: '1mb' }));
  app.post('/api/events/', (req, res) => {
    const parsed = parseBody(CREATE_EVENT.request!, req.body ?? {});
    if (parsed.ok) res.status(201).json({ id: 1 });
    else res.status(400).json(parsed.error);
  });
  app.use(notFoundHandler);
  app.use(jsonErrorHandler(pino({ level: 'silent' })));
  return app;
}

let identity: Upstream;
let service: http.Server;
let gateway: Gateway;
let gatewayServer: http.Server;

beforeAll(async () => {
  identity = await startIdentityStandIn(new Map());
  service = http.createServer(serviceStandIn());
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  gateway = await startTestGateway({
    CONTEXT_SECRET: secret,
    IDENTITY_URL: identity.url,
    EVENTS_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
    FILES_URL: await closedPortUrl(),
  });
  gatewayServer = http.createServer(gateway.app);
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await gateway?.close();
  gatewayServer?.closeAllConnections();
  service?.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => gatewayServer?.close(resolve)),
    new Promise((resolve) => service?.close(resolve)),
    identity?.close(),
  ]);
});

const post = (body: string, contentType = 'application/json') =>
  request(gatewayServer)
    .post('/api/events/')
    .set('Host', 'md001.localhost')
    .set('content-type', contentType)
    .send(body)
    .timeout(15_000);

describe('malformed input through the gateway', () => {
  it('a JSON body over 1 MB is 413 TOO_LARGE JSON, with the gateway request id', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      code: 'TOO_LARGE',
      message: 'The request is too large',
      issues: ['The request is too large'],
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a chunked body over 1 MB (no Content-Length) is the same 413 JSON', async () => {
    const { port } = gatewayServer.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/events/',
          headers: {
            host: 'md001.localhost',
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }),
          );
        },
      );
      req.on('error', reject);
      req.write('{"name":"');
      for (let i = 0; i < 40; i++) req.write('y'.repeat(64 * 1024));
      req.end('"}');
    });
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'TOO_LARGE' });
  });

  it('malformed JSON is 400 JSON with the §5 generic words', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION',
      message: 'Object was unable to be verified',
      issues: ['Object was unable to be verified'],
    });
  });

  it('a body of 100,000 nested arrays is 400 TOO_DEEP JSON, not a 500 or a dropped connection', async () => {
    const res = await post(`{"nested":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      code: 'TOO_DEEP',
      message: 'The request nests lists and objects too deeply (at most 32 levels)',
      issues: ['The request nests lists and objects too deeply (at most 32 levels)'],
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every generated invalid body of POST /api/events/ comes back a catalogue 4xx, as the service answered it', async () => {
    const variants = bodyVariants(CREATE_EVENT.request!).filter((variant) => !variant.acceptable);
    expect(variants.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const variant of variants) {
      const res = await post(variant.body ?? '', variant.contentType);
      const problem = refusalProblem({
        status: res.status,
        text: res.text ?? '',
        contentType: String(res.headers['content-type'] ?? ''),
      });
      if (problem) problems.push(`${variant.label}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
