// Serves the shell's built files; any other GET outside /api and /mfe gets index.html (the shell
// routes in the browser). index.html is never cached; content-hashed assets are cached for a year.
// Text files go out as the build's brotli or gzip copy when the browser accepts it (precompressed.ts).
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { sendJson } from '../http/jsonError.ts';
import { compressedHeaders, precompressedFiles } from './precompressed.ts';

const hashedAsset = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|gif|webp|ico|map)$/i;

export function createShellRouter(shellDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(shellDir, 'index.html');

  router.use(precompressedFiles(shellDir));
  router.use(
    express.static(shellDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        const plainPath = compressedHeaders(res, filePath);
        res.setHeader(
          'Cache-Control',
          hashedAsset.test(plainPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/') || req.path.startsWith('/mfe/')) return next();
    if (!fs.existsSync(indexFile)) {
      sendJson(res, 503, {
        code: 'SHELL_NOT_BUILT',
        message: 'The site is not built yet. Run npm run build.',
      });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
