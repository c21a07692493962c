// Malformed-input sweep of svc-identity: every identity call of the contracts'
// CALL_REGISTRY (public and internal) x every generated invalid variant (contracts/src/openapi/sweep)
// against the real app on its own database, as the admin (Admin preset, and the super user here, so
// no permission check answers first) with a valid CSRF token: each answer is a 4xx in the error
// catalogue's shape and words (never a 5xx, never silence), and no refused request writes a row.
import { CALL_REGISTRY, type CallDescription } from '@portal/contracts/openapi';
import { CONTEXT_HEADER, CSRF_HEADER, sessionKey } from '@portal/contracts/server';
import {
  catalogueFromSources,
  CONTRACTS_SOURCES,
  reportSweep,
  runSweep,
  sendVariant,
  tableSnapshot,
  type SweepVariant,
} from '@portal/contracts/openapi/sweep';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContext, signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

const ADMIN_ID = 510001;
const ACCOUNT = 'md001';
/** Plausible values of the path params that are not under test (existing rows where it matters). */
const PARAMS: Record<string, string> = {
  id: '1',
  member: 'CAPNHQMember-510004',
  account: 'md001-1',
  type: 'CAPNHQMember',
  jobID: '1',
  memberid: 'CAPNHQMember-510004',
  teamID: '1',
  discordID: '123456789',
  unitName: '%',
  lastName: '%',
  firstName: '%',
  dutyName: '%',
  includeAssts: 'false',
};
const PARAMS_BY_PATH: Record<string, Record<string, string>> = {
  '/api/member/byid/{id}': { id: 'CAPNHQMember-510004' },
  '/api/member/tempdutypositions/{id}': { id: 'CAPNHQMember-510004' },
  '/api/internal/members/{member}/flight': { member: 'CAPNHQMember-510004' },
};

let t: TestApp;
let sessionID: string;
let token: string;
let adminPasswordHash: string;

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [ADMIN_ID] } });
  await signIn();
  const { rows } = await t.db.pool.query<{ password_hash: string }>(
    `SELECT password_hash FROM identity.logins WHERE lower(username) = 'admin' AND account_id = $1`,
    [ACCOUNT],
  );
  adminPasswordHash = rows[0]!.password_hash;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signIn(): Promise<void> {
  const browser = t.browser(ACCOUNT);
  const res = await browser.signin('admin', TEST_PASSWORD);
  expect(res.body.result).toBe('None');
  sessionID = browser.sessionID!;
  token = (await browser.get('/api/token')).body.token as string;
}

const options = () => ({ app: t.app, secret: t.config.contextSecret, now: t.now });

/** The signed context of the admin's session (resolved once per call, signed per request). */
let resolved: Awaited<ReturnType<typeof resolveContext>> | null = null;

async function send(variant: SweepVariant, internal: boolean) {
  const context = internal
    ? signedContext(options(), { accountID: ACCOUNT })
    : signedContext(options(), {
        accountID: ACCOUNT,
        ...(resolved ??= await resolveContext(options(), ACCOUNT, sessionID)),
      });
  return sendVariant(
    request(t.app)
      [variant.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](variant.path)
      .set(CONTEXT_HEADER, context)
      .set(CSRF_HEADER, token)
      .set('x-forwarded-for', '203.0.113.20'),
    variant,
  );
}

const identityCalls = CALL_REGISTRY.filter((call) => call.service === 'identity');
/**
 * Calls only a session in another state may make: the sweep puts the admin's session in that state
 * first, so validation (not the session guard) answers.
 */
const SESSION_TYPE_FOR: Record<string, string> = {
  '/api/member/session/finishmfa': 'MFAInProgress',
  '/api/member/passwordreset': 'PasswordReset',
};

/** Calls that change the session itself go last (an acceptable su or password reset would change who calls). */
const SESSION_CHANGING = /\/(signin|session\/|passwordreset$)/;
const ordered = [
  ...identityCalls.filter((call) => !SESSION_CHANGING.test(call.path)),
  ...identityCalls.filter((call) => SESSION_CHANGING.test(call.path)),
];

