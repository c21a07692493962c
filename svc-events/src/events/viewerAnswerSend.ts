// Sends a cached viewer answer: 304 without a body when the browser already holds it (its
// If-None-Match names the ETag), else the bytes in the best encoding the request accepts, made
// once per answer (viewerAnswerCache.ts). Content-Encoding set here also tells the compression
// middleware to leave the body alone. `private, no-cache`: kept by the browser only, and always
// revalidated, since the answer changes with every write to the event or its attendance.
import type { Request, Response } from 'express';
import type { AnswerEncoding, CachedAnswer, ViewerAnswerCache } from './viewerAnswerCache.ts';

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current answer. */
export function holdsAnswer(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** Smallest first: browsers list gzip before br at equal weight, so their order is not a preference. */
const ENCODINGS = ['br', 'gzip'] as const;

/** The smallest encoding the request accepts, read by Express's negotiation; else the plain bytes. */
export function encodingFor(req: Pick<Request, 'acceptsEncodings'>): AnswerEncoding {
  return ENCODINGS.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? 'identity';
}

export function sendViewerAnswer(
  req: Request,
  res: Response,
  cache: ViewerAnswerCache,
  answer: CachedAnswer,
): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (holdsAnswer(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = encodingFor(req);
  const body = cache.encoded(answer, encoding);
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
