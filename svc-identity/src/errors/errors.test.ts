import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetFor } from '@portal/contracts';
import { startAccountTestService, type AccountTestService } from '../account/testing.ts';
import { createSession } from '../sessions/store.ts';
import { CLIENT_ERRORS_PER_WINDOW } from './router.ts';

let svc: AccountTestService;

async function sessionFor(accountID: string, capid: number) {
  const session = await createSession(
    { pool: svc.pool, redis: svc.redis, config: svc.config, clock: () => svc.now },
    { accountID, loginID: null, member: { type: 'CAPNHQMember', id: capid }, type: 'Regular' },
  );
  return session.cookieValue;
}

beforeAll(async () => {
  svc = await startAccountTestService();
  await svc.addAccount('md001');
  await svc.addAccount('md002');
  await svc.addMember({ accountID: 'md001', capid: 100002, nameFirst: 'Reese' });
}, 60_000);

afterAll(async () => {
  await svc?.close();
});

describe('error list (§2 Error list, §7 errors)', () => {
  const report = {
    componentStack: '\n    in Broken\n    in App',
    message: 'Cannot read properties of undefined',
    pageURL: 'http://md001.localhost:8080/admin',
    stack: [{ filename: 'http://md001.localhost:8080/main.js', line: 10, column: 5, name: 'render' }],
    timestamp: Date.now(),
    type: 'Client',
  };

  it('stores a client crash report with the signed-in member', async () => {
    const session = await sessionFor('md001', 100002);
    const r = await svc.call('POST', '/api/errors/clienterror', {
      sessionID: session,
      body: report,
      csrf: true,
    });
    expect(r.status).toBe(204);
    const { rows } = await svc.pool.query(`SELECT * FROM identity.error_records WHERE account_id = 'md001'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'Client',
      message: report.message,
      member_id: '100002',
      resolved: false,
    });
  });

  it('refuses a malformed report with the validator message', async () => {
    const r = await svc.call('POST', '/api/errors/clienterror', { body: { ...report, type: 'Server' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'VALIDATION',
      message: "type must be an element of the enum 'Client'",
    });
    const missing = await svc.call('POST', '/api/errors/clienterror', {
      body: { ...report, message: undefined },
    });
    expect(missing.body.message).toBe('message is required');
  });

  it('an error of md001 is not listed on md002', async () => {
    await svc.addMember({
      accountID: 'md002',
      capid: 200010,
      permissions: presetFor('Admin', 'CAPSQUADRON'),
    });
    const admin2 = await sessionFor('md002', 200010);
    const list = await svc.call('GET', '/api/errors', { accountID: 'md002', sessionID: admin2 });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('the list is for the site administrator only', async () => {
    expect((await svc.call('GET', '/api/errors')).status).toBe(401);
    const member = await sessionFor('md001', 100002);
    const refused = await svc.call('GET', '/api/errors', { sessionID: member });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to view this page');
    const mark = await svc.call('POST', '/api/errors', {
      sessionID: member,
      csrf: true,
      body: {
        column: 5,
        fileName: report.stack[0]!.filename,
        line: 10,
        message: report.message,
        type: 'Client',
      },
    });
    expect(mark.status).toBe(403);
  });

  it('an Admin-level member lists the errors and marks them done', async () => {
    await svc.addMember({
      accountID: 'md001',
      capid: 100010,
      nameFirst: 'Ada',
      permissions: presetFor('Admin', 'CAPSQUADRON'),
    });
    const admin = await sessionFor('md001', 100010);
    const list = await svc.call('GET', '/api/errors', { sessionID: admin });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      type: 'Client',
      message: report.message,
      user: { type: 'CAPNHQMember', id: 100002 },
    });

    const mark = await svc.call('POST', '/api/errors', {
      sessionID: admin,
      csrf: true,
      body: {
        column: 5,
        fileName: report.stack[0]!.filename,
        line: 10,
        message: report.message,
        type: 'Client',
      },
    });
    expect(mark.body).toEqual({ resolved: 1 });
    expect((await svc.call('GET', '/api/errors', { sessionID: admin })).body).toHaveLength(0);
  });

  it('a super user (SUPER_USER_IDS) sees the list of another account too', async () => {
    await svc.addMember({ accountID: 'md002', capid: 999999, nameFirst: 'Root' });
    const su = await sessionFor('md002', 999999);
    expect((await svc.call('GET', '/api/errors', { accountID: 'md002', sessionID: su })).status).toBe(200);
  });

  it('client error reports are rate limited per address (no log flooding)', async () => {
    let last = 0;
    for (let i = 0; i <= CLIENT_ERRORS_PER_WINDOW; i += 1) {
      last = (await svc.call('POST', '/api/errors/clienterror', { ip: '198.51.100.9', body: report })).status;
    }
    expect(last).toBe(429);
    expect(
      (await svc.call('POST', '/api/errors/clienterror', { ip: '198.51.100.10', body: report })).status,
    ).toBe(204);
  });
});
