// Answers a service has just built for a GET, sent again from plain node:http, before Express, to
// the same request: the same URL, the same signed context header and the same Accept-Encoding.
// A route keeps an answer after building it the usual way, with a test of whether it still holds
// (for the event viewer: no change to the event heard since). Express and the services' frame
// cost more than a cached answer's bytes do, so a repeated read skips them.
// Safe by construction: the context header names the reader exactly (the gateway signs one per
// session and renews it every second), an answer lives at most `ttlMs` (a second by default, so
// time-dependent rules and unversioned data are as fresh as the header), and the header's age is
// judged again on every request. Only 200 answers are kept; a 304 is sent for a held ETag.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTEXT_HEADER, REQUEST_ID_HEADER } from '../../headers.ts';
import { contextIsFresh, type ContextSecret } from '../context.ts';
import { redactLoggedUrl } from './redactUrl.ts';
import type { RequestLogger } from './requestLog.ts';
import { cachedContextVerifier } from './verifiedContextCache.ts';

export interface HotAnswer {
  /** The answer's headers as [name, value, ...], Content-Length left out. */
  headers: readonly string[];
  body: Buffer;
  /** The answer's ETag, if it has one: an If-None-Match that holds it gets 304. */
  etag?: string;
  /** Whether the answer is still what the route would build now. */
  holds: () => boolean;
}

export interface HotAnswers {
  /** Keeps the answer just built for `req` (a GET carrying a context header; others are ignored). */
  keep(req: IncomingMessage, answer: HotAnswer): void;
  /** Sends a kept answer that still holds and returns true; otherwise returns false and sends nothing. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** In front of a listener or as Express middleware: a kept answer, or `next()`. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  readonly stats: { hits: number; kept: number; size: number };
}

export interface HotAnswersOptions {
  /** The accepted context keys, as the service's requireSignedContext has them. */
  contextSecret: ContextSecret;
  /** The clock that judges the context's age (a service's own clock in its tests). */
  now?: () => number;
  /** Served answers are logged at debug like requestLog's (they are never errors or slow). */
  logger?: RequestLogger;
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  answer: HotAnswer;
  /** the context header, verified when the answer was kept, and when it was signed */
  context: string;
  issuedAt: number;
  expires: number;
  /** headers with Content-Length, ready for writeHead */
  full: string[];
  /** the same without the body's headers, for a 304 */
  notModified: string[];
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current answer. */
export function holdsAnswer(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length']);

/**
 * The key names the context by its signature (an HMAC of the whole header), so a request costs no
 * copy or hash of the long header; the entry holds the header itself, compared in full.
 */
function keyOf(req: IncomingMessage, context: string): string {
  return `${req.url}\n${context.slice(context.lastIndexOf('.') + 1)}\n${req.headers['accept-encoding'] ?? ''}`;
}

export function createHotAnswers({
  contextSecret,
  now = Date.now,
  logger,
  ttlMs = 1_000,
  maxEntries = 2_000,
}: HotAnswersOptions): HotAnswers {
  const verify = cachedContextVerifier(contextSecret);
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, kept: 0 };

  const log = (req: IncomingMessage, status: number, started: bigint | undefined) => {
    if (started === undefined) return;
    logger!.debug({
      reqId: req.headers[REQUEST_ID_HEADER],
      method: req.method,
      url: redactLoggedUrl(req.url ?? '/'),
      status,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
      hot: true,
    });
  };

  const answers: HotAnswers = {
    keep(req, answer) {
      const context = req.headers[CONTEXT_HEADER];
      if (req.method !== 'GET' || typeof context !== 'string') return;
      const verified = verify(context, now());
      if (!verified) return;
      const key = keyOf(req, context);
      const notModified: string[] = [];
      for (let i = 0; i < answer.headers.length; i += 2)
        if (!BODY_HEADERS.has(answer.headers[i]!.toLowerCase()))
          notModified.push(answer.headers[i]!, answer.headers[i + 1]!);
      entries.delete(key);
      entries.set(key, {
        answer,
        context,
        issuedAt: verified.issuedAt,
        expires: now() + ttlMs,
        full: [...answer.headers, 'Content-Length', String(answer.body.length)],
        notModified,
      });
      stats.kept += 1;
      // Map keeps insertion order: the oldest kept goes first
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    serve(req, res) {
      if (entries.size === 0) return false;
      const context = req.headers[CONTEXT_HEADER];
      if (req.method !== 'GET' || typeof context !== 'string') return false;
      const key = keyOf(req, context);
      const entry = entries.get(key);
      if (!entry || entry.context !== context) return false;
      // timed only when the line will be written
      const started = logger?.isLevelEnabled('debug') ? process.hrtime.bigint() : undefined;
      const at = now();
      // the same header verified when kept: only its age is judged again
      if (entry.expires <= at || !contextIsFresh(entry.issuedAt, at) || !entry.answer.holds()) {
        entries.delete(key);
        return false;
      }
      stats.hits += 1;
      const { etag } = entry.answer;
      if (etag !== undefined && holdsAnswer(req.headers['if-none-match'], etag)) {
        res.writeHead(304, entry.notModified);
        res.end();
        log(req, 304, started);
        return true;
      }
      res.writeHead(200, entry.full);
      res.end(entry.answer.body);
      log(req, 200, started);
      return true;
    },
    handle(req, res, next) {
      if (!answers.serve(req, res)) next();
    },
    get stats() {
      return { ...stats, size: entries.size };
    },
  };
  return answers;
}
