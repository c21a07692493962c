// Security headers from helmet. The CSP allows the shell and same-origin remotes; remotes moved to
// another origin by REMOTE_<NAME>_MANIFEST are added to script/connect/style sources.
// frame-ancestors: pages asked for in embed mode (platform §2: an `embed` query parameter) may be
// framed by FRAME_ANCESTORS (default any site: units embed their calendar in their own web sites);
// every other page only by its own origin (plus X-Frame-Options: SAMEORIGIN), so the signed-in
// pages cannot be framed for clickjacking by another host of the same site. The lists never vary
// per request otherwise, so helmet runs once at start-up per variant (cheaper than running ten
// helmet middlewares per request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { GatewayConfig } from '../config.ts';
import { remoteNames } from '../config.ts';

export type HeaderList = ReadonlyArray<readonly [string, string]>;

export function securityHeaderList(
  config: GatewayConfig,
  frameAncestors: string[] = config.frameAncestors,
): HeaderList {
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
        frameAncestors,
      },
    },
    // frame-ancestors above decides who may frame us; X-Frame-Options (pageHeaderSets) would forbid embed mode.
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

/** Whether a page is asked for in embed mode (platform §2: the query has an `embed` parameter). */
export function isEmbedUrl(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && url.includes('embed', query) && new URLSearchParams(url.slice(query + 1)).has('embed');
}

export interface HeaderSets {
  /** Pages other than embed mode: frame-ancestors 'self' and X-Frame-Options SAMEORIGIN. */
  own: { plain: HeaderList; https: HeaderList };
  /** Embed-mode pages: frame-ancestors from FRAME_ANCESTORS. */
  embed: { plain: HeaderList; https: HeaderList };
}

/** Every variant of the page headers, built once: own/embed framing, each over http and https. */
export function pageHeaderSets(config: GatewayConfig): HeaderSets {
  const variants = (list: HeaderList) => ({ plain: list, https: withHsts(list, config.hstsMaxAge) });
  const own: HeaderList = [...securityHeaderList(config, ["'self'"]), ['X-Frame-Options', 'SAMEORIGIN']];
  return { own: variants(own), embed: variants(securityHeaderList(config)) };
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
