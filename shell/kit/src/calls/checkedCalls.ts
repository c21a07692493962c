// The two shapes most of a remote's calls share: a GET whose answer is checked and which may be
// aborted, and a POST or PUT whose body is checked with the call's request schema before it leaves.
import { apiClient, type ApiClient, type ResponseSchema } from '../api/client.ts';

/** A request's options carrying the abort signal when there is one. */
export const withSignal = (signal?: AbortSignal): { signal?: AbortSignal } => (signal ? { signal } : {});

/** GET `path`, the answer checked with `schema`. */
export function getChecked<T>(
  client: ApiClient,
  path: string,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  return client.get(path, { schema, ...withSignal(signal) });
}

/**
 * A call's request schema (zod's `parse`); bodies are typed as it accepts them (Standard Schema's
 * input type, before defaults), without `token`, which the client adds.
 */
export interface RequestSchema<B> {
  parse(body: unknown): unknown;
  readonly '~standard': { readonly types?: { readonly input: B } | undefined };
}

/**
 * A POST or PUT to the path of one thing (an event, a folder): `call(id, body, client?)` checks
 * the body with `request` (a bad one throws before anything is sent) and the answer with `response`.
 */
export function checkedSend<Id, B, T>(
  method: 'post' | 'put',
  path: (id: Id) => string,
  request: RequestSchema<B>,
  response: ResponseSchema<T>,
) {
  return (id: Id, body: Omit<B, 'token'>, client: ApiClient = apiClient): Promise<T> => {
    request.parse(body);
    return client[method](path(id), body, { schema: response });
  };
}
