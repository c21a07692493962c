// Liveness and readiness for every process (Kubernetes probes, compose healthchecks):
// GET /healthz answers 200 while the process runs its event loop; GET /readyz answers 200 when its
// dependencies answer (the database, Redis...) and 503 otherwise or once the process is stopping,
// so the load balancer stops sending it work before it stops listening. Neither needs a context.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface Probes {
  /** Resolves when the process can take work; rejects (or throws) when it cannot. */
  ready?: () => Promise<unknown>;
  /** Milliseconds a readiness check may take before it counts as failed (default 2000). */
  timeoutMs?: number;
}

export interface ProbeState {
  /** From now on /readyz answers 503 (called on SIGTERM). */
  draining(): void;
  readonly isDraining: boolean;
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function check(probes: Probes): Promise<string | null> {
  if (!probes.ready) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(probes.ready),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('readiness check timed out')), probes.timeoutMs ?? 2_000);
      }),
    ]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A handler for /healthz and /readyz that passes every other request on (as express middleware or
 * in front of a plain request listener), and the state that turns readiness off while draining.
 */
export function probeHandler(probes: Probes = {}): {
  handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  state: ProbeState;
} {
  let draining = false;
  const state: ProbeState = {
    draining: () => void (draining = true),
    get isDraining() {
      return draining;
    },
  };
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path === '/healthz') return send(res, 200, { status: 'ok' });
    if (path !== '/readyz') return next();
    if (draining) return send(res, 503, { status: 'stopping' });
    void check(probes).then((problem) =>
      problem ? send(res, 503, { status: 'unavailable', problem }) : send(res, 200, { status: 'ready' }),
    );
  };
  return { handle, state };
}

/** For processes without an HTTP server (workers): the probes alone on their own port. */
export function serveProbes(options: { port: number; host?: string } & Probes): {
  server: Server;
  state: ProbeState;
} {
  const { handle, state } = probeHandler(options);
  const server = createServer((req, res) => handle(req, res, () => send(res, 404, { status: 'not found' })));
  server.listen(options.port, options.host ?? '0.0.0.0');
  return { server, state };
}
