// The remotes' runtime configuration (/config/remotes.json: where each manifest is;
// /config/routes.json: what each remote owns, read from the remote itself) and the /mfe/{name}/…
// proxies to each remote's static server, so remotes are same-origin on every account host.
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { remoteNames, type GatewayConfig } from '../config.ts';
import { createHpmProxy } from '../proxy/hpmProxy.ts';
import { sendJson } from '../http/jsonError.ts';
import { createRoutesConfig } from './routesConfig.ts';

/** `{ mfe_events: '/mfe/events/mf-manifest.json', ... }` as the shell reads it. */
export function remotesJson(config: GatewayConfig): Record<string, string> {
  return Object.fromEntries(remoteNames.map((name) => [`mfe_${name}`, config.remotes[name].manifest]));
}

export function createRemotesRouter(
  config: GatewayConfig,
  logger: Logger,
): { router: Router; close(): void } {
  const router = express.Router();
  const body = remotesJson(config);
  router.get('/config/remotes.json', (_req, res) => sendJson(res, 200, body));
  const { routesConfig } = createRoutesConfig({
    remotes: Object.fromEntries(remoteNames.map((name) => [`mfe_${name}`, config.remotes[name].url])),
    logger,
  });
  router.get('/config/routes.json', (_req, res, next) => {
    routesConfig().then((answer) => sendJson(res, 200, answer), next);
  });
  const agents: Array<{ destroy(): void }> = [];
  for (const name of remoteNames) {
    // Mounted at /mfe/{name}: express strips the mount path, so the remote's dist/ is served at its root.
    const { handler, agent } = createHpmProxy({
      target: config.remotes[name].url,
      displayName: `${name} remote`,
      logger,
    });
    agents.push(agent);
    router.use(`/mfe/${name}`, handler);
  }
  return { router, close: () => agents.forEach((agent) => agent.destroy()) };
}
