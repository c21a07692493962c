// The OpenAPI 3.1 document of the portal's API, generated from the call registry and its zod
// schemas (zod 4's z.toJSONSchema, JSON Schema 2020-12 as OpenAPI 3.1 uses). Every exported
// contract schema a call reaches becomes a named component (`#/components/schemas/Member`); a call
// schema that is not exported by name gets `{operationId}Request`/`Response`. Bodies are described
// as they travel (zod's input side: what a request sends and what a response's parse reads).
import { z } from 'zod';
import * as contracts from '../schemas.ts';
import { CALL_REGISTRY, operationIdOf } from './callRegistry.ts';
import { templateParams } from './pathTemplate.ts';
import { callsWithoutSchema, type CallDescription, type CallService, type SuccessStatus } from './types.ts';

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
  /** `METHOD path` of the calls a body of which has no contract schema yet. */
  'x-calls-without-schema': string[];
}

const REF = '#/components/schemas/';
export const SERVICE_TAGS: Record<CallService, string> = {
  identity: 'svc-identity',
  events: 'svc-events',
  files: 'svc-files',
};
const INTERNAL_TAG = 'internal';

/** Every zod schema of the contract, by the first name it is exported under. */
function exportedSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  }
  return names;
}

/** Every `$ref` target in a JSON value. */
function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item);
      else refsIn(item, into);
    }
  }
  return into;
}

/** The components reachable from `roots` (names), following their refs. */
function reachable(all: Record<string, Json>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name) || !all[name]) continue;
    seen.add(name);
    for (const ref of refsIn(all[name], new Set()))
      if (ref.startsWith(REF)) queue.push(ref.slice(REF.length));
  }
  return seen;
}

function schemaComponents(calls: readonly CallDescription[]) {
  const names = exportedSchemaNames();
  names.set(contracts.apiError, 'ApiError');
  const registry = z.registry<{ id: string }>();
  const used = new Set<string>();
  const slotName = new Map<CallDescription, { request?: string; response?: string }>();
  const nameOf = (schema: z.ZodType, fallback: string) => {
    let name = names.get(schema);
    if (!name) {
      name = fallback;
      names.set(schema, name);
    }
    return name;
  };
  for (const call of calls) {
    const slots: { request?: string; response?: string } = {};
    if (call.request) slots.request = nameOf(call.request, `${operationIdOf(call)}Request`);
    if (call.response) slots.response = nameOf(call.response, `${operationIdOf(call)}Response`);
    slotName.set(call, slots);
    if (slots.request) used.add(slots.request);
    if (slots.response) used.add(slots.response);
  }
  for (const [schema, id] of names) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: (id) => `${REF}${id}`,
  }) as { schemas: Record<string, Json> };
  const all: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(generated.schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    all[id] = rest;
  }
  const keep = reachable(all, [...used, 'ApiError']);
  const schemas = Object.fromEntries([...keep].sort().map((id) => [id, all[id]!]));
  return { schemas, slotName };
}

/**
 * One `in: query` parameter per field of the route's query schema: required unless the field accepts
 * nothing, its JSON Schema as the query sends it (zod's input side), the field's description.
 */
function queryParameters(schema: z.ZodObject): Json[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const fieldSchema = field as z.ZodType;
    const generated = z.toJSONSchema(fieldSchema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as Json;
    const { $schema: _schema, description, ...json } = generated;
    const text = fieldSchema.description ?? description;
    return {
      name,
      in: 'query',
      required: !fieldSchema.safeParse(undefined).success,
      ...(typeof text === 'string' ? { description: text } : {}),
      schema: json,
    };
  });
}

function operation(call: CallDescription, slots: { request?: string; response?: string }): Json {
  const missing = { 'x-schema-missing': true };
  const op: Json = {
    operationId: operationIdOf(call),
    summary: call.summary,
    tags: [call.internal ? INTERNAL_TAG : SERVICE_TAGS[call.service]],
  };
  const parameters = [
    ...templateParams(call.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(call.query ? queryParameters(call.query) : []),
  ];
  if (parameters.length) op.parameters = parameters;
  if (slots.request) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: { $ref: REF + slots.request } } },
    };
  } else if (call.request === undefined) {
    op.requestBody = { content: { 'application/json': { schema: {} } }, ...missing };
  }
  const success: Json = slots.response
    ? { description: 'Success', content: { 'application/json': { schema: { $ref: REF + slots.response } } } }
    : call.response === null
      ? { description: 'Success, no JSON body (204, a file or a calendar)' }
      : { description: 'Success; the body has no contract schema yet', ...missing };
  // the route's own success status(es) where the registry records them, else a generic 2XX; a 204
  // has no body whatever the call's schema slot says
  const statuses = call.success === undefined ? [] : ([] as SuccessStatus[]).concat(call.success);
  const byStatus: Array<[string, Json]> = statuses.length
    ? statuses.map((status) => [
        String(status),
        status === 204 ? { description: 'Success, no content' } : success,
      ])
    : [['2XX', success]];
  op.responses = { ...Object.fromEntries(byStatus), '4XX': { $ref: '#/components/responses/Error' } };
  if (call.internal) op['x-internal'] = true;
  return op;
}

export interface OpenApiOptions {
  /** Include the service-to-service `/internal` calls (the gateway never routes them). */
  includeInternal?: boolean;
  version?: string;
  calls?: readonly CallDescription[];
}

export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const calls = (options.calls ?? CALL_REGISTRY).filter((call) => options.includeInternal || !call.internal);
  const { schemas, slotName } = schemaComponents(calls);
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) {
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call, slotName.get(call)!);
  }
  const tags = Object.values(SERVICE_TAGS).map((name) => ({
    name,
    description: `Calls answered by ${name}`,
  }));
  if (options.includeInternal) tags.push({ name: INTERNAL_TAG, description: 'Service-to-service calls' });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Unit portal API',
      version: options.version ?? '0.1.0',
      description:
        'Generated from the zod schemas of @portal/contracts. Every call is made on the account host ' +
        '({account}.{domain}); mutating calls carry the CSRF token (body `token` or header x-csrf-token).',
    },
    tags,
    paths,
    components: {
      schemas,
      responses: {
        Error: {
          description: 'Refused: { code, message }',
          content: { 'application/json': { schema: { $ref: `${REF}ApiError` } } },
        },
      },
    },
    'x-calls-without-schema': callsWithoutSchema(calls).map((call) => `${call.method} ${call.path}`),
  };
}
