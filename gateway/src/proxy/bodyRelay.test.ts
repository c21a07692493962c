// Request bodies through the lean proxy on real sockets: streamed whole with backpressure, after
// a 100-continue, and timed by the client's progress rather than from the request's start.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app.ts';
import { startTestGateway } from '../testing/testGateway.ts';
import { startEchoServer, startIdentityStandIn, type Upstream } from '../testing/upstreams.ts';

let identity: Upstream;
let events: Upstream;
beforeAll(async () => {
  identity = await startIdentityStandIn(new Map());
  events = await startEchoServer('events');
});
afterAll(async () => {
  await Promise.all([identity?.close(), events?.close()]);
});

/**
 * POST /api/member/attendance (svc-events' echo) through `through` on a real socket, the body
 * written by `send` as it likes (chunked, slowly, after 100-continue); the whole answer.
 */
async function postThrough(
  through: Gateway,
  headers: Record<string, string>,
  send: (req: http.ClientRequest) => void,
): Promise<{ status: number; text: string }> {
  const server = http.createServer(through.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/member/attendance', headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      send(req);
    });
  } finally {
    server.close();
  }
}

describe('gateway: request bodies through the /api proxy', () => {
  it('streams a 3 MiB chunked body with Expect: 100-continue to the service and its echo back, intact', async () => {
    const gateway = await startTestGateway({ IDENTITY_URL: identity.url, EVENTS_URL: events.url });
    try {
      const part = 'abcdefgh'.repeat(8 * 1024);
      const answer = await postThrough(gateway, { expect: '100-continue' }, (req) =>
        req.on('continue', () => {
          for (let i = 0; i < 48; i++) req.write(part);
          req.end();
        }),
      );
      expect(answer.status).toBe(200);
      const echoed = JSON.parse(answer.text) as { body: string; headers: Record<string, string> };
      expect(echoed.body).toBe(part.repeat(48));
      expect(echoed.headers.expect).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it('an upload slower than UPSTREAM_TIMEOUT_MS that keeps sending is relayed whole, not cut off', async () => {
    const gateway = await startTestGateway({
      IDENTITY_URL: identity.url,
      EVENTS_URL: events.url,
      UPSTREAM_TIMEOUT_MS: '300',
    });
    try {
      const answer = await postThrough(gateway, {}, (req) => {
        let sent = 0;
        const next = () => {
          if (sent === 6) return void req.end();
          req.write(`part${sent++};`);
          setTimeout(next, 120);
        };
        next();
      });
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.text) as { body: string }).body).toBe('part0;part1;part2;part3;part4;part5;');
    } finally {
      await gateway.close();
    }
  });
});
