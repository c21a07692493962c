// Render each PDF page to PNG and look at it: `npm run render:pdfs -w bench` makes
// the 60-1, the 60-20 and the CAPF 60-80 permission slip with the real mfe-events code in Chromium
// (reportPagesEntry.ts; BENCH_PAGES_CADETS cadets of reportUnit.ts, default 60: several flights,
// long names, expired memberships and fitness credit, failed tests), draws every page with
// pdfjs-dist at BENCH_PAGES_SCALE (2: 144 dpi) and writes e2e/output/pdf-pages/{report}-p{n}.png (and the PDF itself, {report}.pdf).
// It prints each page's size in points and fails when a report page is not Letter landscape
// (792 x 612) or the slip not one Letter portrait page (612 x 792).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, openBundle } from './lib/browserBundle.mjs';

const cadets = Number(process.env.BENCH_PAGES_CADETS ?? 60);
const scale = Number(process.env.BENCH_PAGES_SCALE ?? 2);
const outDir = fileURLToPath(new URL('../e2e/output/pdf-pages/', import.meta.url));

const files = await bundle(fileURLToPath(new URL('./reportPagesEntry.ts', import.meta.url)));
const { browser, page } = await openBundle(files);
const problems = [];
try {
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const rendered = await page.evaluate(([n, s]) => globalThis.Bench.render(n, s), [cadets, scale]);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [name, { file, pages }] of Object.entries(rendered)) {
    writeFileSync(`${outDir}${name}.pdf`, Buffer.from(file, 'base64'));
    const slip = name === 'CAPF-60-80';
    if (slip && pages.length !== 1) problems.push(`${name}: ${pages.length} pages, not 1`);
    pages.forEach((p, i) => {
      const path = `${outDir}${name}-p${i + 1}.png`;
      writeFileSync(path, Buffer.from(p.png.slice(p.png.indexOf(',') + 1), 'base64'));
      const want = slip ? [612, 792] : [792, 612];
      if (p.width !== want[0] || p.height !== want[1])
        problems.push(`${name} page ${i + 1}: ${p.width} x ${p.height} pt, not ${want.join(' x ')}`);
      console.log(`${path}  ${p.width} x ${p.height} pt`);
    });
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
