// The OpenAPI 3.1 document generated from the zod contracts, and the call registry
// it is built from (item 3: every pact interaction is a registry call).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_REPORT_PATH } from '../server/index.ts';
import { CALL_REGISTRY, operationIdOf } from './callRegistry.ts';
import { buildOpenApiDocument } from './openapiDocument.ts';
import { pactCoverage, type PactFile } from './pactCoverage.ts';
import { checkOpenApiStructure, resolvePointer } from './structure.ts';
import { z } from 'zod';
import { callsOf, callsWithoutSchema, withQuery, type CallService } from './types.ts';

const doc = buildOpenApiDocument();
const full = buildOpenApiDocument({ includeInternal: true });
/** The value at `keys` below `value` (undefined when a step is missing). */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
const op = (method: string, p: string) => doc.paths[p]?.[method];
const schemaOf = (ref: unknown, ...keys: string[]) =>
  at(resolvePointer(doc, at(ref, '$ref') as string), ...keys);
const requestRef = (method: string, p: string) =>
  at(op(method, p), 'requestBody', 'content', 'application/json', 'schema');
/** The operation's success response: its one 2xx key (the recorded status, or the generic 2XX). */
const successOf = (operation: unknown) => {
  const responses = (at(operation, 'responses') ?? {}) as Record<string, unknown>;
  return responses[Object.keys(responses).find((key) => key.startsWith('2'))!];
};
const responseRef = (method: string, p: string) =>
  at(successOf(op(method, p)), 'content', 'application/json', 'schema');

