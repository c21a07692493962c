// Graceful stop of an HTTP server (SIGTERM from Kubernetes, compose or the supervisor): stop
// accepting connections at once, let the requests in flight finish, close keep-alive connections as
// soon as they fall idle, and resolve when the last one is gone. The process is cut off after
// SHUTDOWN_TIMEOUT_MS (default 20 s), which the deployments' terminationGracePeriodSeconds exceeds.
import type { Server } from 'node:http';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/**
 * Marks answers given after the stop began `Connection: close`. Runs before the server's own request
 * listener (prepended): a handler that answers at once (a probe, a 401) has sent its headers by the
 * time a later listener runs, and setting one then threw and ended the process mid-drain.
 */
export function closeAfterStop(server: Server): void {
  server.prependListener('request', (_req, res) => {
    if (!server.listening) res.setHeader('connection', 'close');
  });
}

export function drainHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Exits after `stop` (drain, then close pools and queues) or, when it hangs, after the timeout.
 * Repeated signals are ignored.
 */
export function onStopSignals(
  stop: (signal: string) => Promise<unknown>,
  options: { timeoutMs?: number; log?: (fields: object, msg: string) => void } = {},
): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = options.timeoutMs ?? shutdownTimeoutMs();
    setTimeout(() => {
      options.log?.({ signal, timeoutMs }, 'stop timed out; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    void Promise.resolve()
      .then(() => stop(signal))
      .catch((error: unknown) => options.log?.({ err: String(error) }, 'stop failed'))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => handler('SIGTERM'));
  process.on('SIGINT', () => handler('SIGINT'));
}
