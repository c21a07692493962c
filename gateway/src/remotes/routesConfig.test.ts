// /config/routes.json against real tiny HTTP servers standing in for the remotes' static servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closedPortUrl } from '../testing/upstreams.ts';
import { createRemotesRouter } from './remotes.ts';
import { createRoutesConfig } from './routesConfig.ts';

const logger = pino({ level: 'silent' });

interface StaticRemote {
  url: string;
  /** what GET /routes.json answers next: a body (200) or a status */
  serve: { status: number; body: string };
  hits: string[];
  close(): Promise<void>;
}

const open: StaticRemote[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((remote) => remote.close()));
});

async function staticRemote(file: unknown, status = 200): Promise<StaticRemote> {
  const remote = { serve: { status, body: JSON.stringify(file) }, hits: [] as string[] } as StaticRemote;
  const server = http.createServer((req, res) => {
    remote.hits.push(req.url ?? '');
    if (req.url !== '/routes.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(remote.serve.status, { 'content-type': 'application/json' }).end(remote.serve.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remote.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  remote.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  open.push(remote);
  return remote;
}

const quizRoutes = {
  routes: [{ path: '/capr393quizzer', exact: true }],
  pages: ['/capr393quizzer'],
  menu: [{ to: '/capr393quizzer', label: 'Quiz', order: 50 }],
};
const driveRoutes = { routes: [{ path: '/drive' }], pages: ['/drive/*'] };

describe("GET /config/routes.json: each remote's routes.json, read at run time", () => {
  it('gathers every configured remote; one down, missing or malformed is unavailable', async () => {
    const quiz = await staticRemote(quizRoutes);
    const missing = await staticRemote({}, 404);
    const malformed = await staticRemote({ routes: [{ path: 'no-slash' }], pages: [] });
    const { routesConfig } = createRoutesConfig({
      remotes: {
        mfe_quiz: quiz.url,
        mfe_events: await closedPortUrl(),
        mfe_drive: missing.url,
        mfe_admin: malformed.url,
      },
      logger,
    });
    expect(await routesConfig()).toEqual({
      remotes: {
        mfe_quiz: quizRoutes,
        mfe_events: { unavailable: true },
        mfe_drive: { unavailable: true },
        mfe_admin: { unavailable: true },
      },
    });
    expect(quiz.hits).toEqual(['/routes.json']);
  });

  it('passes fields it does not know through (a remote newer than this gateway)', async () => {
    const newer = { ...driveRoutes, dashboard: [{ to: '/drive', label: 'Files' }] };
    const drive = await staticRemote(newer);
    const { routesConfig } = createRoutesConfig({ remotes: { mfe_drive: drive.url }, logger });
    expect((await routesConfig()).remotes.mfe_drive).toEqual(newer);
  });

  it('reuses an answer for cacheMs, then sees a redeployed remote', async () => {
    const drive = await staticRemote(driveRoutes);
    const { routesConfig } = createRoutesConfig({ remotes: { mfe_drive: drive.url }, logger, cacheMs: 200 });
    await Promise.all([routesConfig(), routesConfig()]);
    await routesConfig();
    expect(drive.hits).toHaveLength(1);

    const withNewPage = {
      routes: [...driveRoutes.routes, { path: '/newpage' }],
      pages: ['/drive/*', '/newpage'],
    };
    drive.serve.body = JSON.stringify(withNewPage);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await routesConfig()).remotes.mfe_drive).toEqual(withNewPage);
    expect(drive.hits).toHaveLength(2);
  });

  it('a remote that comes back is available again after the cache time', async () => {
    const quiz = await staticRemote(quizRoutes, 503);
    const { routesConfig } = createRoutesConfig({ remotes: { mfe_quiz: quiz.url }, logger, cacheMs: 50 });
    expect((await routesConfig()).remotes.mfe_quiz).toEqual({ unavailable: true });
    quiz.serve.status = 200;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await routesConfig()).remotes.mfe_quiz).toEqual(quizRoutes);
  });

  it('a remote that stops answering keeps its last routes (its pages fail in place; unknown paths stay not found)', async () => {
    const quiz = await staticRemote(quizRoutes);
    const { routesConfig } = createRoutesConfig({ remotes: { mfe_quiz: quiz.url }, logger, cacheMs: 50 });
    expect((await routesConfig()).remotes.mfe_quiz).toEqual(quizRoutes);
    quiz.serve.status = 503;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await routesConfig()).remotes.mfe_quiz).toEqual(quizRoutes);
    expect(quiz.hits).toHaveLength(2);
  });

  it('a remote that hangs is unavailable after timeoutMs, not a hung answer', async () => {
    const server = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { routesConfig } = createRoutesConfig({ remotes: { mfe_quiz: url }, logger, timeoutMs: 200 });
      const started = Date.now();
      expect((await routesConfig()).remotes.mfe_quiz).toEqual({ unavailable: true });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('the gateway serves it from the configured upstreams (REMOTE_<NAME>_URL), not cached by browsers', async () => {
    const quiz = await staticRemote(quizRoutes);
    const drive = await staticRemote(driveRoutes);
    const closed = await closedPortUrl();
    const config = loadConfig({
      CONTEXT_SECRET: 'test-routes-config-secret',
      REMOTE_QUIZ_URL: quiz.url,
      REMOTE_DRIVE_URL: drive.url,
      REMOTE_EVENTS_URL: closed,
      REMOTE_ADMIN_URL: closed,
    });
    const remotes = createRemotesRouter(config, logger);
    try {
      const app = express().use(remotes.router);
      const res = await request(app).get('/config/routes.json');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        remotes: {
          mfe_events: { unavailable: true },
          mfe_admin: { unavailable: true },
          mfe_drive: driveRoutes,
          mfe_quiz: quizRoutes,
        },
      });
    } finally {
      remotes.close();
    }
  });
});
