// Chooses the build's precompressed copy of a shell file (index.js -> index.js.br / .gz, written by
// the kit's precompress.mjs) by Accept-Encoding, and rewrites the request to it for express.static,
// which then sends it with our Content-Encoding, the plain file's Content-Type and its caching.
// A copy older than its file (the file changed after the build) is never sent.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** The file types the build precompresses, with the Content-Type the plain file is sent with. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** Preferred first: brotli is smaller for the same work in the browser. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

const mtimeOf = (file: string) =>
  stat(file).then(
    (info) => (info.isFile() ? info.mtimeMs : null),
    () => null,
  );

/** Middleware placed before express.static(root): picks the compressed sibling when there is one. */
export function precompressedFiles(root: string): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!COMPRESSIBLE_TYPES[path.extname(req.path)]) return next();
    // caches keep the plain and the compressed answers apart
    res.vary('Accept-Encoding');
    const accepted = ENCODINGS.filter(({ name }) => req.acceptsEncodings(name) === name);
    if (!accepted.length) return next();
    let file: string;
    try {
      file = path.resolve(base, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next(); // malformed escapes: express.static answers them
    }
    if (!file.startsWith(base + path.sep)) return next();
    void (async () => {
      const plain = await mtimeOf(file);
      if (plain === null) return;
      for (const { suffix } of accepted) {
        const compressed = await mtimeOf(file + suffix);
        if (compressed !== null && compressed >= plain) {
          const query = req.url.slice(req.url.indexOf('?') < 0 ? req.url.length : req.url.indexOf('?'));
          req.url = `${req.path}${suffix}${query}`;
          return;
        }
      }
    })().then(() => next(), next);
  };
}

/**
 * For express.static's setHeaders: a compressed file gets its Content-Encoding and the plain
 * file's Content-Type. Answers the plain file's path (to choose its caching by).
 */
export function compressedHeaders(res: Response, filePath: string): string {
  const encoding = COMPRESSED_SUFFIX.exec(filePath)?.[1];
  if (!encoding) return filePath;
  const plain = filePath.slice(0, -encoding.length - 1);
  res.setHeader('Content-Encoding', encoding === 'br' ? 'br' : 'gzip');
  res.setHeader('Content-Type', COMPRESSIBLE_TYPES[path.extname(plain)] ?? 'application/octet-stream');
  return plain;
}
