// GET /api/notifications/unread against the real service: every signed-in member's own counts of
// unread notifications (as their list shows them) and of tasks given to them and not done.
import { notificationListResponse, unreadCountsResponse, type MemberReference } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type TaskCaller } from '../tasks/taskTestClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { notifyAdmins, notifyMember } from './notify.ts';

const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const PATH = '/api/notifications/unread';
let t: TestApp;
let cadet: TaskCaller;
let staff: TaskCaller;
let admin: TaskCaller;

beforeAll(async () => {
  t = await createTestApp();
  cadet = await signedInCaller(t, 'cadet');
  staff = await signedInCaller(t, 'staff');
  admin = await signedInCaller(t, 'admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function counts(caller: TaskCaller) {
  const res = await caller.bare('get', PATH);
  expect(res.status).toBe(200);
  return unreadCountsResponse.parse(res.body);
}

async function unreadInList(caller: TaskCaller): Promise<number> {
  const list = notificationListResponse.parse((await caller.bare('get', '/api/notifications')).body);
  return list.filter((n) => !n.read).length;
}

const message = (text: string) => ({ type: 'Message' as const, message: text });

describe('GET /api/notifications/unread', () => {
  it('"Please sign in": an anonymous visitor gets 401', async () => {
    const anonymous = await signedInCaller(t, null);
    expect((await anonymous.bare('get', PATH)).status).toBe(401);
  });

  it("counts the member's unread notifications as their list shows them, and not once read", async () => {
    const before = await counts(cadet);
    await notifyMember(t.db.pool, 'md001', CADET, { type: 'System' }, message('Uniform inspection Tuesday'));
    await notifyMember(t.db.pool, 'md001', CADET, { type: 'System' }, message('Bring your logbook'));
    const after = await counts(cadet);
    expect(after.notifications).toBe(before.notifications + 2);
    expect(after.notifications).toBe(await unreadInList(cadet));

    const list = notificationListResponse.parse((await cadet.bare('get', '/api/notifications')).body);
    const first = list.find((n) => n.extraData.message === 'Bring your logbook')!;
    expect((await cadet.call('post', `/api/notifications/${first.id}`)).status).toBe(200);
    expect((await counts(cadet)).notifications).toBe(after.notifications - 1);
  });

  it("admin notifications count for ViewAccountNotifications holders only, not another account's", async () => {
    const [adminBefore, staffBefore, cadetBefore] = await Promise.all([
      counts(admin),
      counts(staff),
      counts(cadet),
    ]);
    await notifyAdmins(t.db.pool, 'md001', { type: 'System' }, message('A prospective member signed up'));
    await notifyAdmins(t.db.pool, 'md002', { type: 'System' }, message('Another unit'));
    expect((await counts(admin)).notifications).toBe(adminBefore.notifications + 1);
    expect((await counts(admin)).notifications).toBe(await unreadInList(admin));
    expect((await counts(staff)).notifications).toBe(staffBefore.notifications);
    expect((await counts(cadet)).notifications).toBe(cadetBefore.notifications);
  });

  it('counts the tasks given to the member until they mark them done', async () => {
    const before = await counts(cadet);
    const created = await staff.call('post', '/api/tasks', { title: 'Polish boots', tasked: [CADET] });
    expect(created.status).toBe(201);
    // the tasker's own count does not grow: a task counts for the members it was given to
    const staffBefore = await counts(staff);
    expect((await counts(cadet)).tasks).toBe(before.tasks + 1);

    const done = await cadet.call('post', `/api/tasks/${created.body.id}`, { done: true });
    expect(done.status).toBe(200);
    expect((await counts(cadet)).tasks).toBe(before.tasks);
    expect((await counts(staff)).tasks).toBe(staffBefore.tasks);
  });
});
