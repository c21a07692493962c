// The routes the services really serve, read from their express apps (built with stand-in
// dependencies: building an app connects to nothing), as OpenAPI path templates: what the access
// matrix must cover. `/api/member/list{/:type}` gives both paths; `:id` becomes `{id}`.
import type { Express } from 'express';
import { createApp as eventsApp } from '../../../svc-events/src/app.ts';
import { createApp as filesApp } from '../../../svc-files/src/app.ts';
import { createApp as identityApp } from '../../../svc-identity/src/app.ts';
import { loadConfig } from '../../../svc-identity/src/config.ts';

interface Layer {
  route?: { path: string | RegExp | Array<string | RegExp>; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const standIn = {} as never;

/** `/a{/:b}` -> ['/a', '/a/{b}']; `/a/:b` -> ['/a/{b}']. */
export function templatesOf(expressPath: string): string[] {
  const optional = /\{([^{}]*)\}/.exec(expressPath);
  if (optional) {
    const without = expressPath.replace(optional[0], '');
    const withIt = expressPath.replace(optional[0], optional[1]!);
    return [...templatesOf(without), ...templatesOf(withIt)];
  }
  return [expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')];
}

function walk(stack: readonly Layer[], out: Set<string>): Set<string> {
  for (const layer of stack) {
    if (layer.route) {
      // a RegExp route cannot be named as a template: kept as its source, so the check lists it
      const paths = ([] as Array<string | RegExp>)
        .concat(layer.route.path)
        .map((p) => (typeof p === 'string' ? p : `RegExp ${p.source}`));
      for (const method of Object.keys(layer.route.methods)) {
        if (method === '_all') continue;
        for (const path of paths) for (const t of templatesOf(path)) out.add(`${method.toUpperCase()} ${t}`);
      }
    } else if (layer.handle?.stack) walk(layer.handle.stack, out);
  }
  return out;
}

const routesOf = (app: Express) =>
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, new Set());

/** `METHOD template` of every route of svc-identity, svc-events and svc-files. */
export function serviceRoutes(): { identity: Set<string>; events: Set<string>; files: Set<string> } {
  const config = loadConfig({ CAPTCHA: 'none', LOG_LEVEL: 'silent' });
  return {
    identity: routesOf(
      identityApp({
        pool: standIn,
        redis: standIn,
        config,
        enqueueEmail: async () => {},
        clock: () => new Date(),
      }),
    ),
    // the permission slip routes mount only with their deps (connecting to nothing at build time)
    events: routesOf(
      eventsApp({
        db: standIn,
        contextSecret: 'stand-in',
        permissionSlips: { mail: standIn, baseURL: standIn, limiter: null },
      }),
    ),
    files: routesOf(filesApp({ db: standIn, contextSecret: 'stand-in', storage: standIn })),
  };
}
