// Events §7 "Scan mode POST /member/session/scanadd {eventID}" against the real app, database and
// Redis: who may switch a session into scan mode, what the gateway's context then says, and that
// the session stays the same (same cookie, same CSRF token) in scan mode.
import { isSignedIn, isScanAddSessionFor } from '@portal/contracts';
import { sessionKey } from '@portal/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContext } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const context = (sessionID: string | null) =>
  resolveContext({ app: t.app, secret: t.config.contextSecret, now: t.now }, 'md001', sessionID);
const SCAN = '/api/member/session/scanadd';

describe('POST /api/member/session/scanadd (events §7 scan mode)', () => {
  it('a holder of ScanAdd (admin preset) gets 204; the session becomes ScanAdd bound to that event', async () => {
    const admin = t.browser();
    await admin.signin('admin', TEST_PASSWORD);
    const cookie = admin.sessionID!;
    const res = await admin.postWithToken(SCAN, { eventID: 42 });
    expect(res.status).toBe(204);
    // the same session (no new cookie), now in scan mode for event 42
    expect(admin.sessionID).toBe(cookie);
    const { rows } = await t.db.pool.query<{ type: string; scan_add_event_id: number }>(
      `SELECT type, scan_add_event_id FROM identity.sessions WHERE key = $1`,
      [sessionKey(cookie)],
    );
    expect(rows).toEqual([{ type: 'ScanAdd', scan_add_event_id: 42 }]);
    const ctx = await context(cookie);
    expect(ctx.session).toMatchObject({ type: 'ScanAdd', scanAddEventID: 42 });
    expect(ctx.member).toMatchObject({ type: 'CAPNHQMember', nameLast: 'Administrator' });
    // "Only Regular (and ScanAdd for scan-add calls) counts as signed in"
    expect(isSignedIn(ctx)).toBe(false);
    expect(isScanAddSessionFor(ctx, 42)).toBe(true);
    expect(isScanAddSessionFor(ctx, 43)).toBe(false);
    // /api/check still names the member and says the session is in scan mode
    expect((await admin.get('/api/check')).body).toMatchObject({ error: 'NONE', sessionType: 'ScanAdd' });
  });

  it('a scan-mode session may move on to another event (the scanner page reloaded for a new event)', async () => {
    const admin = t.browser();
    await admin.signin('admin', TEST_PASSWORD);
    expect((await admin.postWithToken(SCAN, { eventID: 42 })).status).toBe(204);
    expect((await admin.postWithToken(SCAN, { eventID: 7 })).status).toBe(204);
    expect((await context(admin.sessionID)).session).toMatchObject({ type: 'ScanAdd', scanAddEventID: 7 });
  });

  it("without the ScanAdd permission (manager preset in a squadron): 403 'You do not have permission to do that', the session unchanged", async () => {
    const manager = t.browser();
    await manager.signin('manager', TEST_PASSWORD);
    const res = await manager.postWithToken(SCAN, { eventID: 42 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
    const ctx = await context(manager.sessionID);
    expect(ctx.session?.type).toBe('Regular');
    expect(ctx.session).not.toHaveProperty('scanAddEventID');
  });

  it("signed out: 401 'Please sign in'", async () => {
    const anonymous = t.browser();
    const res = await anonymous.postWithToken(SCAN, { eventID: 42 });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('without the CSRF token: refused, the session stays Regular', async () => {
    const admin = t.browser();
    await admin.signin('admin', TEST_PASSWORD);
    const res = await admin.post(SCAN, { eventID: 42 });
    expect(res.status).toBe(403);
    expect((await context(admin.sessionID)).session?.type).toBe('Regular');
  });

  it.each([[{}], [{ eventID: 0 }], [{ eventID: 'abc' }], [{ eventID: 1.5 }], [{ eventID: 2 ** 31 }]])(
    'bad input %j: 400 with a clear message, never a 500',
    async (body) => {
      const admin = t.browser();
      await admin.signin('admin', TEST_PASSWORD);
      const res = await admin.postWithToken(SCAN, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect((await context(admin.sessionID)).session?.type).toBe('Regular');
    },
  );

  it('logout ends a scan-mode session like any other', async () => {
    const admin = t.browser();
    await admin.signin('admin', TEST_PASSWORD);
    await admin.postWithToken(SCAN, { eventID: 42 });
    const cookie = admin.sessionID!;
    expect((await admin.postWithToken('/api/member/session/logout')).status).toBe(204);
    expect((await context(cookie)).session).toBeNull();
  });
});