describe('the OpenAPI document', () => {
  it('is structurally valid OpenAPI 3.1: paths, operations, components, every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(checkOpenApiStructure(doc)).toEqual([]);
    expect(checkOpenApiStructure(full)).toEqual([]);
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(50);
    // component schemas are plain JSON Schema 2020-12 fragments (no per-schema $schema/$id)
    for (const schema of Object.values(doc.components.schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('has an operation for every public registry call, grouped by service tag, and no /internal call', () => {
    const publicCalls = CALL_REGISTRY.filter((call) => !call.internal);
    for (const call of publicCalls) {
      const operation = op(call.method.toLowerCase(), call.path);
      expect(operation?.operationId, `${call.method} ${call.path}`).toBe(operationIdOf(call));
      expect(operation?.tags).toEqual([`svc-${call.service}`]);
    }
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/internal'))).toEqual([]);
    expect(full.paths['/internal/context']?.get).toMatchObject({ tags: ['internal'], 'x-internal': true });
  });

  it('POST /api/signin takes signinRequest and answers signinResponse', () => {
    expect(requestRef('post', '/api/signin')).toEqual({ $ref: '#/components/schemas/signinRequest' });
    expect(responseRef('post', '/api/signin')).toEqual({ $ref: '#/components/schemas/signinResponse' });
    expect(schemaOf(requestRef('post', '/api/signin'), 'type')).toBe('object');
  });

  it("POST /api/team takes the team form with the spec's rules (name 1..200, visibility enum by ref)", () => {
    const team = schemaOf(requestRef('post', '/api/team'));
    expect(at(team, 'properties', 'name')).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
    expect(at(team, 'properties', 'visibility')).toEqual({ $ref: '#/components/schemas/TeamVisibility' });
    expect(doc.components.schemas.TeamVisibility).toMatchObject({ enum: ['PRIVATE', 'PROTECTED', 'PUBLIC'] });
    expect(at(team, 'required')).toEqual(expect.arrayContaining(['name', 'visibility', 'members']));
    expect(schemaOf(responseRef('post', '/api/team'), 'properties', 'id')).toMatchObject({ type: 'integer' });
  });

  it('GET /api/events/{id} answers an Event and declares the id path parameter', () => {
    expect(responseRef('get', '/api/events/{id}')).toEqual({ $ref: '#/components/schemas/Event' });
    expect(op('get', '/api/events/{id}')?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(op('get', '/api/events/{id}')?.requestBody).toBeUndefined();
  });

  it('GET /api/files/{id}/download is a file (no JSON body); errors are { code, message }', () => {
    const download = op('get', '/api/files/{id}/download');
    expect(at(download, 'responses', '200')).toBeDefined();
    expect(at(download, 'responses', '200', 'content')).toBeUndefined();
    expect(at(download, 'responses', '4XX')).toEqual({ $ref: '#/components/responses/Error' });
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ['code', 'message'] });
  });

  it('lists the calls whose bodies have no schema yet, and marks their operations', () => {
    const missing = callsWithoutSchema(CALL_REGISTRY.filter((call) => !call.internal));
    expect(doc['x-calls-without-schema']).toEqual(missing.map((call) => `${call.method} ${call.path}`));
    // every registry call has its schemas today: a call without one is added to check the marking
    const unschemed = callsOf('files').post(
      '/api/files/unschemed',
      'A call without schemas',
      undefined,
      undefined,
    );
    const withGap = buildOpenApiDocument({ calls: [...CALL_REGISTRY, unschemed] });
    const gaps = callsWithoutSchema([...CALL_REGISTRY.filter((call) => !call.internal), unschemed]);
    expect(withGap['x-calls-without-schema']).toEqual(gaps.map((call) => `${call.method} ${call.path}`));
    expect(gaps).toContain(unschemed);
    for (const call of gaps) {
      const operation = withGap.paths[call.path]?.[call.method.toLowerCase()];
      const marked =
        at(operation, 'requestBody', 'x-schema-missing') ??
        at(operation, 'responses', '2XX', 'x-schema-missing');
      expect(marked, `${call.method} ${call.path}`).toBe(true);
    }
  });
});

describe('query parameters', () => {
  const things = withQuery(
    callsOf('events').get('/api/events/{id}/things', 'Things of an event', null),
    z.object({
      limit: z.coerce.number().int().min(1).max(100).optional().describe('At most this many'),
      kind: z.enum(['a', 'b']),
    }),
  );
  const withThings = buildOpenApiDocument({ calls: [things] });

  it("a call's query schema becomes one `in: query` parameter per field, after the path parameters", () => {
    expect(withThings.paths['/api/events/{id}/things']?.get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'At most this many',
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
      { name: 'kind', in: 'query', required: true, schema: { type: 'string', enum: ['a', 'b'] } },
    ]);
    expect(checkOpenApiStructure(withThings)).toEqual([]);
  });

  // A route that reads its query string must declare it on its call (withQuery), or the document
  // does not describe it. Only svc-files' finding calls read one (q and paging); elsewhere the
  // paths carry every argument (e.g. the member search's segments).
  const QUERY_READ = /\breq(?:uest)?\.query\b|\.searchParams\b|new URLSearchParams\(/;
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const sourcesOf = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(file);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
    });

  it('the guard sees a query read', () => {
    expect(QUERY_READ.test('const { limit } = req.query;')).toBe(true);
    expect(QUERY_READ.test("new URL(req.url, base).searchParams.get('limit')")).toBe(true);
    expect(QUERY_READ.test("const rawPath = req.originalUrl.split('?')[0];")).toBe(false);
  });

  it.each(['identity', 'events', 'files'] satisfies CallService[])(
    'svc-%s reads a query string only where its calls declare one',
    (service) => {
      const readers = sourcesOf(path.join(repoRoot, `svc-${service}`, 'src'))
        .filter((file) => QUERY_READ.test(fs.readFileSync(file, 'utf8')))
        .map((file) => path.relative(repoRoot, file));
      const declared = CALL_REGISTRY.filter((call) => call.service === service && call.query);
      if (readers.length)
        expect(declared.length, `declare the query of: ${readers.join(', ')}`).toBeGreaterThan(0);
      else expect(declared.map((call) => `${call.method} ${call.path}`)).toEqual([]);
    },
  );
});

describe('the call registry', () => {
  it('has each method + path once, /api calls public and /internal calls internal', () => {
    const keys = CALL_REGISTRY.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of CALL_REGISTRY) {
      expect(
        call.path.startsWith(call.internal ? '/internal/' : '/api/'),
        `${call.method} ${call.path}`,
      ).toBe(true);
    }
    expect(
      CALL_REGISTRY.some((call) => call.method === 'POST' && call.path === SERVER_ERROR_REPORT_PATH),
    ).toBe(true);
  });

  it('knows every HTTP interaction of the pact files in contracts/pacts (none unmatched)', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
    const pacts = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as PactFile);
    const { covered, unmatched } = pactCoverage(CALL_REGISTRY, pacts);
    expect(unmatched).toEqual([]);
    expect(covered.length).toBeGreaterThan(0);
  });
});
