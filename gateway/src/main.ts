// Gateway process: listens on PORT (default 8080).
import http from 'node:http';
import {
  closeAfterStop,
  drainHttpServer,
  onStopSignals,
  probeHandler,
  startTracing,
} from '@portal/contracts/server';
import { createGateway } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

// Tracing first (docs/observability.md), only when OTEL_* variables ask for it: otherwise nothing
// is loaded. Started here rather than in a `node --import` preload: the http instrumentation
// patches node:http's exports object, which is the one every `import http from 'node:http'` gets,
// so modules imported above still make and take traced calls as long as no request ran yet, and
// one line here works the same under `tsx src/main.ts`, `node --import tsx` (deploy/stack.mjs, the
// Dockerfile) and the k8s manifests, with no extra flag to keep in step in each of them.
const tracing = await startTracing({ serviceName: 'gateway' });

const config = loadConfig();
const logger = createLogger(config.logLevel);
const gateway = createGateway(config, { logger });
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST; // unset: every interface, IPv4 and IPv6 (*.localhost may resolve to ::1)

// /healthz and /readyz before the site; readiness is off only while stopping (the gateway serves
// without Redis, its context cache off, and a service that is down is answered per request).
const probes = probeHandler();
const server = http.createServer((req, res) => probes.handle(req, res, () => gateway.app(req, res)));
closeAfterStop(server);
server.listen(port, host ?? '::', () => {
  logger.info(
    { port, host, identity: config.services.identity, shellDir: config.shellDir },
    'gateway listening',
  );
});
// Slow clients must not pin sockets forever; keep-alive kept a little above typical LB idle times.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

process.on('unhandledRejection', (reason) => logger.error({ err: String(reason) }, 'unhandled rejection'));

// SIGTERM: readiness off, stop accepting, let the requests in flight finish (drain.ts), then close.
onStopSignals(
  async (signal) => {
    logger.info({ signal }, 'gateway stopping');
    probes.state.draining();
    await drainHttpServer(server);
    await gateway.close();
    await tracing?.shutdown(); // sends the spans still buffered
  },
  { log: (fields, msg) => logger.warn(fields, `gateway: ${msg}`) },
);
