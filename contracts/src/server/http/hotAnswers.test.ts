// hotAnswers: an answer a route kept is sent again, before the app, only to the same GET with the
// same signed context and Accept-Encoding, while it holds, within its time to live and while the
// context is younger than 60 s; anything else goes to the app.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTEXT_HEADER } from '../../headers.ts';
import { signContext } from '../context.ts';
import { testContext } from '../../testing/contextFixture.ts';
import { createHotAnswers, holdsAnswer } from './hotAnswers.ts';
import type { RequestLogger } from './requestLog.ts';
import { requireSignedContext } from './signedContext.ts';

const secret = 'test-secret-hot-answers';

function site(options: { ttlMs?: number; maxEntries?: number; logger?: RequestLogger } = {}) {
  let clock = Date.now();
  let holds = true;
  let built = 0;
  const now = () => clock;
  const hot = createHotAnswers({ contextSecret: secret, now, ...options });
  const app = express();
  app.use((req, res, next) => hot.handle(req, res, next));
  app.use(requireSignedContext(secret, now));
  const answer = (req: express.Request, res: express.Response) => {
    built += 1;
    const body = Buffer.from(JSON.stringify({ built, url: req.url }));
    const headers = ['Content-Type', 'application/json; charset=utf-8', 'ETag', `W/"${built}"`];
    hot.keep(req, { headers, body, etag: `W/"${built}"`, holds: () => holds });
    res.writeHead(200, [...headers, 'Content-Length', String(body.length)]);
    res.end(body);
  };
  app.get('/answer', answer);
  app.get('/other', answer);
  app.post('/answer', answer);
  return {
    app,
    hot,
    get built() {
      return built;
    },
    set holds(value: boolean) {
      holds = value;
    },
    advance: (ms: number) => void (clock += ms),
    header: () => signContext(testContext({ issuedAt: clock }), secret),
  };
}

describe('hot answers: a repeated read skips the app', () => {
  it('sends the kept answer to the same GET, context and Accept-Encoding without building it again', async () => {
    const s = site();
    const context = s.header();
    const first = await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    const second = await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    expect(first.body).toEqual({ built: 1, url: '/answer' });
    expect(second.body).toEqual({ built: 1, url: '/answer' });
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(first.body))));
    expect(s.built).toBe(1);
    expect(s.hot.stats).toMatchObject({ hits: 1, kept: 1, size: 1 });
  });

  it('builds again for another context, another URL, another Accept-Encoding and a POST', async () => {
    const s = site();
    const context = s.header();
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    s.advance(1);
    await request(s.app).get('/answer').set(CONTEXT_HEADER, s.header());
    await request(s.app).get('/other').set(CONTEXT_HEADER, context);
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context).set('Accept-Encoding', 'br');
    await request(s.app).post('/answer').set(CONTEXT_HEADER, context);
    await request(s.app).post('/answer').set(CONTEXT_HEADER, context);
    expect(s.built).toBe(6);
    expect(s.hot.stats.hits).toBe(0);
  });

  it('builds again once the answer no longer holds', async () => {
    const s = site();
    const context = s.header();
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    s.holds = false;
    const again = await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    expect(again.body.built).toBe(2);
  });

  it('keeps an answer for its time to live only', async () => {
    const s = site({ ttlMs: 1_000 });
    const context = s.header();
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    s.advance(999);
    expect((await request(s.app).get('/answer').set(CONTEXT_HEADER, context)).body.built).toBe(1);
    s.advance(1);
    expect((await request(s.app).get('/answer').set(CONTEXT_HEADER, context)).body.built).toBe(2);
  });

  it('refuses a context older than 60 s as the app does: 401 NO_CONTEXT, not the kept answer', async () => {
    const s = site({ ttlMs: 120_000 });
    const context = s.header();
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    s.advance(60_001);
    const late = await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('NO_CONTEXT');
  });

  it('sends nothing kept to a header that shares the signature but not the signed body', async () => {
    const s = site();
    const context = s.header();
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    const tampered = `${context[0] === 'e' ? 'f' : 'e'}${context.slice(1)}`;
    const refused = await request(s.app).get('/answer').set(CONTEXT_HEADER, tampered);
    expect(refused.status).toBe(401);
    expect(s.hot.stats.hits).toBe(0);
  });

  it('answers 304 without a body to an If-None-Match that holds the ETag', async () => {
    const s = site();
    const context = s.header();
    const first = await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    const held = await request(s.app)
      .get('/answer')
      .set(CONTEXT_HEADER, context)
      .set('If-None-Match', first.headers.etag!);
    expect(held.status).toBe(304);
    expect(held.headers.etag).toBe('W/"1"');
    expect(held.headers['content-type']).toBeUndefined();
    expect(held.text).toBe('');
    expect(s.hot.stats.hits).toBe(1);
  });

  it('holds at most maxEntries answers, the oldest dropped first', async () => {
    const s = site({ maxEntries: 1 });
    const context = s.header();
    await request(s.app).get('/answer').set(CONTEXT_HEADER, context);
    await request(s.app).get('/other').set(CONTEXT_HEADER, context);
    expect(s.hot.stats.size).toBe(1);
    expect((await request(s.app).get('/answer').set(CONTEXT_HEADER, context)).body.built).toBe(3);
  });
});

describe('hot answers: the log line', () => {
  const recording = (debug: boolean) => {
    const lines: object[] = [];
    const logger: RequestLogger = {
      info: (fields) => lines.push(fields),
      debug: (fields) => lines.push(fields),
      isLevelEnabled: (level) => level === 'info' || (debug && level === 'debug'),
    };
    return { lines, logger };
  };

  it('writes a debug line for an answer sent again, marked hot, only when debug is on', async () => {
    for (const debug of [true, false]) {
      const { lines, logger } = recording(debug);
      const s = site({ logger });
      const context = s.header();
      await request(s.app).get('/answer').set(CONTEXT_HEADER, context).set('x-request-id', 'req-1');
      await request(s.app).get('/answer').set(CONTEXT_HEADER, context).set('x-request-id', 'req-2');
      expect(s.hot.stats.hits).toBe(1);
      expect(lines).toEqual(
        debug ? [expect.objectContaining({ reqId: 'req-2', url: '/answer', status: 200, hot: true })] : [],
      );
    }
  });
});

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  it('compares weakly, in a list, and * matches', () => {
    expect(holdsAnswer('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(holdsAnswer('"b"', 'W/"b"')).toBe(true);
    expect(holdsAnswer('*', 'W/"b"')).toBe(true);
    expect(holdsAnswer('W/"c"', 'W/"b"')).toBe(false);
    expect(holdsAnswer(undefined, 'W/"b"')).toBe(false);
  });
});
