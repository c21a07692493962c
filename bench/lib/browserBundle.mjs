// Runs a TypeScript entry in Chromium the way the site ships mfe-events' code: esbuild bundles it as
// ES modules with code splitting (so `import('pdfmake')`, `import('exceljs')` and `import('qrcode')`
// become chunks fetched on first use, as webpack's are) and the .ttf fonts as files with URLs; a
// Playwright route answers every request of the made-up origin http://bench.test/ from memory (no
// server, no network). pdfjs-dist's browser build is served under /pdfjs/ for the page renders.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

export const ORIGIN = 'http://bench.test';
const OUT = '/bench-out';
const require = createRequire(import.meta.url);
const pdfjsBuild = join(dirname(require.resolve('pdfjs-dist/package.json')), 'build');

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.ttf': 'font/ttf',
  '.html': 'text/html',
};
const typeOf = (path) => TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream';

/** Bundles `entry`; answers the files by URL path and the total size of the chunks. */
export async function bundle(entry) {
  const result = await build({
    entryPoints: { entry },
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    outdir: OUT,
    write: false,
    minify: true,
    loader: { '.ttf': 'file' },
    assetNames: 'assets/[name]-[hash]',
    publicPath: `${ORIGIN}/`,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const files = new Map();
  for (const file of result.outputFiles) files.set(`/${relative(OUT, file.path)}`, file.contents);
  return files;
}

/** A Chromium page on http://bench.test/ with the bundle's entry loaded as `globalThis.Bench`. */
export async function openBundle(files) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body><script type="module">import * as B from '/entry.js'; globalThis.Bench = B;</script></body></html>`,
      });
    if (path.startsWith('/pdfjs/')) {
      const body = readFileSync(join(pdfjsBuild, path.slice('/pdfjs/'.length)));
      return route.fulfill({ contentType: typeOf(path), body });
    }
    const body = files.get(path);
    return body
      ? route.fulfill({ contentType: typeOf(path), body: Buffer.from(body) })
      : route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => globalThis.Bench !== undefined);
  return { browser, page };
}
