// JSON answers over 1 KiB compressed by Accept-Encoding (brotli before gzip), with the field's
// `compression` middleware. Only JSON answers: file downloads (even of a .json file), thumbnails
// and Range answers keep their bytes and Content-Length, and an answer that already carries a
// Content-Encoding (bytes cached precompressed) passes untouched.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

// gzip 6 (zlib's default) and brotli 4: past these levels each further byte saved costs several
// times the CPU, while the answers are built per request and never stored.
const GZIP_LEVEL = 6;
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };

export function jsonCompression(): RequestHandler {
  return compression({
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    filter: isJsonAnswer,
    level: GZIP_LEVEL,
    brotli: { params: BROTLI_PARAMS },
  }) as RequestHandler;
}

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Smallest first: browsers list gzip before br at equal weight, so their order is not a preference. */
const ENCODINGS = ['br', 'gzip'] as const;

/** What of a request the choice of encoding reads: Express's negotiation of Accept-Encoding. */
export interface AcceptsEncodings {
  acceptsEncodings(encoding: string): string | false;
}

/** The smallest encoding the request accepts, read by Express's negotiation; else the plain bytes. */
export function encodingFor(req: AcceptsEncodings): AnswerEncoding {
  return ENCODINGS.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? 'identity';
}

// An answer kept and sent many times is compressed once, one brotli level above the per-request
// one: a little more CPU once, fewer bytes on every send.
const KEPT_BROTLI_QUALITY = 5;

/** `body` in `encoding`, for an answer compressed once and kept (the viewer's cache, hotAnswers). */
export function compressKept(body: Buffer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(body, { level: GZIP_LEVEL }) : body;
}

/**
 * A JSON answer's bytes as the middleware would send them to `req`, for a route that keeps them
 * (hotAnswers.ts): compressed once, in the request's encoding, over the threshold.
 */
export function encodedJson(req: AcceptsEncodings, json: Buffer) {
  const encoding = json.length < JSON_COMPRESSION_THRESHOLD_BYTES ? 'identity' : encodingFor(req);
  return { encoding, body: compressKept(json, encoding) };
}
