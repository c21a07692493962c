// JSON answers over 1 KiB compressed by Accept-Encoding (brotli before gzip), with the field's
// `compression` middleware. Only JSON answers: file downloads (even of a .json file), thumbnails
// and Range answers keep their bytes and Content-Length, and an answer that already carries a
// Content-Encoding (bytes cached precompressed) passes untouched.
import { constants } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go plain: the headers and the CPU would cost more than they save. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

const jsonType = /^application\/(?:[\w.+-]+\+)?json\b/i;

function isJsonAnswer(_req: Request, res: Response): boolean {
  // a download or a part of one is the stored file's bytes, whatever its type
  if (res.hasHeader('Content-Disposition') || res.hasHeader('Content-Range')) return false;
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && jsonType.test(type);
}

export function jsonCompression(): RequestHandler {
  return compression({
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    filter: isJsonAnswer,
    // gzip 6 (zlib's default) and brotli 4: past these levels each further byte saved costs
    // several times the CPU, while the answers are built per request and never stored.
    level: 6,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  }) as RequestHandler;
}
