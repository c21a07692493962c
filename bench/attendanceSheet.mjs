// Measures the spreadsheet for 1,000 attendees, made in the browser (goal <= 2 s).
// Bundles attendanceSheetEntry.ts (the viewer's own row builder and workbook writer, with exceljs's
// browser build) with esbuild, loads it into Chromium (/usr/bin/chromium via playwright-core) and
// times the sheet for BENCH_ATTENDEES attendees (default 1,000): the first run (cold: exceljs and
// the code not yet compiled by the JIT) and BENCH_RUNS more (median, max). The download itself (a
// Blob handed to the browser) is not timed; the exceljs chunk's fetch is not either (it is a
// local file here; over the network it is one request of about 1 MB, gzip ~250 KB).
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./attendanceSheetEntry.ts', import.meta.url));
const attendees = Number(process.env.BENCH_ATTENDEES ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 5);

const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'iife',
  globalName: 'SheetBench',
  platform: 'browser',
  write: false,
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const script = bundle.outputFiles[0].text;
console.log(`bundle: ${(script.length / 1024).toFixed(0)} KiB`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: script });
  const once = () => page.evaluate((n) => globalThis.SheetBench.run(n), attendees);
  const first = await once();
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  const totals = times.map((t) => t.totalMs).sort((a, b) => a - b);
  const median = totals[Math.floor(totals.length / 2)];
  const f = (ms) => `${ms.toFixed(0)} ms`;
  console.log(
    `${attendees} attendees, ${first.rows} rows, ${(first.bytes / 1024).toFixed(0)} KiB xlsx\n` +
      `first (cold): rows ${f(first.rowsMs)}, workbook ${f(first.workbookMs)}, total ${f(first.totalMs)}\n` +
      `warm x${runs}: median ${f(median)}, max ${f(totals.at(-1))} (rows ${f(times[0].rowsMs)}, workbook ${f(times[0].workbookMs)} in the first warm run)\n` +
      `goal <= 2000 ms: ${first.totalMs <= 2000 && totals.at(-1) <= 2000 ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser.close();
}
