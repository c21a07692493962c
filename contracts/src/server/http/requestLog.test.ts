// requestLog: the services' per-request line. The gateway logs every request at info, so a
// service keeps info for error answers and slow ones, and logs the rest at debug only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '../../headers.ts';
import { CLIENT_VERSION_HEADER } from '../../constants/clientVersion.ts';
import { requestLog, SLOW_REQUEST_MS } from './requestLog.ts';

interface Line {
  level: 'info' | 'debug';
  fields: Record<string, unknown>;
}

function recordingLogger(debugEnabled: boolean) {
  const lines: Line[] = [];
  return {
    lines,
    info: (fields: object) => lines.push({ level: 'info', fields: fields as Record<string, unknown> }),
    debug: (fields: object) => lines.push({ level: 'debug', fields: fields as Record<string, unknown> }),
    isLevelEnabled: (level: string) => level === 'info' || (debugEnabled && level === 'debug'),
  };
}

let clock = 0;
const loggers = { quiet: recordingLogger(false), verbose: recordingLogger(true) };
const servers: http.Server[] = [];
const bases: Record<keyof typeof loggers, string> = { quiet: '', verbose: '' };

beforeAll(async () => {
  for (const name of Object.keys(loggers) as (keyof typeof loggers)[]) {
    const app = express();
    app.use(requestLog(loggers[name]));
    app.get('/ok', (_req, res) => void res.json({ ok: true }));
    app.get('/missing', (_req, res) => void res.status(404).json({ error: 'not found' }));
    app.get('/broken', (_req, res) => void res.status(500).json({ error: 'broken' }));
    app.get('/slow', (_req, res) => {
      setTimeout(() => void res.json({ ok: true }), clock);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    bases[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

async function call(name: keyof typeof loggers, path: string) {
  const before = loggers[name].lines.length;
  await fetch(`${bases[name]}${path}`, {
    headers: { [REQUEST_ID_HEADER]: 'req-1', [CLIENT_VERSION_HEADER]: '1.2.3' },
  });
  // 'finish' runs once the answer is handed over; give it a turn
  await new Promise((resolve) => setTimeout(resolve, 20));
  return loggers[name].lines.slice(before);
}

describe('requestLog: info for what needs a look, debug for the rest (the gateway logs every request)', () => {
  it.each([
    ['/ok', 'quiet', []],
    ['/ok', 'verbose', ['debug']],
    ['/missing', 'quiet', ['info']],
    ['/broken', 'quiet', ['info']],
    ['/broken', 'verbose', ['info']],
  ] as const)('GET %s with debug %s logs %j', async (path, name, levels) => {
    const lines = await call(name, path);
    expect(lines.map((l) => l.level)).toEqual(levels);
  });

  it('a line carries the request id, method, redacted url, status, client version and time', async () => {
    // a calendar feed's token is a secret in the path (redactUrl.ts); no such route here: 404
    const [line] = await call('quiet', '/api/calendar/feed/secret123');
    expect(line?.fields).toMatchObject({
      reqId: 'req-1',
      method: 'GET',
      status: 404,
      clientVersion: '1.2.3',
    });
    expect(line?.fields.url).toBe('/api/calendar/feed/[redacted]');
    expect(typeof line?.fields.ms).toBe('number');
  });

  it(`a successful answer slower than ${SLOW_REQUEST_MS} ms is logged at info`, async () => {
    clock = SLOW_REQUEST_MS + 50;
    const lines = await call('quiet', '/slow');
    clock = 0;
    expect(lines.map((l) => l.level)).toEqual(['info']);
    expect(Number(lines[0]?.fields.ms)).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});
