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

/**
 * The smallest encoding the request accepts (q > 0): brotli, then gzip, else the plain bytes.
 * Browsers list gzip before br at equal weight, so the client's order is not a preference here.
 */
export function encodingFor(acceptEncoding: string | undefined): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
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
  const encoding = encodingFor(req.headers['accept-encoding']);
  const body = cache.encoded(answer, encoding);
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
