// A tiny static file server for one remote's dist/ folder (node:http only).
// Usage: node deploy/static-server.mjs <dir> [port]   (port also from PORT; default 8090)
// It sends a CORS header so a remote's mf-manifest.json and chunks can be fetched from another
// origin (the gateway normally proxies /mfe/{name}/ so they are same-origin anyway), never
// serves a path outside <dir>, and does not list directories.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Maps a URL path to a file inside root, or null when it would leave root or is malformed. */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file;
}

/** Creates (does not start) the server for dir. */
export function createStaticServer(dir) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    // probes (Kubernetes, compose): alive while it answers; ready while the remote's manifest is there
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz' || path === '/readyz') {
      const ready =
        path === '/healthz' ||
        (await stat(resolve(root, 'mf-manifest.json')).then(
          () => true,
          () => false,
        ));
      res.writeHead(ready ? 200 : 503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify({ status: ready ? (path === '/healthz' ? 'ok' : 'ready') : 'unavailable' }));
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let file = resolveInside(root, req.url ?? '/');
    if (!file) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = resolve(file, 'index.html');
        info = await stat(file);
      }
      if (!info.isFile()) throw new Error('not a file');
      const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
      // Manifests and the entry must be re-read after a redeploy; hashed chunks may be cached.
      const noCache = /(mf-manifest\.json|remoteEntry\.js|index\.html)$/.test(file);
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': info.size,
        'Cache-Control': noCache ? 'no-cache' : 'public, max-age=3600',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  // The gateway keeps idle connections to this server for reuse: one closed here at Node's 5 s
  // default while the gateway sends a chunk request on it fails that request (a remote then shows
  // 'could not be loaded'). Keep idle connections longer than the gateway does, as the services do.
  server.keepAliveTimeout = 65_000;
  return server;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node deploy/static-server.mjs <dir> [port]');
    process.exit(2);
  }
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8090);
  const server = createStaticServer(dir);
  const host = process.env.HOST ?? '127.0.0.1'; // containers set HOST=0.0.0.0
  server.listen(port, host, () => {
    console.log(JSON.stringify({ level: 'info', msg: `serving ${resolve(dir)} on http://${host}:${port}` }));
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
