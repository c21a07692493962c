// The gateway's request id (x-request-id) kept for the whole handling of one request, so that code
// far from the request (internal calls, queue producers) can pass it on without threading it through
// every function: services' structured logs, service → service calls and queued jobs carry it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../../headers.ts';

const store = new AsyncLocalStorage<string>();
const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** A sane request id, or undefined (an id from outside is never trusted blindly into logs). */
export function cleanRequestId(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && safeRequestId.test(first) ? first : undefined;
}

/** The request id of the request being handled (or of the job being run), if any. */
export function currentRequestId(): string | undefined {
  return store.getStore();
}

/** Runs fn with requestId as the current one (a worker around one job). */
export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? store.run(requestId, fn) : fn();
}

/** Middleware: the rest of the request runs with its x-request-id as the current request id. */
export function requestIdScope() {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    withRequestId(cleanRequestId(req.headers[REQUEST_ID_HEADER]), next);
  };
}

/** Job data with the current request id added (queue producers): `{ ...data, requestId }`. */
export function withJobRequestId<T extends object>(data: T): T & { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}
