// The gateway serves the API description at /api/openapi.json and a readable page
// at /api/docs itself (before the account lookup and the proxy: no account, no sign-in, no service).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import pino from 'pino';
import {
  buildOpenApiDocument,
  CALL_REGISTRY,
  callsOf,
  checkOpenApiStructure,
} from '@portal/contracts/openapi';
import { createGateway, type Gateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { serviceForPath } from '../proxy/routingTable.ts';
import { closedPortUrl } from '../testing/upstreams.ts';
import { escapeHtml, renderDocsPage } from './docsPage.ts';

let gateway: Gateway;
let shellDir: string;

beforeAll(async () => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-openapi-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  const down = await closedPortUrl();
  // every service is down: the answers can only come from the gateway itself
  gateway = createGateway(
    loadConfig({
      CONTEXT_SECRET: 'test-openapi-secret',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-gateway-openapi-${randomBytes(6).toString('hex')}`,
      IDENTITY_URL: down,
      EVENTS_URL: down,
      FILES_URL: down,
      SHELL_DIR: shellDir,
    }),
    { logger: pino({ level: 'silent' }) },
  );
  await gateway.ready;
});

afterAll(async () => {
  await gateway?.close();
  fs.rmSync(shellDir, { recursive: true, force: true });
});

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document without sign-in, account or services, valid structurally', async () => {
    const response = await request(gateway.app)
      .get('/api/openapi.json')
      .set('Host', 'nosuchaccount.localhost');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // the gateway makes one when the client sends none (a UUID)
    expect(response.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(response.body.openapi).toBe('3.1.0');
    expect(checkOpenApiStructure(response.body)).toEqual([]);
    expect(response.body.paths['/api/team']?.post?.requestBody?.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/teamRequest',
    });
  });

  it('is only GET/HEAD: another method is 405, not proxied', async () => {
    const response = await request(gateway.app).post('/api/openapi.json').send({});
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('leaves other /api paths to the proxy (the account lookup answers them here: identity is down)', async () => {
    const response = await request(gateway.app).get('/api/openapi.jsonx');
    expect(response.status).toBe(503);
  });
});

describe('GET /api/docs', () => {
  it('answers a self-contained page listing the operations by service, under the CSP, with no script', async () => {
    const response = await request(gateway.app).get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const html = response.text;
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    for (const tag of ['svc-identity', 'svc-events', 'svc-files']) expect(html).toContain(`id="tag-${tag}"`);
    expect(html).toContain('<code>/api/events/{id}/attendance</code>');
    expect(html).toContain('<a href="#schema-teamRequest"><code>teamRequest</code></a>');
    expect(html).toContain('id="schema-teamRequest"');
    // the success status each service answers (201 created, 204 no content), 2XX where none is recorded
    expect(html).toMatch(/<dt>response 201<\/dt><dd><a href="#schema-/);
    expect(html).toContain('<dt>response 204</dt><dd>Success, no content</dd>');
    expect(html).toContain('<dt>response 2XX</dt>');
    // every registry call has its schemas today; a call without one is flagged on the page
    expect(html).not.toContain('no contract schema yet');
    const unschemed = callsOf('files').post('/api/files/unschemed', 'No schema', undefined, undefined);
    const flagged = renderDocsPage(buildOpenApiDocument({ calls: [...CALL_REGISTRY, unschemed] }));
    expect(flagged).toContain('no contract schema yet');
    expect(flagged).toContain('1 calls have a body no contract schema describes yet');
  });

  it('escapes text it puts into the page', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
  });
});

describe('the registry and the routing table agree', () => {
  it("sends every public call to the service the registry names (so the description matches where it's served)", () => {
    for (const call of CALL_REGISTRY.filter((c) => !c.internal)) {
      const concrete = call.path.replace(/\{[^}]+\}/g, 'x1');
      expect(serviceForPath(concrete), `${call.method} ${call.path}`).toBe(call.service);
    }
  });
});
