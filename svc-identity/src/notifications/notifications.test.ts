// Notification calls (platform §7 "notifications") against the real service: the permission matrix
// of admin, manager, staff, cadet, anonymous and another account's admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationListResponse,
  notificationResponse,
  type MemberReference,
  type NotificationData,
} from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { notifyAdmins, notifyMember } from './notify.ts';

const DAY = 86_400_000;
const STAFF: MemberReference = { type: 'CAPNHQMember', id: 510003 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
// 'senior' (510005) is a configured super user: it passes every permission check like an admin
const SUPER_USER = 510005;
let t: TestApp;
const signedIn: Record<string, Browser> = {};

async function as(username: string | null, accountID = 'md001'): Promise<Browser> {
  if (!username) return t.browser(accountID);
  const key = `${accountID}/${username}`;
  if (!signedIn[key]) {
    const browser = t.browser(accountID);
    expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
    signedIn[key] = browser;
  }
  return signedIn[key];
}

async function withToken(browser: Browser, method: 'post' | 'delete', path: string, body = {}) {
  const token = (await browser.get('/api/token')).body.token as string | undefined;
  return browser.request(method, path, token ? { ...body, token } : body);
}

const message = (text: string): NotificationData => ({ type: 'Message', message: text });

/** Stores a member notification directly (as an event would) and answers its id. */
async function toMember(to: MemberReference, text: string, accountID = 'md001'): Promise<number> {
  await notifyMember(t.db.pool, accountID, to, { type: 'System' }, message(text));
  return idOf(text);
}
async function toAdmins(text: string, accountID = 'md001'): Promise<number> {
  await notifyAdmins(t.db.pool, accountID, { type: 'System' }, message(text));
  return idOf(text);
}
async function idOf(text: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ id: string }>(
    `SELECT id FROM identity.notifications WHERE extra_data->>'message' = $1 ORDER BY id DESC LIMIT 1`,
    [text],
  );
  return Number(rows[0]!.id);
}

const postGlobal = (browser: Browser, body: Record<string, unknown>) =>
  browser.postWithToken('/api/notifications/global', body);
