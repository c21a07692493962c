// Each PDF page rendered to PNG to look at: each page of a downloaded PDF drawn by
// pdfjs-dist in Node (its canvas is @napi-rs/canvas, which pdfjs-dist brings) and saved as
// e2e/output/{name}-p{n}.png, to open with an image viewer after the journey. Answers each page's
// size in points so the journey can check Letter landscape or portrait.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { outputDir } from './site.ts';

interface NodeCanvas {
  toBuffer(type: 'image/png'): Buffer;
}
interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas };
}

/** Writes `{name}-p1.png`, `{name}-p2.png`, … (1.5 × 72 dpi); the pages' [width, height] in points. */
export async function savePdfPages(pdfPath: string, name: string): Promise<[number, number][]> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(pdfPath)), isEvalSupported: false })
    .promise;
  const sizes: [number, number][] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1.5 });
      const factory = pdf.canvasFactory as CanvasFactory; // Node: a factory of @napi-rs/canvas canvases
      const { canvas } = factory.create(viewport.width, viewport.height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
      await writeFile(join(outputDir, `${name}-p${n}.png`), canvas.toBuffer('image/png'));
      const [, , width, height] = page.view as [number, number, number, number];
      sizes.push([width, height]);
    }
  } finally {
    await pdf.destroy();
  }
  return sizes;
}
