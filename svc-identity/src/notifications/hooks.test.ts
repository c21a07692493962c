// Notifications created by the events that cause them: a permission change tells
// the member, a new prospective member tells the admins once; both inside the event's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationListResponse,
  permissionListResponse,
  presetFor,
  type MemberReference,
  type Notification,
} from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { seedNotificationsDemo } from './demoSeed.ts';
import { notifyMember } from './notify.ts';

const ADMIN: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const SUPER_USER = 510005;
let t: TestApp;
const signedIn: Record<string, Browser> = {};

async function as(username: string, accountID = 'md001'): Promise<Browser> {
  const key = `${accountID}/${username}`;
  if (!signedIn[key]) {
    const browser = t.browser(accountID);
    expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
    signedIn[key] = browser;
  }
  return signedIn[key];
}

async function notificationsOf(username: string): Promise<Notification[]> {
  const res = await (await as(username)).get('/api/notifications');
  expect(res.status).toBe(200);
  return notificationListResponse.parse(res.body);
}

async function count(): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM identity.notifications`);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [SUPER_USER] } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a permission change notifies the member whose permissions changed', () => {
  async function saveRoles(change: (roles: { member: MemberReference; permissions: object }[]) => object[]) {
    const admin = await as('admin');
    const list = permissionListResponse.parse((await admin.get('/api/member/permissions')).body);
    const roles = list.map((e) => ({ member: e.member, permissions: e.permissions }));
    return admin.postWithToken('/api/member/permissions', { newRoles: change(roles) });
  }

  it('admin gives the cadet Cadet Staff: the cadet gets a PermissionChange caused by the admin', async () => {
    const res = await saveRoles((roles) =>
      roles.map((r) =>
        r.member.id === CADET.id ? { ...r, permissions: presetFor('CadetStaff', 'CAPSQUADRON') } : r,
      ),
    );
    expect(res.status).toBe(200);
    const mine = await notificationsOf('cadet');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      target: { type: 'Member', to: CADET },
      cause: { type: 'Member', from: ADMIN, fromName: 'Maj Alex F Administrator' },
      extraData: {
        type: 'PermissionChange',
        message: 'Your permissions were changed to the Cadet Staff level',
      },
      read: false,
    });
    // nobody else was changed, so nobody else was told (the admin saved but did not change)
    expect((await notificationsOf('staff')).filter((n) => n.extraData.type === 'PermissionChange')).toEqual(
      [],
    );
    expect((await notificationsOf('admin')).filter((n) => n.extraData.type === 'PermissionChange')).toEqual(
      [],
    );
  });

  it('removing the cadet from permission management says so', async () => {
    const res = await saveRoles((roles) => roles.filter((r) => r.member.id !== CADET.id));
    expect(res.status).toBe(200);
    const latest = (await notificationsOf('cadet'))[0]!;
    expect(latest.extraData).toEqual({
      type: 'PermissionChange',
      message: 'Your permissions were reset to the Member level',
    });
  });

  it('a refused save (a member of another account in the list) writes no notification', async () => {
    const before = await count();
    const res = await saveRoles((roles) => [
      ...roles,
      { member: { type: 'CAPNHQMember', id: 510101 }, permissions: presetFor('Admin', 'CAPSQUADRON') },
    ]);
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('a new prospective member notifies the admins once', () => {
  it('one Admins row; the admin (also targeted by a member notification) and the super user see it once', async () => {
    await notifyMember(
      t.db.pool,
      'md001',
      ADMIN,
      { type: 'System' },
      { type: 'Message', message: 'Just for you' },
    );
    const before = await count();
    const res = await (
      await as('admin')
    ).postWithToken('/api/member/account/capprospective/requestaccount', {
      member: {
        contact: {},
        flight: 'Alpha',
        nameFirst: 'Quinn',
        nameLast: 'Newcomer',
        nameMiddle: '',
        nameSuffix: '',
        seniorMember: false,
      },
      login: { type: 'SetNow', username: 'quinn.newcomer', password: 'Prospect-Pass-2024!' },
    });
    expect(res.status).toBe(200);
    const id = res.body.member.id as string;
    expect(await count()).toBe(before + 1);

    for (const user of ['admin', 'senior']) {
      const list = await notificationsOf(user);
      expect(new Set(list.map((n) => n.id)).size).toBe(list.length);
      const about = list.filter((n) => n.extraData.type === 'ProspectiveMember');
      expect(about).toHaveLength(1);
      expect(about[0]).toMatchObject({
        target: { type: 'Admins' },
        cause: { type: 'Member', from: ADMIN },
        extraData: {
          message: `New prospective member: Quinn Newcomer (${id})`,
          member: { type: 'CAPProspectiveMember', id },
        },
      });
    }
    expect((await notificationsOf('admin')).map((n) => n.extraData.message)).toContain('Just for you');
    for (const user of ['manager', 'staff', 'cadet']) {
      expect((await notificationsOf(user)).some((n) => n.extraData.type === 'ProspectiveMember')).toBe(false);
    }
  });

  it('a refused creation (taken username) writes no notification', async () => {
    const before = await count();
    const res = await (
      await as('admin')
    ).postWithToken('/api/member/account/capprospective/requestaccount', {
      member: {
        contact: {},
        flight: 'Alpha',
        nameFirst: 'Quinn',
        nameLast: 'Again',
        nameMiddle: '',
        nameSuffix: '',
        seniorMember: false,
      },
      login: { type: 'SetNow', username: 'quinn.newcomer', password: 'Prospect-Pass-2024!' },
    });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('demo seed', () => {
  it('adds a global notification and member notifications in md001, and is idempotent', async () => {
    await seedNotificationsDemo(t.db.pool, t.now());
    const after = await count();
    const global = await t.browser('md001').get('/api/notifications/global');
    expect(global.status).toBe(200);
    expect(global.body.extraData.message).toMatch(/^Open house/);
    expect((await notificationsOf('cadet')).length).toBeGreaterThanOrEqual(3);
    await seedNotificationsDemo(t.db.pool, t.now());
    expect(await count()).toBe(after);
    expect((await t.browser('md002').get('/api/notifications/global')).status).toBe(204);
  });
});
