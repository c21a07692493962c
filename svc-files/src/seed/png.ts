// Small generated images for the demo seed and tests, with sharp (a dependency of svc-files for
// the upload job's thumbnails): a colour gradient with a circle, as a PNG.
import sharp from 'sharp';

export async function generatedPng(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.18}" fill="rgba(255,255,255,0.75)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The thumbnail the upload job would make: at most 256 px on the longer side, PNG. */
export async function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(256, 256, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}
