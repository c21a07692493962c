// Security headers (helmet). The CSP allows the shell and same-origin remotes; remotes moved to
// another origin by REMOTE_<NAME>_MANIFEST are added to script/connect sources. frame-ancestors is
// configurable (FRAME_ANCESTORS) because embed mode puts the site inside other sites' frames.
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { GatewayConfig } from '../config.ts';
import { remoteNames } from '../config.ts';

export function securityHeaders(config: GatewayConfig): RequestHandler {
  const remoteOrigins = remoteNames
    .map((name) => config.remotes[name].manifest)
    .filter((manifest) => /^https?:\/\//.test(manifest))
    .map((manifest) => new URL(manifest).origin);
  return helmet({
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
  });
}
