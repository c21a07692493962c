// Tests only: what the services' test harnesses share (svc-events/src/testing/harness.ts,
// svc-files/src/drive/testing.ts, their app tests and Pact provider tests): a migrated fresh
// database with a pool on it, a viewer's context as the gateway signs it with their CSRF token, and
// the provider verification's stand-in for the gateway (which pacts it verifies: pact/providerPacts.ts).
// pg loads on first use and supertest is never imported (the callers bring their requests), so this
// stays cheap in the runtime entry.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { RequestContext } from '../entities/context.ts';
import type { Member } from '../entities/member.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { CONTEXT_HEADER, CSRF_HEADER, SESSION_COOKIE } from '../headers.ts';
import { signContext } from '../server/context.ts';
import { csrfTokenFor } from '../server/csrf.ts';
import { createTestDatabase, expectForcedDrop } from './testDatabase.ts';
import { testContext, testMember } from './contextFixture.ts';
import { pactOptions } from './pact/consumerPact.ts';
import { internalContextHeader } from './pact/internalContext.ts';
import { IDENTITY_STATES } from './pact/providerStates.ts';

export interface ServiceDatabase {
  url: string;
  db: pg.Pool;
  /** Ends the pool and drops the database. */
  close(): Promise<void>;
}

/** A fresh database (test_<prefix>_<random>) with the service's migrations applied and a pool on it. */
export async function createServiceDatabase(
  prefix: string,
  migrate: (url: string) => Promise<void>,
  poolSize: number,
): Promise<ServiceDatabase> {
  const database = await createTestDatabase(prefix);
  await migrate(database.url);
  const { default: pgModule } = await import('pg');
  const db = new pgModule.Pool({ connectionString: database.url, max: poolSize });
  expectForcedDrop(db);
  return {
    url: database.url,
    db,
    async close() {
      await db.end();
      await database.drop();
    },
  };
}

/** Who a test request is from: a member of the permission matrices' cast. */
export interface TestViewer {
  ref: MemberReference;
  permissions?: PermissionSet;
  /** Default md001. */
  accountID?: string;
  /** First and last name (default: the test member's). */
  name?: [string, string];
}

/**
 * The context the gateway signs for `who` (the test member with the viewer's reference, name and
 * permissions, and what else of the member the service's cast sets), in a Regular session of their
 * own; 'anonymous' has no session.
 */
export function viewerContext(who: TestViewer | 'anonymous', member: Partial<Member> = {}): RequestContext {
  if (who === 'anonymous') return testContext({ session: null, member: null });
  const base = testMember();
  const [nameFirst, nameLast] = who.name ?? [base.nameFirst, base.nameLast];
  return testContext({
    accountID: who.accountID ?? 'md001',
    member: {
      ...base,
      ...who.ref,
      nameFirst,
      nameLast,
      permissions: who.permissions ?? {},
      ...member,
    } as Member,
    session: { id: `session-${who.ref.type}-${who.ref.id}`, type: 'Regular', expires: Date.now() + 60_000 },
  });
}

/** The CSRF token of the context's session, as svc-identity hands it out. */
export function contextToken(context: RequestContext, secret: string): string {
  return csrfTokenFor({ sessionID: context.session?.id ?? null, accountID: context.accountID }, secret);
}

/**
 * A request (supertest's, brought by the caller) signed with `context`, with the session's CSRF
 * token on a modifying call; `token` overrides it (null: none).
 */
export function signedRequest<T extends { set(field: string, value: string): T }>(
  test: T,
  method: string,
  context: RequestContext,
  secret: string,
  token?: string | null,
): T {
  const signed = test.set(CONTEXT_HEADER, signContext(context, secret));
  const csrf = token === undefined ? (method === 'get' ? null : contextToken(context, secret)) : token;
  return csrf === null ? signed : signed.set(CSRF_HEADER, csrf);
}

/** Listens on a free local port (the Pact verifier calls the service over HTTP). */
export async function listenLocally(app: {
  listen(port: number, host: string): Server;
}): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The gateway's part in provider verification (the verifier calls the service directly): sign the
 * context of the viewer `viewerFor` picks from the session cookie (null: none sent), and put that
 * session's CSRF token where the consumer sent one (body `token`, header x-csrf-token).
 */
