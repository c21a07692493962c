// Sends a cached viewer answer: 304 without a body when the browser already holds it (its
// If-None-Match names the ETag), else the bytes in the best encoding the request accepts, made
// once per answer (viewerAnswerCache.ts). Content-Encoding set here also tells the compression
// middleware to leave the body alone. `private, no-cache`: kept by the browser only, and always
// revalidated, since the answer changes with every write to the event or its attendance.
// The answer sent is also kept in front of Express (hotAnswers) while its event's copy holds.
import { encodingFor, holdsAnswer, type HotAnswers } from '@portal/contracts/server';
import type { Request, Response } from 'express';
import type { CachedAnswer, ViewerAnswerCache } from './viewerAnswerCache.ts';

export function sendViewerAnswer(
  req: Request,
  res: Response,
  cache: ViewerAnswerCache,
  answer: CachedAnswer,
  hot?: { answers: HotAnswers; holds: () => boolean },
): void {
  const headers = ['ETag', answer.etag, 'Cache-Control', 'private, no-cache', 'Vary', 'Accept-Encoding'];
  const encoding = encodingFor(req);
  const body = cache.encoded(answer, encoding);
  const bodyHeaders = ['Content-Type', 'application/json; charset=utf-8'];
  if (encoding !== 'identity') bodyHeaders.push('Content-Encoding', encoding);
  // kept for the next request alike, whether this one gets the bytes or a 304
  hot?.answers.keep(req, {
    headers: [...headers, ...bodyHeaders],
    body,
    etag: answer.etag,
    holds: hot.holds,
  });
  if (holdsAnswer(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, [...headers, ...bodyHeaders, 'Content-Length', String(body.length)]);
  res.end(body);
}
