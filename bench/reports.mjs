// Measures the 60-1 PDF and XLSX for 200 cadets, made in the browser (goal <= 3 s each).
// Bundles reportsEntry.ts (the reports widget's own code: mfe-events reportWorkbook for the XLSX,
// squadronReportDocument + renderPdf for the PDF) with esbuild into ES module chunks and runs it in
// Chromium (/usr/bin/chromium via playwright-core, lib/browserBundle.mjs). For BENCH_CADETS (200)
// cadets of the fictional unit of reportUnit.ts it times each file once cold — the first download of
// a page: the exceljs or pdfmake chunk fetched and compiled, pdfmake's Roboto fonts fetched (from
// memory here: over the network add one ~1 MB chunk and ~0.6 MB of fonts) — then BENCH_RUNS (5)
// times warm. Not timed: the browser's save of the Blob.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bundle, openBundle } from './lib/browserBundle.mjs';

const cadets = Number(process.env.BENCH_CADETS ?? 200);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 3000;

const files = await bundle(fileURLToPath(new URL('./reportsEntry.ts', import.meta.url)));
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const chunkBytes = [...files].filter(([p]) => p.endsWith('.js')).reduce((s, [, b]) => s + b.length, 0);
console.log(`bundle: ${files.size} files, ${kib(chunkBytes)} of script chunks`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()} (${new Date().toISOString()})`);

const f = (ms) => `${ms.toFixed(0)} ms`;
const ratio = (ms) => `${((ms / GOAL_MS) * 100).toFixed(0)} % of the 3 s goal`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { browser, page } = await openBundle(files);
try {
  const results = {};
  for (const kind of ['xlsx', 'pdf']) {
    // each format cold in a page of its own, as a user's first download of that format
    if (kind === 'pdf') await page.reload().then(() => page.waitForFunction(() => globalThis.Bench));
    const once = () => page.evaluate(([k, n]) => globalThis.Bench[k](n), [kind, cadets]);
    const cold = await once();
    const warm = [];
    for (let i = 0; i < runs; i += 1) warm.push(await once());
    results[kind] = { cold, warm };
  }
  const { xlsx, pdf } = results;
  const xw = xlsx.warm.map((t) => t.totalMs);
  const pw = pdf.warm.map((t) => t.totalMs);
  if (pdf.cold.head !== '%PDF-') throw new Error('the PDF does not start with %PDF-');
  console.log(
    `${cadets} cadets (${xlsx.cold.members} members before the Cadets filter), 60-1 rows in the PDF: ${pdf.cold.rows}\n` +
      `XLSX ${kib(xlsx.cold.bytes)}: cold ${f(xlsx.cold.totalMs)} (${ratio(xlsx.cold.totalMs)}); warm x${runs} median ${f(median(xw))}, max ${f(Math.max(...xw))} (${ratio(Math.max(...xw))})\n` +
      `PDF  ${kib(pdf.cold.bytes)}, ${pdf.cold.pages} pages: cold ${f(pdf.cold.totalMs)} (document ${f(pdf.cold.docMs)}, pdfmake ${f(pdf.cold.renderMs)}; ${ratio(pdf.cold.totalMs)}); ` +
      `warm x${runs} median ${f(median(pw))}, max ${f(Math.max(...pw))} (${ratio(Math.max(...pw))})\n` +
      `goal <= 3000 ms each: XLSX ${Math.max(xlsx.cold.totalMs, ...xw) <= GOAL_MS ? 'met' : 'NOT met'}, PDF ${Math.max(pdf.cold.totalMs, ...pw) <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser.close();
}
console.log(`load average after: ${load()}`);