export function gatewayRequestFilter(
  viewerFor: (sessionCookie: string | null) => { context: RequestContext; secret: string },
): RequestHandler {
  return (req, _res, next) => {
    if (req.path.startsWith('/_pact')) {
      next();
      return;
    }
    const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '');
    const { context, secret } = viewerFor(match ? decodeURIComponent(match[1]!) : null);
    req.headers[CONTEXT_HEADER] = signContext(context, secret);
    const token = contextToken(context, secret);
    if (req.headers[CSRF_HEADER]) req.headers[CSRF_HEADER] = token;
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && !Buffer.isBuffer(body) && 'token' in body) {
      body.token = token;
      req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body)));
    }
    next();
  };
}

/**
 * The signed-context rule's refusals (foundation: a service answers only what came through the
 * gateway), as each service's app test sends them to its health call: the headers to send, and the
 * 401's body expected whole (`exact`) or in part. Headers are made when asked (a context is valid 60 s).
 */
export function signedContextRefusals(secret: string): Array<{
  rule: string;
  headers: () => Record<string, string>;
  body: Record<string, unknown>;
  exact: boolean;
}> {
  return [
    {
      rule: 'refuses a request without a signed context: 401 NO_CONTEXT (request did not come through the gateway)',
      headers: () => ({}),
      body: { code: 'NO_CONTEXT', message: 'Request did not come through the gateway' },
      exact: true,
    },
    {
      rule: 'refuses a context signed with another secret',
      headers: () => ({ [CONTEXT_HEADER]: signContext(testContext(), 'not-the-secret') }),
      body: { code: 'NO_CONTEXT' },
      exact: false,
    },
    {
      rule: 'refuses a signed context older than 60 s',
      headers: () => ({
        [CONTEXT_HEADER]: signContext(testContext({ issuedAt: Date.now() - 61_000 }), secret),
      }),
      body: {},
      exact: false,
    },
    {
      rule: "answers 'Please sign in' to a signed context without a Regular session",
      headers: () => ({
        [CONTEXT_HEADER]: signContext(testContext({ session: null, member: null }), secret),
      }),
      body: { message: 'Please sign in' },
      exact: false,
    },
  ];
}

/**
 * What each service's consumer test of the server-crash report (src/errors/serverErrors.pact.test.ts;
 * platform §2 Error list: svc-identity records every service's crashes) runs on: the pact with the
 * mock svc-identity, a pool on a database that does not exist, and the fetch calls recorded (the
 * report is fire-and-forget). Pact and pg load here, when asked.
 */
export async function crashReportConsumer(service: string) {
  const { PactV3, MatchersV3 } = await import('@pact-foundation/pact');
  const { default: pgModule } = await import('pg');
  const { like, integer, eachLike } = MatchersV3;
  const pact = new PactV3(pactOptions(service, 'svc-identity'));
  // A database that does not exist (3D000): an unknown error, so a 500 and a report. (A refused
  // connection is 'database unavailable': 503, not reported; databaseUnavailable.ts.)
  const db = new pgModule.Pool({
    connectionString: 'postgres://postgres@127.0.0.1:5432/pact_no_such_database',
    max: 1,
  });
  const sent: Promise<Response>[] = [];
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const answer = originalFetch(input, init);
    sent.push(answer);
    return answer;
  };
  return {
    db,
    /** The fetch calls made since (the crash reporter's among them). */
    sent,
    /** Waits up to 2 s for a first fetch call. */
    async settled() {
      for (let i = 0; i < 100 && sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    },
    /** The pact, expecting the report of a 500 of `service` on `requestedPath`. */
    expectReport: (requestedPath: string) =>
      pact
        .given(IDENTITY_STATES.account)
        .uponReceiving(`a server error report from ${service}`)
        .withRequest({
          method: 'POST',
          path: '/internal/errors/server',
          headers: { 'Content-Type': 'application/json', ...internalContextHeader },
          body: {
            service,
            message: like('connect ECONNREFUSED 127.0.0.1:1'),
            stack: eachLike({
              filename: like('/srv/node_modules/pg-pool/index.js'),
              line: integer(45),
              column: integer(11),
              name: like('connect'),
            }),
            requestMethod: 'GET',
            requestedPath,
            requestID: like('req-pact-1'),
            member: { type: 'CAPNHQMember', id: integer(546319) },
          },
        })
        .willRespondWith({ status: 204 }),
    async close() {
      globalThis.fetch = originalFetch;
      await db.end();
    },
  };
}
