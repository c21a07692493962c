// The static file server for one remote's dist/ folder: serve-static on node:http.
// Usage: node deploy/static-server.mjs <dir> [port]   (port also from PORT; default 8090)
// It sends a CORS header so a remote's mf-manifest.json and chunks can be fetched from another
// origin (the gateway normally proxies /mfe/{name}/ so they are same-origin anyway), never
// serves a path outside <dir> (serve-static refuses `..`), and does not list directories.
import { createServer } from 'node:http';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import serveStatic from 'serve-static';

/** Creates (does not start) the server for dir. */
export function createStaticServer(dir) {
  const root = resolve(dir);
  const serve = serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    dotfiles: 'allow',
    cacheControl: false,
    fallthrough: false,
    setHeaders(res, file) {
      // Manifests and the entry must be re-read after a redeploy; hashed chunks may be cached.
      const noCache = /(mf-manifest\.json|remoteEntry\.js|index\.html)$/.test(file);
      res.setHeader('Cache-Control', noCache ? 'no-cache' : 'public, max-age=3600');
    },
  });
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
    serve(req, res, (error) => {
      // without fallthrough every refusal arrives here with its status (400, 403, 404)
      const status = error?.status ?? error?.statusCode ?? 404;
      const text = status === 404 ? 'Not found' : status === 400 ? 'Bad request' : 'Refused';
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
    });
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
