import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTEXT_HEADER } from '../../headers.ts';
import { verifyContext } from '../context.ts';
import { callInternal } from './internalCall.ts';

const SECRET = 'internal-call-test-secret';
const schema = z.object({ ok: z.literal(true) });

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(status === 404 || status >= 500 ? null : JSON.stringify(body), { status });
  };
}

describe('callInternal: one way for a service to call another /internal path', () => {
  it('signs a session-less context of the served account and parses the answer', async () => {
    const seen: Request[] = [];
    const options = {
      baseUrl: 'http://identity',
      contextSecret: SECRET,
      fetch: fakeFetch(200, { ok: true }, seen),
    };
    await expect(callInternal(options, 'md001', '/internal/x', schema)).resolves.toEqual({ ok: true });
    const context = verifyContext(seen[0]!.headers.get(CONTEXT_HEADER) ?? undefined, SECRET);
    expect(context?.accountID).toBe('md001');
    expect(context?.session).toBeNull();
    expect(seen[0]!.url).toBe('http://identity/internal/x');
  });

  it('sends a JSON body with POST', async () => {
    const seen: Request[] = [];
    const options = {
      baseUrl: 'http://identity',
      contextSecret: SECRET,
      fetch: fakeFetch(200, { ok: true }, seen),
    };
    await callInternal(options, 'md001', '/internal/y', schema, { method: 'POST', body: { a: 1 } });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ a: 1 });
  });

  it('404 (no such object in that account) is null', async () => {
    const options = { baseUrl: 'http://identity', contextSecret: SECRET, fetch: fakeFetch(404, null) };
    await expect(callInternal(options, 'md001', '/internal/x', schema)).resolves.toBeNull();
  });

  it('any other failure throws: a 500, or an answer outside the schema', async () => {
    const failing = { baseUrl: 'http://identity', contextSecret: SECRET, fetch: fakeFetch(500, null) };
    await expect(callInternal(failing, 'md001', '/internal/x', schema)).rejects.toThrow('answered 500');
    const wrong = { baseUrl: 'http://identity', contextSecret: SECRET, fetch: fakeFetch(200, { ok: 'yes' }) };
    await expect(callInternal(wrong, 'md001', '/internal/x', schema)).rejects.toThrow();
  });
});
