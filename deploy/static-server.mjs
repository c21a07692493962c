// The file server for one remote's dist/ folder: serve-static on node:http.
// Usage: node deploy/static-server.mjs <dir> [port] [--fallback <dir>]...   (port also from PORT; default 8090)
// It sends a CORS header so a remote's mf-manifest.json and chunks can be fetched from another
// origin (the gateway normally proxies /mfe/{name}/ so they are same-origin anyway), never
// serves a path outside its folders (serve-static refuses `..`), and does not list directories.
//
// A rollout: `--fallback <dir>` (repeatable, newest first) names the dist/ folders of previous
// versions. A path the current folder lacks is served from them, so a page that still runs the
// previous remoteEntry.js can fetch its hashed chunks; the entry points themselves (ENTRY_FILES)
// only ever come from the current folder. Started by the stack with an IPC channel, the server
// switches folders in place on a message `{ type: 'serve', dir, fallbacks }` (answered
// `{ type: 'serving', dir, fallbacks }`): no restart, so no request meets a closed port.
//
// Precompressed files: the build writes `x.js.br` and `x.js.gz` next to `x.js` (the kit's
// precompress.mjs). A request whose Accept-Encoding allows one gets it with Content-Encoding and
// the plain file's Content-Type and caching; a sibling older than its file (the file was edited
// after the build) is never sent.
import { createServer } from 'node:http';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Negotiator from 'negotiator';
import serveStatic from 'serve-static';

/** What says which version runs: always the current folder's file, never an older one. */
const ENTRY_FILES = /(^|\/)(remoteEntry\.js|mf-manifest\.json|routes\.json|index\.html)?$/;

/** The file types the build precompresses, with the Content-Type send gives the plain file. */
const COMPRESSIBLE_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** Preferred first: brotli is smaller at the same cost to the browser. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * The encodings of ENCODINGS that an Accept-Encoding header allows, in our order of preference:
 * negotiator (what Express's req.acceptsEncodings uses) reads the header, q=0 and `*` included.
 */
export function acceptedEncodings(header) {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header ?? '' } });
  return ENCODINGS.filter(({ name }) => negotiator.encodings([name]).length > 0).map(({ name }) => name);
}

const mtimeOf = (file) =>
  stat(file).then(
    (info) => (info.isFile() ? info.mtimeMs : null),
    () => null,
  );

/**
 * The suffix ('.br', '.gz') of the compressed sibling to send for `path` from `root`, or '' for the
 * plain file: the first encoding accepted whose sibling exists and is not older than the file.
 */
export async function compressedSuffix(root, path, acceptEncoding) {
  if (!COMPRESSIBLE_TYPES[extname(path)]) return '';
  const accepted = acceptedEncodings(acceptEncoding);
  const choices = ENCODINGS.filter((encoding) => accepted.includes(encoding.name));
  if (!choices.length) return '';
  let file;
  try {
    file = resolve(root, `.${decodeURIComponent(path)}`);
  } catch {
    return ''; // malformed escapes: serve-static answers 400
  }
  if (!file.startsWith(root + sep)) return '';
  const plain = await mtimeOf(file);
  if (plain === null) return '';
  for (const { suffix } of choices) {
    const compressed = await mtimeOf(file + suffix);
    if (compressed !== null && compressed >= plain) return suffix;
  }
  return '';
}

function serverFor(root) {
  return serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    dotfiles: 'allow',
    cacheControl: false,
    fallthrough: false,
    setHeaders(res, file) {
      const encoding = file.match(COMPRESSED_SUFFIX)?.[1];
      const plain = encoding ? file.slice(0, -encoding.length - 1) : file;
      if (encoding) {
        res.setHeader('Content-Encoding', encoding === 'br' ? 'br' : 'gzip');
        res.setHeader('Content-Type', COMPRESSIBLE_TYPES[extname(plain)]);
      }
      // Manifests and the entry must be re-read after a redeploy; hashed chunks may be cached.
      const noCache = /(mf-manifest\.json|remoteEntry\.js|routes\.json|index\.html)$/.test(plain);
      res.setHeader('Cache-Control', noCache ? 'no-cache' : 'public, max-age=3600');
    },
  });
}

