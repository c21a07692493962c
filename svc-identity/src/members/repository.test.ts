import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey } from '@portal/contracts/server';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { resolveContext } from '../testing/gatewayClient.ts';
import { loadMember } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('members (platform §3)', () => {
  it('names are trimmed with line breaks and repeated spaces collapsed', async () => {
    await t.db.pool.query(
      `UPDATE identity.members SET name_first = E'  Casey \\n  Ann ', name_last = 'Cadet   Jones' WHERE account_id = 'md001' AND id = '510004'`,
    );
    const member = await loadMember(t.db.pool, 'md001', { type: 'CAPNHQMember', id: 510004 }, t.now());
    expect(member).toMatchObject({ nameFirst: 'Casey Ann', nameLast: 'Cadet Jones' });
  });

  it('temporary duty positions count until they expire', async () => {
    const ref = { type: 'CAPNHQMember', id: 510013 } as const;
    const now = await loadMember(t.db.pool, 'md001', ref, t.now());
    expect(now?.dutyPositions.map((d) => [d.duty, d.type])).toEqual([
      ['Cadet Element Leader', 'NHQ'],
      ['Cadet Public Affairs NCO', 'CAPUnit'],
    ]);
    const later = await loadMember(t.db.pool, 'md001', ref, new Date(t.now().getTime() + 61 * 86_400_000));
    expect(later?.dutyPositions.map((d) => d.duty)).toEqual(['Cadet Element Leader']);
  });

  it('GET /internal/context gives the signed-in member with permissions and duty positions', async () => {
    const browser = t.browser();
    await browser.signin('admin', TEST_PASSWORD);
    const ctx = await resolveContext(
      { app: t.app, secret: t.config.contextSecret, now: t.now },
      'md001',
      browser.sessionID,
    );
    expect(ctx.account).toMatchObject({
      id: 'md001',
      type: 'CAPSQUADRON',
      name: 'Maryland Demo Composite Squadron',
    });
    // session.id is the session key (SHA-256 of the cookie), never the cookie value itself
    expect(ctx.session).toMatchObject({ id: sessionKey(browser.sessionID!), type: 'Regular' });
    expect(ctx.member).toMatchObject({ id: 510001, seniorMember: true });
    expect(ctx.member?.permissions.PermissionManagement).toBe('FULL');
    expect(ctx.member?.dutyPositions.map((d) => d.duty)).toEqual(['Commander']);
    // a member without a stored permission set has the account type's defaults
    const plain = await loadMember(t.db.pool, 'md001', { type: 'CAPNHQMember', id: 510030 }, t.now());
    expect(plain?.permissions.AttendanceView).toBe('PERSONAL');
    expect(plain?.permissions.PermissionManagement).toBe('NONE');
  });
});
