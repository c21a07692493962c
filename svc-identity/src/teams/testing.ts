// Shared by the team service tests: signed-in browsers per demo user (cached per test file), the
// team form body, and calls with the CSRF token.
import { expect } from 'vitest';
import type { MemberReference, TeamRequest } from '@portal/contracts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** The fixture 'senior' (510005) is the privileged user in the team tests. */
export const SUPER_USER = 510005;

export const nhq = (n: number): MemberReference => ({ type: 'CAPNHQMember', id: 510000 + n });
export const ADMIN = nhq(1);
export const MANAGER = nhq(2);
export const STAFF = nhq(3);
export const CADET = nhq(4);
export const SENIOR = nhq(5);
/** md002's cadet: a member of another account. */
export const OTHER_ACCOUNT_CADET = nhq(102);

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface TeamTest {
  t: TestApp;
  /** A browser of `username` signed in on `accountID` (null: an anonymous visitor). */
  as(username: string | null, accountID?: string): Promise<Browser>;
  /** The call with the CSRF token in the body (as the kit's client sends mutating calls). */
  call(
    browser: Browser,
    method: Method,
    path: string,
    body?: Record<string, unknown>,
  ): ReturnType<Browser['get']>;
  /** Creates a team as the manager; answers its id. */
  create(body?: Partial<TeamRequest>): Promise<number>;
  close(): Promise<void>;
}

export function teamBody(overrides: Partial<TeamRequest> = {}): TeamRequest {
  return {
    name: 'Drill Team',
    description: 'Practises drill for competitions.',
    visibility: 'PROTECTED',
    cadetLeader: nhq(6),
    seniorMentor: nhq(14),
    seniorCoach: null,
    members: [
      { reference: nhq(20), job: 'Drill commander' },
      { reference: nhq(21), job: 'Element leader' },
    ],
    ...overrides,
  };
}

export async function createTeamTest(): Promise<TeamTest> {
  const t = await createTestApp({ config: { superUserIDs: [SUPER_USER] } });
  const browsers = new Map<string, Browser>();
  const as = async (username: string | null, accountID = 'md001') => {
    if (!username) return t.browser(accountID);
    const key = `${accountID}/${username}`;
    let browser = browsers.get(key);
    if (!browser) {
      browser = t.browser(accountID);
      expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
      browsers.set(key, browser);
    }
    return browser;
  };
  const call: TeamTest['call'] = async (browser, method, path, body = {}) => {
    if (method === 'get') return browser.get(path);
    const token = (await browser.get('/api/token')).body.token as string;
    return browser.request(method, path, { ...body, token });
  };
  return {
    t,
    as,
    call,
    async create(body = {}) {
      const res = await call(await as('manager'), 'post', '/api/team', { ...teamBody(body) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    },
    close: () => t.close(),
  };
}

/** The member notifications of `to` about teams, newest first. */
export async function teamNotificationsOf(
  t: TestApp,
  to: MemberReference,
): Promise<{ message: string; teamID: number }[]> {
  const { rows } = await t.db.pool.query<{ extra_data: { message: string; teamID: number } }>(
    `SELECT extra_data FROM identity.notifications
      WHERE account_id = 'md001' AND target_type = 'Member' AND to_member_type = $1 AND to_member_id = $2
        AND extra_data ? 'teamID'
      ORDER BY id DESC`,
    [to.type, String(to.id)],
  );
  return rows.map((r) => r.extra_data);
}
