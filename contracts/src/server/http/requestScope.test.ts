// The gateway's request id goes on from a service to the services it calls
// (callInternal) and into the jobs it queues (withJobRequestId), within the request's scope.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callInternal } from './internalCall.ts';
import {
  cleanRequestId,
  currentRequestId,
  requestIdScope,
  withJobRequestId,
  withRequestId,
} from './requestScope.ts';

describe('request id scope', () => {
  it('keeps a sane x-request-id for the rest of the request, across awaits', async () => {
    const scope = requestIdScope();
    const seen: (string | undefined)[] = [];
    const req = { headers: { 'x-request-id': 'abc-123' } } as unknown as IncomingMessage;
    await new Promise<void>((resolve) =>
      scope(req, {} as never, () => {
        void (async () => {
          await new Promise((r) => setTimeout(r, 5));
          seen.push(currentRequestId());
          resolve();
        })();
      }),
    );
    expect(seen).toEqual(['abc-123']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('refuses ids that could forge log lines', () => {
    expect(cleanRequestId('ok.id:1-2_3')).toBe('ok.id:1-2_3');
    expect(cleanRequestId('bad\n{"level":60}')).toBeUndefined();
    expect(cleanRequestId('x'.repeat(129))).toBeUndefined();
    expect(cleanRequestId(42)).toBeUndefined();
  });

  it('job data carries the id only inside a scope', () => {
    expect(withJobRequestId({ kind: 'k' })).toEqual({ kind: 'k' });
    expect(withRequestId('req-9', () => withJobRequestId({ kind: 'k' }))).toEqual({
      kind: 'k',
      requestId: 'req-9',
    });
  });

  it('callInternal sends the current request id to the called service', async () => {
    const received: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      received.push(req.headers['x-request-id'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const options = { baseUrl, contextSecret: 'test-secret' };
    const schema = z.object({ ok: z.boolean() });
    await withRequestId('req-42', () => callInternal(options, 'md001', '/internal/x', schema));
    await callInternal(options, 'md001', '/internal/x', schema);
    server.close();
    expect(received).toEqual(['req-42', undefined]);
  });
});
