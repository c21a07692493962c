// Brotli and gzip copies of each text file of a production build, written next to it
// (remoteEntry.js -> remoteEntry.js.br, remoteEntry.js.gz), so the gateway and the remotes' file
// servers send them by Accept-Encoding without compressing per request.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** The files worth compressing: text above ~1 KiB (below that the headers cost more than it saves). */
export const PRECOMPRESSED = /\.(?:js|css|html|json|svg)$/;
export const PRECOMPRESS_THRESHOLD = 1024;

/** The two compression plugins; brotli at its highest quality (paid once, at build time). */
export function precompressPlugins() {
  const common = {
    test: PRECOMPRESSED,
    threshold: PRECOMPRESS_THRESHOLD,
    minRatio: 0.9,
    deleteOriginalAssets: false,
  };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}
