// The shared pieces every process uses: drainHttpServer (graceful stop:
// requests in flight finish, new connections are refused, idle keep-alive connections are closed)
// and probeHandler (/healthz, /readyz with a readiness check, 503 while draining).
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAfterStop, drainHttpServer, shutdownTimeoutMs } from './drain.ts';
import { probeHandler } from './probes.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number, path: string, agent?: Agent) =>
  new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });

const connectCode = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('drainHttpServer (graceful stop)', () => {
  it('lets a slow request finish and refuses new connections meanwhile (keep-alive sockets do not hold it)', async () => {
    let release: () => void = () => {};
    const server = createServer((req, res) => {
      if (req.url === '/slow') release = () => res.end('slow done');
      else res.end('quick');
    });
    closeAfterStop(server);
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, '/quick', agent)).body).toBe('quick'); // an idle keep-alive socket now
    const slow = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));

    let drained = false;
    const draining = drainHttpServer(server).then(() => (drained = true));
    expect(await connectCode(port)).toBe('ECONNREFUSED');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(drained).toBe(false); // the slow request still runs
    release();
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' });
    await draining;
    expect(drained).toBe(true);
    agent.destroy();
  });

  it('a request answered at once on a connection opened before the stop gets Connection: close (no crash)', async () => {
    // the request's head is still arriving when the stop begins, so the drain keeps its connection
    const server = createServer((_req, res) => res.end('at once'));
    closeAfterStop(server);
    const port = await listen(server);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /quick HTTP/1.1\r\nHost: test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const errors: unknown[] = [];
    server.on('clientError', (error) => errors.push(error));
    const draining = drainHttpServer(server);
    let reply = '';
    socket.on('data', (chunk) => (reply += String(chunk)));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('\r\n');
    await closed;
    await draining;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(reply).toContain('at once');
    expect(errors).toEqual([]);
  });

  it('SHUTDOWN_TIMEOUT_MS sets the cut-off (20 s by default)', () => {
    expect(shutdownTimeoutMs({})).toBe(20_000);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '5000' })).toBe(5_000);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toBe(20_000);
  });
});

describe('probeHandler (/healthz, /readyz)', () => {
  it('answers liveness always, readiness from the check, 503 once draining; passes other paths on', async () => {
    let databaseUp = true;
    const probes = probeHandler({
      ready: async () => {
        if (!databaseUp) throw new Error('database down');
      },
    });
    const port = await listen(createServer((req, res) => probes.handle(req, res, () => res.end('app'))));
    expect(await get(port, '/healthz')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(await get(port, '/readyz')).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    expect((await get(port, '/other')).body).toBe('app');
    databaseUp = false;
    expect(await get(port, '/readyz')).toMatchObject({ status: 503 });
    expect(JSON.parse((await get(port, '/readyz')).body)).toEqual({
      status: 'unavailable',
      problem: 'database down',
    });
    databaseUp = true;
    probes.state.draining();
    expect(await get(port, '/readyz')).toMatchObject({ status: 503, body: '{"status":"stopping"}' });
    expect((await get(port, '/healthz')).status).toBe(200);
  });

  it('a readiness check that hangs counts as not ready after its timeout', async () => {
    const probes = probeHandler({ ready: () => new Promise(() => {}), timeoutMs: 50 });
    const port = await listen(createServer((req, res) => probes.handle(req, res, () => res.end())));
    expect(await get(port, '/readyz')).toMatchObject({ status: 503 });
  });
});