/** The catalogue's words: the contracts' and this service's own message tables (src/). */
const catalogue = catalogueFromSources([CONTRACTS_SOURCES, fileURLToPath(new URL('../', import.meta.url))]);

describe('malformed-input sweep of svc-identity', () => {
  it('answers every invalid variant of every call with a catalogue 4xx and writes nothing', async () => {
    let current: CallDescription | null = null;
    const report = await runSweep(ordered, {
      // sign-in hashes every password it checks (scrypt at OWASP cost, 128 MB each): one at a time
      catalogue,
      concurrency: (call) => (call.path === '/api/signin' ? 1 : 4),
      optionsFor(call) {
        current = call;
        resolved = null;
        return { params: { ...PARAMS, ...PARAMS_BY_PATH[call.path] } };
      },
      send: (variant) => send(variant, current?.internal === true),
      snapshot: () =>
        tableSnapshot(async (sql, params) => (await t.db.pool.query(sql, params)).rows, 'identity'),
      async beforeCall(call) {
        const type = SESSION_TYPE_FOR[call.path];
        if (type) {
          await t.db.pool.query(`UPDATE identity.sessions SET type = $2 WHERE key = $1`, [
            sessionKey(sessionID),
            type,
          ]);
        }
      },
      async afterCall(call) {
        // an acceptable variant may have set a new password (a 100 KB one is legal): put it back
        await t.db.pool.query(
          `UPDATE identity.logins SET password_hash = $1 WHERE lower(username) = 'admin' AND account_id = $2`,
          [adminPasswordHash, ACCOUNT],
        );
        // ... or ended or changed the session: sign in again when so
        const check = await request(t.app)
          .get('/api/check')
          .set(
            CONTEXT_HEADER,
            signedContext(options(), {
              accountID: ACCOUNT,
              ...(await resolveContext(options(), ACCOUNT, sessionID)),
            }),
          );
        const regularAdmin = check.body.member?.id === ADMIN_ID && check.body.sessionType === 'Regular';
        if (SESSION_TYPE_FOR[call.path] || !regularAdmin) await signIn();
      },
    });
    reportSweep('svc-identity', report, 50);
  }, 300_000);
});

describe('a JSON body nested past 32 levels is refused 400 before parsing (the shared body parser)', () => {
  it('100,000 nested arrays posted to /api/echo are 400 TOO_DEEP and file no crash report', async () => {
    resolved = null;
    const crashes = async () =>
      Number(
        (await t.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM identity.error_records`)).rows[0]!.n,
      );
    const before = await crashes();
    const res = await send(
      {
        label: 'body: 100,000 nested arrays in a field',
        method: 'POST',
        path: '/api/echo',
        body: `{"nested":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
        contentType: 'application/json',
        acceptable: false,
      },
      false,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      code: 'TOO_DEEP',
      message: 'The request nests lists and objects too deeply (at most 32 levels)',
      issues: ['The request nests lists and objects too deeply (at most 32 levels)'],
    });
    // a crash report is written after the answer: give it the time it would take
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await crashes()).toBe(before);
  });
});

describe('sweep findings fixed in svc-identity', () => {
  it('an unknown flight name of 100 KB is refused with the name cut to 60 characters, not echoed whole', async () => {
    resolved = null; // the sweep's last call left its own session state resolved
    const res = await send(
      {
        label: 'newFlight: a 100 KB string',
        method: 'POST',
        path: '/api/member/flight',
        body: JSON.stringify({
          member: { type: 'CAPNHQMember', id: 510004 },
          newFlight: 'b'.repeat(100 * 1024),
        }),
        contentType: 'application/json',
        acceptable: true,
      },
      false,
    );
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text) as { code: string; message: string };
    expect(body.code).toBe('UNKNOWN_FLIGHT');
    expect(body.message).toBe(
      `'${'b'.repeat(60)}…' is not one of this unit's flights (Alpha, Bravo, Charlie, XRay)`,
    );
  });
});
