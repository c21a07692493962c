import { ACCESS_MESSAGES, CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@portal/contracts';
import { ApiError, clientError } from './errors.ts';

/** Anything with zod's `parse` (every contracts schema) validates a response body. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T = unknown> {
  /** Validate (and type) the response body; a mismatch throws 'An unknown error occurred'. */
  schema?: ResponseSchema<T>;
  /**
   * Fetch GET /api/token and send it (JSON body field `token`, or header `x-csrf-token` for
   * FormData). Default: true for POST/PUT/DELETE. Sign-in passes false (its `token` is the captcha).
   * 'header': send it only as `x-csrf-token`, for bodies whose `token` field means something else
   * (the emailed-link secret of finishsetup / finishpasswordreset).
   */
  csrf?: boolean | 'header';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface ApiClient {
  /** Paths may be written with or without the '/api' prefix: '/check' and '/api/check' are the same. */
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  /** GET /api/token; throws the client error 'Could not get token' when none is obtained. */
  token(): Promise<string>;
  /** Turns a call into a Result instead of a throw: `const r = await apiClient.attempt(apiClient.get(...))`. */
  attempt<T>(call: Promise<T>): Promise<Result<T>>;
}

export interface ApiClientOptions {
  /** Origin to prefix, '' (same origin) in the browser; tests pass a local server's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Extra headers on every call (e.g. a Cookie header outside the browser). */
  headers?: Record<string, string>;
}

export function apiPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash === '/api' || withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`;
}

/**
 * §8's access words for a refusal that came without the services' error body (a proxy or the edge
 * in front of them answered): asked to sign in again, or not allowed.
 */
const BARE_REFUSALS: Readonly<Record<number, { code: string; message: string }>> = {
  401: { code: 'SIGNIN_REQUIRED', message: ACCESS_MESSAGES.pleaseSignInToContinue },
  403: { code: 'FORBIDDEN', message: ACCESS_MESSAGES.noPermissionDoThatShort },
};

function isServerErrorBody(body: unknown): body is { code: string; message: string; issues?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'string' && typeof b.message === 'string';
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  return JSON.parse(text) as unknown;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  // Never call fetch detached from globalThis: browsers throw 'Illegal invocation'.
  const doFetch = (input: string, init: RequestInit) =>
    options.fetch ? options.fetch(input, init) : fetch(input, init);

  async function token(): Promise<string> {
    let res: Response;
    try {
      res = await doFetch(baseUrl + '/api/token', {
        method: 'GET',
        credentials: 'include',
        headers: { accept: 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION, ...options.headers },
      });
    } catch (error) {
      throw clientError('noToken', error);
    }
    const body = res.ok ? await readBody(res).catch(() => undefined) : undefined;
    const value = (body as { token?: unknown } | undefined)?.token;
    if (typeof value !== 'string' || value === '') throw clientError('noToken');
    return value;
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions<T> = {},
  ): Promise<T> {
    const mutating = method !== 'GET';
    const headers: Record<string, string> = {
      accept: 'application/json',
      // §9: every call says which client made it
      [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
      ...options.headers,
      ...opts.headers,
    };
    let payload: BodyInit | undefined;
    const csrf = mutating && (opts.csrf ?? true) ? await token() : undefined;

    const inHeader = opts.csrf === 'header' || (typeof FormData !== 'undefined' && body instanceof FormData);
    if (csrf && inHeader) headers['x-csrf-token'] = csrf;
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      payload = body;
    } else if (mutating) {
      const json =
        csrf && !inHeader ? { ...(body as Record<string, unknown> | undefined), token: csrf } : (body ?? {});
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(json);
    }

    let res: Response;
    try {
      res = await doFetch(baseUrl + apiPath(path), {
        method,
        credentials: 'include',
        headers,
        ...(payload !== undefined ? { body: payload } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    } catch (error) {
      throw clientError('requestFailed', error);
    }

    let data: unknown;
    try {
      data = await readBody(res);
    } catch (error) {
      throw clientError('unknown', error);
    }

    if (!res.ok) {
      if (isServerErrorBody(data)) {
        const issues = Array.isArray(data.issues)
          ? data.issues.filter((i): i is string => typeof i === 'string')
          : undefined;
        throw new ApiError({
          type: 'SERVER',
          code: data.code,
          status: res.status,
          message: data.message,
          ...(issues ? { issues } : {}),
        });
      }
      const refusal = BARE_REFUSALS[res.status];
      if (refusal) throw new ApiError({ type: 'SERVER', status: res.status, ...refusal });
      throw clientError('unknown');
    }

    if (data === undefined || !opts.schema) return data as T;
    try {
      return opts.schema.parse(data);
    } catch (error) {
      throw clientError('unknown', error);
    }
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, body, opts) => request('DELETE', path, body, opts),
    token,
    async attempt<T>(call: Promise<T>): Promise<Result<T>> {
      try {
        return { ok: true, value: await call };
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, error };
        return {
          ok: false,
          error: clientError('crash', error, error instanceof Error ? error.message : undefined),
        };
      }
    },
  };
}

/** The same-origin client every part uses in the browser. */
export const apiClient: ApiClient = createApiClient();
