// An MFA-pending session (password right, second factor not yet given) is refused
// on every route but the challenge, and so is a PasswordReset session (expired password) on every
// route but setting the new password. Driven by the call registry (contracts CALL_REGISTRY), and the
// service's own routing table is checked against the registry, so a new route cannot skip it.
import { API_ERRORS, type SessionType } from '@portal/contracts';
import { CALL_REGISTRY, type CallDescription } from '@portal/contracts/openapi';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedForSession } from '../http/sessionGuard.ts';
import { newTotpSecret } from '../mfa/totp.ts';
import { resolveContext } from '../testing/gatewayClient.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in (a full scrypt hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.pool.query(
    `UPDATE identity.logins SET mfa_secret = $1, mfa_enabled = true WHERE account_id = 'md001' AND username = 'senior'`,
    [newTotpSecret()],
  );
  await t.db.pool.query(
    `UPDATE identity.logins SET password_expires_at = now() - interval '1 day' WHERE account_id = 'md001' AND username = 'staff'`,
  );
});
afterAll(async () => {
  await t?.close();
});

/** svc-identity's public calls, from the registry the OpenAPI document is built from. */
const IDENTITY_CALLS = CALL_REGISTRY.filter((call) => call.service === 'identity' && !call.internal);
const key = (call: Pick<CallDescription, 'method' | 'path'>) => `${call.method} ${call.path}`;

/**
 * What foundation "Sign-in" leaves open to a half-finished sign-in: the step that finishes it, the
 * session check, the CSRF token, sign-out, and calls that never act as the session's member.
 */
const OPEN_TO_BOTH = [
  'GET /api/check',
  'GET /api/token',
  'GET /api/captcha',
  'POST /api/signin',
  'GET /api/signin/nonce',
  'POST /api/member/session/logout',
  'POST /api/member/session/finishmfa',
  'POST /api/member/account/capnhq/requestaccount',
  'POST /api/member/account/capnhq/requestusername',
  'POST /api/member/account/requestpasswordreset',
  'POST /api/member/account/finishsetup',
  'POST /api/member/account/finishpasswordreset',
  'GET /api/registry',
  'POST /api/errors/clienterror',
];
const OPEN_TO: Record<'MFAInProgress' | 'PasswordReset', string[]> = {
  MFAInProgress: OPEN_TO_BOTH,
  PasswordReset: [...OPEN_TO_BOTH, 'POST /api/member/passwordreset'],
};

/** A concrete path for a template: every {param} becomes 1 (the guard answers before any route). */
function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, '1');
}

async function halfSignedIn(type: 'MFAInProgress' | 'PasswordReset'): Promise<Browser> {
  const browser = t.browser();
  const username = type === 'MFAInProgress' ? 'senior' : 'staff';
  const res = await browser.signin(username, TEST_PASSWORD);
  expect(res.body.sessionType).toBe(type);
  return browser;
}

async function call(browser: Browser, method: string, path: string, token: string) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return verb === 'get' ? browser.get(path) : browser.request(verb, path, { token });
}

/** Every `METHOD /path` an express app answers (routers mounted at the root or under a prefix). */
function appRoutes(app: Express): string[] {
  const found: string[] = [];
  interface Layer {
    rawPath?: unknown;
    route?: { path: unknown; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as unknown[]).concat(layer.route.path);
        for (const path of paths)
          for (const method of Object.keys(layer.route.methods))
            found.push(`${method.toUpperCase()} ${prefix}${String(path)}`);
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

describe(
  'security: half-finished sign-ins are refused on every other route',
  { timeout: HASH_HEAVY_TIMEOUT_MS },
  () => {
    it('security: every /api route of svc-identity is in the call registry (so the checks below cover it)', () => {
      // one shape for `:id` and `{id}`, no trailing slash
      const template = (path: string) =>
        path
          .replace(/:(\w+)/g, '{}')
          .replace(/\{\w+\}/g, '{}')
          .replace(/(.)\/$/, '$1');
      // express optional groups (`/list{/:type}`): the path without and with the group
      const expand = (path: string): string[] => {
        const group = /\{(\/[^{}]*)\}/.exec(path);
        if (!group) return [path];
        return [path.replace(group[0], ''), path.replace(group[0], group[1]!)].flatMap(expand);
      };
      const registered = new Set(IDENTITY_CALLS.map((c) => `${c.method} ${template(c.path)}`));
      const outside = new Set([
        // answers the gateway's and the drills' pass-through tests; acts as nobody
        'POST /api/echo',
        // only answers 405 Method Not Allowed (platform §7 tasks)
        'PUT /api/tasks',
      ]);
      const missing = appRoutes(t.app)
        .filter((route) => route.split(' ')[1]!.startsWith('/api'))
        .flatMap((route) => {
          const [method, path] = route.split(' ') as [string, string];
          return expand(path).map((p) => `${method} ${template(p)}`);
        })
        .filter((route) => !registered.has(route) && !outside.has(route));
      expect(missing).toEqual([]);
      expect(IDENTITY_CALLS.length).toBeGreaterThan(60);
    });

    for (const type of ['MFAInProgress', 'PasswordReset'] as const) {
      const a = type === 'MFAInProgress' ? 'an' : 'a';
      it(`security: ${a} ${type} session may call only the ${OPEN_TO[type].length} calls foundation leaves open`, () => {
        const open = IDENTITY_CALLS.filter((c) => isAllowedForSession(type, c.method, c.path)).map(key);
        expect(open.sort()).toEqual([...OPEN_TO[type]].sort());
      });

      it(`security: ${a} ${type} session is refused (401 'Please sign in') on every other svc-identity call of the registry`, async () => {
        const browser = await halfSignedIn(type);
        const token = (await browser.get('/api/token')).body.token as string;
        const refused = IDENTITY_CALLS.filter((c) => !OPEN_TO[type].includes(key(c)));
        expect(refused.length).toBeGreaterThan(50);
        const answers: Record<string, unknown> = {};
        for (const c of refused) {
          for (const path of [concrete(c.path), concrete(c.path).toUpperCase()]) {
            const res = await call(browser, c.method, path, token);
            answers[`${c.method} ${path}`] = { status: res.status, body: res.body as unknown };
          }
        }
        const expected = {
          status: 401,
          body: { code: 'SIGNIN_REQUIRED', message: API_ERRORS.signInRequired.message },
        };
        expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, expected])));
        // the half-finished session is still there, still not signed in
        expect((await browser.get('/api/check')).body).toEqual({
          error: type === 'MFAInProgress' ? 'ACCOUNT_USES_MFA' : 'PASSWORD_EXPIRED',
          member: null,
          sessionType: type,
        });
      });
    }

    it('security: the context the gateway gets for an MFA-pending session carries no member (svc-events and svc-files act on that)', async () => {
      for (const type of ['MFAInProgress', 'PasswordReset'] as const satisfies SessionType[]) {
        const browser = await halfSignedIn(type);
        const context = await resolveContext(
          { app: t.app, secret: t.config.contextSecret, now: t.now },
          'md001',
          browser.sessionID,
        );
        expect(context.session?.type).toBe(type);
        expect(context.member).toBeNull();
      }
    });
  },
);
