// Pact provider verification: every pact in contracts/pacts/ whose provider is 'svc-files' (today
// mfe-drive's) is replayed against the real app (createApp on a fresh database, storage in a
// temporary folder). The verifier calls us directly, so a request filter does the gateway's part:
// sign the context for the viewer the provider state chose (or the one the cookie names), and put
// that session's CSRF token where the consumer sent one (body `token`, header x-csrf-token).
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  createDriveHarness,
  SECRET,
  tokenFor,
  type DriveHarness,
  type Who,
} from '../drive/testing.ts';
import { PACT_VIEWERS, providerStates, type PactScope } from './providerStates.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
const PROVIDER = 'svc-files';

function filesPacts(): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(PACT_DIR).filter((name) => name.endsWith('-svc-files.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => path.join(PACT_DIR, name))
    .filter((file) => {
      try {
        const pact = JSON.parse(readFileSync(file, 'utf8')) as { provider?: { name?: string } };
        return pact.provider?.name === PROVIDER;
      } catch {
        return false;
      }
    });
}

function viewerFromCookie(cookie: string | undefined): Who | null {
  const match = /(?:^|;\s*)sessionid=([^;]+)/.exec(cookie ?? '');
  return match ? (PACT_VIEWERS[decodeURIComponent(match[1]!)] ?? null) : null;
}

let h: DriveHarness;
let server: ReturnType<express.Express['listen']>;
let baseUrl: string;
const scope: PactScope = { who: 'anonymous' };

beforeAll(async () => {
  h = await createDriveHarness();
  // GET /api/token is svc-identity's; answered here too so a consumer that pins it still verifies
  const outer = express();
  outer.get('/api/token', (_req, res) => {
    res.json({ token: tokenFor(scope.who) });
  });
  outer.use(h.app);
  server = outer.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

describe('Pact provider verification: svc-files', () => {
  it('verifies every pact in contracts/pacts/ whose provider is svc-files', async () => {
    const pacts = filesPacts();
    expect(
      pacts,
      `no *-svc-files.json pact in ${PACT_DIR}: run mfe-drive's consumer pact tests first`,
    ).not.toEqual([]);

    const requestFilter: RequestHandler = (req, _res, next) => {
      if (req.path.startsWith('/_pact')) {
        next();
        return;
      }
      const who = viewerFromCookie(req.headers.cookie) ?? scope.who;
      req.headers[CONTEXT_HEADER] = signContext(contextFor(who), SECRET);
      const token = tokenFor(who);
      if (req.headers['x-csrf-token']) req.headers['x-csrf-token'] = token;
      const body = req.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object' && !Buffer.isBuffer(body) && 'token' in body) {
        body.token = token;
        req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body)));
      }
      next();
    };

    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls: pacts,
      stateHandlers: providerStates({ db: h.db, storage: h.storage }, scope),
      beforeEach: async () => {
        scope.who = 'anonymous';
      },
      requestFilter,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
