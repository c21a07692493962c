// One service calling another's /internal path (docs/foundation.md: internal calls): a signed
// context without a session whose accountID is the account of the request being served, a short
// timeout, and the answer checked against its contract schema. Every internal client uses this.
import type { z } from 'zod';
import { CONTEXT_HEADER, REQUEST_ID_HEADER } from '../../headers.ts';
import { signContext, type ContextSecret } from '../context.ts';
import { addTraceHeaders } from '../tracing/traceHeaders.ts';
import { currentRequestId } from './requestScope.ts';

export interface InternalCallOptions {
  /** The called service's base URL (e.g. IDENTITY_URL). */
  baseUrl: string;
  /** Signs with this key, or with the first (current) of the accepted keys. */
  contextSecret: ContextSecret;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The options of a client of svc-identity's /internal calls. */
export interface IdentityClientOptions extends Omit<InternalCallOptions, 'baseUrl'> {
  /** svc-identity's base URL (IDENTITY_URL). */
  identityUrl: string;
}

export const identityCallOptions = (options: IdentityClientOptions): InternalCallOptions => ({
  ...options,
  baseUrl: options.identityUrl,
});

/**
 * The parsed answer, or null when the service answers 404 (no such object in that account).
 * Any other non-2xx answer, a timeout or an answer outside the schema throws.
 */
export async function callInternal<T>(
  options: InternalCallOptions,
  accountID: string,
  path: string,
  schema: z.ZodType<T>,
  request: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T | null> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const context = signContext(
    { accountID, account: null, session: null, member: null, issuedAt: Date.now() },
    options.contextSecret,
  );
  const withBody = request.body !== undefined;
  // the request (or job) being served goes on under the same id, so logs join across services
  const requestId = currentRequestId();
  // fetch is not traced by the http instrumentation: carry the current span's traceparent by hand
  // (nothing is added with tracing off), so the called service's span joins the caller's trace
  const trace: string[] = [];
  addTraceHeaders(trace);
  const traceHeaders: Record<string, string> = {};
  for (let i = 0; i + 1 < trace.length; i += 2) traceHeaders[trace[i]!] = trace[i + 1]!;
  const answer = await doFetch(new URL(path, options.baseUrl), {
    method: request.method ?? 'GET',
    headers: {
      [CONTEXT_HEADER]: context,
      accept: 'application/json',
      ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      ...traceHeaders,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { body: JSON.stringify(request.body) } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
  });
  if (answer.status === 404) {
    await answer.body?.cancel();
    return null;
  }
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new Error(`${request.method ?? 'GET'} ${path} answered ${answer.status}`);
  }
  return schema.parse(await answer.json());
}