const future = (days = 7) => t.now().getTime() + days * DAY;

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [SUPER_USER] } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /notifications/global: "create needs CreateNotifications GLOBAL"', () => {
  it.each(['manager', 'staff', 'cadet'])('%s (CreateNotifications NO) gets 403', async (user) => {
    const res = await postGlobal(await as(user), { message: 'Hello', expires: future() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
    expect((await (await as(null)).get('/api/notifications/global')).status).toBe(204);
  });

  it("anonymous gets 401 'Please sign in'", async () => {
    const res = await postGlobal(await as(null), { message: 'Hello', expires: future() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it.each([
    [{ message: '   ', expires: 1 }, 'Notification message cannot be empty'],
    [{ message: 'x'.repeat(1001), expires: 1 }, 'Notification message must be at most 1000 characters'],
    [{ message: 'Hello' }, null],
    [{ message: 'Hello', expires: 'tomorrow' }, null],
  ])('bad input %j is a 400 with clear words', async (body, words) => {
    const res = await postGlobal(await as('admin'), body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    if (words) expect(res.body.message).toBe(words);
    else expect(typeof res.body.message).toBe('string');
  });

  it('an expiry in the past or more than 365 days away is refused', async () => {
    const admin = await as('admin');
    const past = await postGlobal(admin, { message: 'Hello', expires: t.now().getTime() - 1000 });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The expiry must be in the future');
    const far = await postGlobal(admin, { message: 'Hello', expires: future(366) });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('The expiry must be within 365 days');
  });

  it('needs the CSRF token', async () => {
    const res = await (
      await as('admin')
    ).post('/api/notifications/global', { message: 'Hi', expires: future() });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});

describe('the global notification: one at a time, shown to anyone until it expires', () => {
  it('admin posts one; anyone (even anonymous) gets it; a second replaces the first', async () => {
    const expires = future();
    const first = await postGlobal(await as('admin'), { message: '  Meeting moved to 19:00  ', expires });
    expect(first.status).toBe(201);
    const created = notificationResponse.parse(first.body);
    expect(created.extraData).toEqual({ type: 'Message', message: 'Meeting moved to 19:00' });
    expect(created.cause).toMatchObject({ type: 'Member', from: { type: 'CAPNHQMember', id: 510001 } });
    expect(created.target).toEqual({ type: 'Everyone', expires });

    for (const user of [null, 'cadet', 'staff']) {
      const res = await (await as(user)).get('/api/notifications/global');
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(created.id);
    }

    const second = await postGlobal(await as('senior'), {
      message: 'Open house Saturday',
      expires: future(2),
    });
    expect(second.status).toBe(201);
    const shown = await (await as(null)).get('/api/notifications/global');
    expect(shown.body.id).toBe(second.body.id);
    const { rows } = await t.db.pool.query(
      `SELECT id FROM identity.notifications WHERE account_id = 'md001' AND target_type = 'Everyone' AND ended_at IS NULL`,
    );
    expect(rows.map((r) => Number(r.id))).toEqual([second.body.id]);
  });

  it("another account's visitors do not see it, and its admin's notification stays in md002", async () => {
    expect((await (await as(null, 'md002')).get('/api/notifications/global')).status).toBe(204);
    const other = await postGlobal(await as('admin', 'md002'), { message: 'md002 only', expires: future() });
    expect(other.status).toBe(201);
    const md001 = await (await as(null)).get('/api/notifications/global');
    expect(md001.body.extraData.message).toBe('Open house Saturday');
    expect((await (await as('cadet')).get(`/api/notifications/${other.body.id}`)).status).toBe(404);
  });

  it('is not toggled read (400), is ended early only by CreateNotifications GLOBAL (cadet 403)', async () => {
    const id = (await (await as(null)).get('/api/notifications/global')).body.id as number;
    const toggle = await withToken(await as('admin'), 'post', `/api/notifications/${id}`);
    expect(toggle.status).toBe(400);
    expect(toggle.body.message).toBe('The global notification is dismissed in its banner, not marked read');
    expect((await withToken(await as('cadet'), 'delete', `/api/notifications/${id}`)).status).toBe(403);
    expect((await withToken(await as(null), 'delete', `/api/notifications/${id}`)).status).toBe(401);
    expect((await withToken(await as('admin'), 'delete', `/api/notifications/${id}`)).status).toBe(204);
    expect((await (await as(null)).get('/api/notifications/global')).status).toBe(204);
    // an ended one can still be read by id (it is history), but not ended twice
    expect((await (await as(null)).get(`/api/notifications/${id}`)).status).toBe(200);
    expect((await withToken(await as('admin'), 'delete', `/api/notifications/${id}`)).status).toBe(404);
  });

  it('disappears when it expires', async () => {
    const res = await postGlobal(await as('admin'), { message: 'Short notice', expires: future(1) });
    expect(res.status).toBe(201);
    expect((await (await as(null)).get('/api/notifications/global')).status).toBe(200);
    t.advance(DAY + 1000);
    try {
      expect((await (await as(null)).get('/api/notifications/global')).status).toBe(204);
    } finally {
      t.advance(-(DAY + 1000));
    }
  });
});

describe('member and admin notifications: GET /notifications and /notifications/{id}', () => {
  let cadetNote: number;
  let staffNote: number;
  let adminNote: number;
  let otherAccountNote: number;

  beforeAll(async () => {
    cadetNote = await toMember(CADET, 'For the cadet only');
    staffNote = await toMember(STAFF, 'For the staff member only');
    adminNote = await toAdmins('For the admins');
    otherAccountNote = await toAdmins('For md002 admins', 'md002');
  });

  const listOf = async (user: string, accountID = 'md001') => {
    const res = await (await as(user, accountID)).get('/api/notifications');
    expect(res.status).toBe(200);
    return notificationListResponse.parse(res.body).map((n) => n.id);
  };

  it('each member lists their own; ViewAccountNotifications holders also the admin ones, once', async () => {
    expect(await listOf('cadet')).toEqual([cadetNote]);
    expect(await listOf('staff')).toEqual([staffNote]);
    expect(await listOf('manager')).toEqual([]);
    expect(await listOf('admin')).toEqual([adminNote]);
    expect(await listOf('senior')).toEqual([adminNote]);
    expect(await listOf('admin', 'md002')).toEqual([otherAccountNote]);
  });

  it("anonymous gets 401 'Please sign in' for the list and for a member notification", async () => {
    const list = await (await as(null)).get('/api/notifications');
    expect(list.status).toBe(401);
    expect(list.body.message).toBe('Please sign in');
    expect((await (await as(null)).get(`/api/notifications/${cadetNote}`)).status).toBe(401);
  });

  it.each([
    ['cadet', 'cadet', 200],
    ['cadet', 'staff', 404],
    ['cadet', 'admins', 404],
    ['admin', 'admins', 200],
    ['admin', 'cadet', 404],
    ['manager', 'admins', 404],
    ['staff', 'cadet', 404],
  ])('GET by id: %s reading the %s notification gets %i', async (user, whose, status) => {
    const id = { cadet: cadetNote, staff: staffNote, admins: adminNote }[whose]!;
    const res = await (await as(user)).get(`/api/notifications/${id}`);
    expect(res.status).toBe(status);
    if (status === 200) expect(notificationResponse.parse(res.body).id).toBe(id);
    else expect(res.body.message).toBe('Notification not found');
  });

  it("another account's objects are unreachable (md002 admin: 404 for md001 ids)", async () => {
    for (const id of [cadetNote, adminNote]) {
      expect((await (await as('admin', 'md002')).get(`/api/notifications/${id}`)).status).toBe(404);
      expect((await withToken(await as('admin', 'md002'), 'post', `/api/notifications/${id}`)).status).toBe(
        404,
      );
      expect((await withToken(await as('admin', 'md002'), 'delete', `/api/notifications/${id}`)).status).toBe(
        404,
      );
    }
    expect((await (await as('admin')).get(`/api/notifications/${otherAccountNote}`)).status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])(
    "id '%s' is 400 'Invalid notification ID'",
    async (id) => {
      const res = await (await as('cadet')).get(`/api/notifications/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid notification ID');
    },
  );

  it('an id that does not exist is 404', async () => {
    expect((await (await as('cadet')).get('/api/notifications/987654321')).status).toBe(404);
  });
});

describe('POST /notifications/{id} toggles read; DELETE removes', () => {
  it('the cadet toggles their own notification read and back; others cannot (404)', async () => {
    const id = await toMember(CADET, 'Toggle me');
    const cadet = await as('cadet');
    const once = await withToken(cadet, 'post', `/api/notifications/${id}`);
    expect(once.status).toBe(200);
    expect(once.body.read).toBe(true);
    expect((await withToken(cadet, 'post', `/api/notifications/${id}`)).body.read).toBe(false);
    for (const user of ['staff', 'admin']) {
      expect((await withToken(await as(user), 'post', `/api/notifications/${id}`)).status).toBe(404);
    }
    expect((await cadet.post(`/api/notifications/${id}`)).status).toBe(403); // no CSRF token
    expect((await cadet.get(`/api/notifications/${id}`)).body.read).toBe(false);
  });

  it('admin notifications share one read state among the admins', async () => {
    const id = await toAdmins('Shared read state');
    expect((await withToken(await as('admin'), 'post', `/api/notifications/${id}`)).body.read).toBe(true);
    expect((await (await as('senior')).get(`/api/notifications/${id}`)).body.read).toBe(true);
    expect((await withToken(await as('cadet'), 'post', `/api/notifications/${id}`)).status).toBe(404);
  });

  it('the cadet deletes their own; the staff member cannot delete it; gone afterwards', async () => {
    const id = await toMember(CADET, 'Delete me');
    expect((await withToken(await as('staff'), 'delete', `/api/notifications/${id}`)).status).toBe(404);
    expect((await withToken(await as(null), 'delete', `/api/notifications/${id}`)).status).toBe(401);
    expect((await withToken(await as('cadet'), 'delete', `/api/notifications/${id}`)).status).toBe(204);
    expect((await (await as('cadet')).get(`/api/notifications/${id}`)).status).toBe(404);
    expect((await withToken(await as('cadet'), 'delete', `/api/notifications/${id}`)).status).toBe(404);
  });

  it('an admin deletes an admin notification for every admin; a manager cannot', async () => {
    const id = await toAdmins('Delete for all admins');
    expect((await withToken(await as('manager'), 'delete', `/api/notifications/${id}`)).status).toBe(404);
    expect((await withToken(await as('admin'), 'delete', `/api/notifications/${id}`)).status).toBe(204);
    expect((await (await as('senior')).get(`/api/notifications/${id}`)).status).toBe(404);
  });
});
