// Gateway process: listens on PORT (default 8080).
import http from 'node:http';
import { createGateway } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const gateway = createGateway(config, { logger });
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST; // unset: every interface, IPv4 and IPv6 (*.localhost may resolve to ::1)

const server = http.createServer(gateway.app);
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

function stop() {
  server.close(() => {
    void gateway.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