function layersOf(dir, fallbacks) {
  return [dir, ...fallbacks].map((folder) => ({ root: resolve(folder), serve: serverFor(resolve(folder)) }));
}

/**
 * Creates (does not start) the server for dir, with the previous versions' folders (newest first)
 * as fallbacks. `server.serveDirs(dir, fallbacks)` switches folders; `server.dirs()` tells them.
 */
export function createStaticServer(dir, { fallbacks = [] } = {}) {
  let layers = layersOf(dir, fallbacks);

  const serveFrom = async (index, req, res, path, query) => {
    const layer = layers[index];
    const suffix = await compressedSuffix(layer.root, path, req.headers['accept-encoding']);
    req.url = `${path}${suffix}${query}`;
    layer.serve(req, res, (error) => {
      // without fallthrough every refusal arrives here with its status (400, 403, 404)
      const status = error?.status ?? error?.statusCode ?? 404;
      if (status === 404 && index + 1 < layers.length && !ENTRY_FILES.test(path)) {
        serveFrom(index + 1, req, res, path, query);
        return;
      }
      const text = status === 404 ? 'Not found' : status === 400 ? 'Bad request' : 'Refused';
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
    });
  };

  const server = createServer(async (req, res) => {
    // probes (Kubernetes, compose): alive while it answers; ready while the remote's manifest is there
    const url = req.url ?? '';
    const path = url.split('?')[0];
    const query = url.slice(path.length);
    if (path === '/healthz' || path === '/readyz') {
      const ready =
        path === '/healthz' ||
        (await stat(resolve(layers[0].root, 'mf-manifest.json')).then(
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
    // caches keep the plain and the compressed answers apart
    if (COMPRESSIBLE_TYPES[extname(path)]) res.setHeader('Vary', 'Accept-Encoding');
    await serveFrom(0, req, res, path, query);
  });
  server.serveDirs = (nextDir, nextFallbacks = []) => {
    layers = layersOf(nextDir, nextFallbacks);
  };
  server.dirs = () => layers.map((layer) => layer.root);
  // The gateway keeps idle connections to this server for reuse: one closed here at Node's 5 s
  // default while the gateway sends a chunk request on it fails that request (a remote then shows
  // 'could not be loaded'). Keep idle connections longer than the gateway does, as the services do.
  server.keepAliveTimeout = 65_000;
  return server;
}

/** `<dir> [port] [--fallback <dir>]...` -> { dir, port, fallbacks } (null when dir is missing). */
export function parseStaticServerArgs(argv) {
  const positional = [];
  const fallbacks = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--fallback') {
      if (argv[i + 1] === undefined) return null;
      fallbacks.push(argv[++i]);
    } else positional.push(argv[i]);
  }
  if (!positional[0]) return null;
  return { dir: positional[0], port: positional[1], fallbacks };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseStaticServerArgs(process.argv.slice(2));
  if (!args) {
    console.error('usage: node deploy/static-server.mjs <dir> [port] [--fallback <dir>]...');
    process.exit(2);
  }
  const port = Number(args.port ?? process.env.PORT ?? 8090);
  const server = createStaticServer(args.dir, { fallbacks: args.fallbacks });
  const host = process.env.HOST ?? '127.0.0.1'; // containers set HOST=0.0.0.0
  const describe = () => {
    const [current, ...previous] = server.dirs();
    return previous.length ? `${current} (previous versions' files from ${previous.join(', ')})` : current;
  };
  server.listen(port, host, () => {
    console.log(JSON.stringify({ level: 'info', msg: `serving ${describe()} on http://${host}:${port}` }));
  });
  if (process.send) {
    process.on('message', (message) => {
      if (message?.type !== 'serve' || typeof message.dir !== 'string') return;
      server.serveDirs(message.dir, message.fallbacks ?? []);
      console.log(JSON.stringify({ level: 'info', msg: `now serving ${describe()}` }));
      process.send({ type: 'serving', dirs: server.dirs() });
    });
  }
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
