// One call of the portal's HTTP API as the contracts package describes it: what
// the OpenAPI document and the pact coverage report are built from.
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The service that answers the call (the gateway's routing table names them the same way). */
export type CallService = 'identity' | 'events' | 'files';

/**
 * A schema slot: a zod schema; `null` when the call has no JSON body there (a GET's request, a
 * 204 or a file download); `undefined` when the body exists but no contract schema describes it yet.
 */
export type SchemaSlot = z.ZodType | null | undefined;

export interface CallDescription {
  method: CallMethod;
  /** OpenAPI path template: `/api/team/{id}` (express `:id` in the services). */
  path: string;
  service: CallService;
  summary: string;
  request: SchemaSlot;
  response: SchemaSlot;
  /** Service-to-service (`/internal/...`): never routed by the gateway. */
  internal?: boolean;
  /**
   * `'none'`: no code of ours calls it, so there is no consumer to write a pact from (the coverage
   * gate lists it apart instead of failing); `why` says why. Absent: it has, or may have, a consumer.
   */
  consumers?: 'none';
  why?: string;
  /** The status(es) the service answers on success (calls/successStatus.ts); absent: a generic 2XX. */
  success?: SuccessStatus | readonly SuccessStatus[];
  /**
   * The query parameters the service reads, one field each (the schema the route parses its query
   * with); absent: the call takes none and the service ignores a query string.
   */
  query?: z.ZodObject;
}

export type SuccessStatus = 200 | 201 | 202 | 204;

/** Marks a call nobody in our code calls (see `consumers`): the coverage gate does not ask a pact of it. */
export function noConsumer(call: CallDescription, why: string): CallDescription {
  return { ...call, consumers: 'none', why };
}

/** Declares the query parameters a call's route parses (`schema`: one field per parameter). */
export function withQuery(call: CallDescription, schema: z.ZodObject): CallDescription {
  return { ...call, query: schema };
}

/** Builders for a service's calls: `get(path, summary, response)`, `post(path, summary, request, response)`. */
export function callsOf(service: CallService, internal = false) {
  const make =
    (method: CallMethod) =>
    (path: string, summary: string, request: SchemaSlot, response: SchemaSlot): CallDescription => ({
      method,
      path,
      service,
      summary,
      request,
      response,
      ...(internal ? { internal } : {}),
    });
  const withBody = { post: make('POST'), put: make('PUT') };
  return {
    get: (path: string, summary: string, response: SchemaSlot) => make('GET')(path, summary, null, response),
    del: (path: string, summary: string, response: SchemaSlot, request: SchemaSlot = null) =>
      make('DELETE')(path, summary, request, response),
    ...withBody,
  };
}

/** The calls whose request or response body has no schema yet (listed in the document and by coverage). */
export function callsWithoutSchema(calls: readonly CallDescription[]): CallDescription[] {
  return calls.filter((call) => call.request === undefined || call.response === undefined);
}
