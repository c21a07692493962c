// Pact provider verification: every pact in contracts/pacts/ whose provider is 'svc-events' (today
// mfe-events') is replayed against the real app (createApp on a fresh database, the test harness;
// svc-identity's member-accounts answer for linking from the states' directory).
// The verifier calls us directly, so a request filter does the gateway's part: sign the context for
// the viewer the provider state chose (or the one the cookie names), and put that session's CSRF
// token where the consumer sent one (body `token`, header x-csrf-token).
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
  createEventsHarness,
  SECRET,
  tokenFor,
  type EventsHarness,
  type Who,
} from '../testing/harness.ts';
import { directoryMemberAccounts } from '../links/testing.ts';
import { directoryCadetRecords } from '../promotion/testing.ts';
import {
  baseDirectory,
  PACT_VIEWERS,
  providerStates,
  resetEvents,
  type PactScope,
} from './providerStates.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
const PROVIDER = 'svc-events';

function eventsPacts(): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(PACT_DIR).filter((name) => name.endsWith('-svc-events.json'));
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

let h: EventsHarness;
let server: ReturnType<express.Express['listen']>;
let baseUrl: string;
const scope: PactScope = { who: 'anonymous', directory: baseDirectory(), cadetRecords: new Map() };

beforeAll(async () => {
  // svc-identity's member-accounts answer comes from the states' directory (that svc-identity
  // answers this way is svc-events' own pact with it, svc-events/src/links/memberAccounts.pact.test.ts)
  // svc-identity's cadet records come from the states' scope too (the real call is svc-events' pact
  // with svc-identity, src/promotion/cadetRecords.pact.test.ts)
  h = await createEventsHarness({
    memberAccounts: directoryMemberAccounts(scope.directory),
    cadetRecords: directoryCadetRecords(scope.cadetRecords),
  });
  server = h.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

describe('Pact provider verification: svc-events', () => {
  it('verifies every pact in contracts/pacts/ whose provider is svc-events', async () => {
    const pacts = eventsPacts();
    expect(
      pacts,
      `no *-svc-events.json pact in ${PACT_DIR}: run mfe-events' consumer pact tests first`,
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
      stateHandlers: providerStates(h, scope),
      beforeEach: async () => {
        // every interaction starts from an empty schema: event numbers start at 1 each time
        scope.who = 'anonymous';
        scope.directory.clear();
        scope.cadetRecords.clear();
        for (const [member, accounts] of baseDirectory()) scope.directory.set(member, accounts);
        await resetEvents(h.db);
      },
      requestFilter,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
