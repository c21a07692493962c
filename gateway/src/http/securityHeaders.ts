// Security headers from helmet. The CSP allows the shell and same-origin remotes; remotes moved to
// another origin by REMOTE_<NAME>_MANIFEST are added to script/connect/style sources.
// frame-ancestors is configurable (FRAME_ANCESTORS) because embed mode puts the site inside other
// sites' frames. The headers never vary per request, so helmet runs once at start-up and every
// response gets the resulting list (cheaper than running ten helmet middlewares per request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { GatewayConfig } from '../config.ts';
import { remoteNames } from '../config.ts';

export type HeaderList = ReadonlyArray<readonly [string, string]>;

export function securityHeaderList(config: GatewayConfig): HeaderList {
  const remoteOrigins = remoteNames
    .map((name) => config.remotes[name].manifest)
    .filter((manifest) => /^https?:\/\//.test(manifest))
    .map((manifest) => new URL(manifest).origin);
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    // frame-ancestors above decides who may frame us; X-Frame-Options would forbid embed mode.
    frameguard: false,
    // added per request by withHsts, only to answers of https requests (HSTS_MAX_AGE)
    strictTransportSecurity: false,
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** The list plus Strict-Transport-Security (max-age in seconds; 0: the list as it is). */
export function withHsts(headers: HeaderList, maxAgeSeconds: number): HeaderList {
  if (!(maxAgeSeconds > 0)) return headers;
  return [
    ...headers,
    ['Strict-Transport-Security', `max-age=${Math.floor(maxAgeSeconds)}; includeSubDomains`],
  ];
}

/**
 * Whether the browser reached us over https: a TLS socket, or a TLS-terminating proxy in front
 * that says so in X-Forwarded-Proto. Trusting a client's claim here is harmless: browsers ignore
 * Strict-Transport-Security received over plain http (RFC 6797 8.1).
 */
export function overHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && /^\s*https\s*(,|$)/i.test(proto);
}

export function applyHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * The subset that matters for JSON answers (never rendered as documents): the CSP, COOP,
 * Origin-Agent-Cluster and the like only act on pages, and every header costs on the hot path.
 */
const apiHeaderNames = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
]);

export function apiSecurityHeaders(all: HeaderList): HeaderList {
  return all.filter(([name]) => apiHeaderNames.has(name.toLowerCase()));
}
