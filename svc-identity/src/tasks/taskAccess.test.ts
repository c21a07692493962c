// Tasks (platform §6 "Task visible to the tasker, tasked members, or anyone with AssignTasks YES";
// §7 tasks, "token needed even for reads"): the permission matrix of every call. Fixture users:
// admin 510001, manager 510002, staff 510003 (Staff preset: AssignTasks YES), cadet 510004 and
// senior 510005 (Member preset); md002 has its own admin and cadet.
import { presetFor, taskListResponse, taskResponse, type Task } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { signedInCaller, type TaskCaller } from './taskTestClient.ts';

const nhq = (id: number) => ({ type: 'CAPNHQMember' as const, id });
const CADET = nhq(510004);
const MANAGER = nhq(510002);
const OTHER_CADET = nhq(510021);

let t: TestApp;
const as: Record<string, TaskCaller> = {};
/** staff's task for cadet and 510021; admin's task for manager only. */
let staffTask: Task;
let adminTask: Task;

async function createAs(who: string, tasked = [CADET, OTHER_CADET], title = 'Inventory the supply room') {
  const res = await as[who]!.call('post', '/api/tasks', {
    title,
    details: 'Count everything',
    dueDate: '2030-05-01',
    tasked,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return taskResponse.parse(res.body);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'manager', 'staff', 'cadet', 'senior']) as[who] = await signedInCaller(t, who);
  as.anonymous = await signedInCaller(t, null);
  as.otherAdmin = await signedInCaller(t, 'admin', 'md002');
  as.otherCadet = await signedInCaller(t, 'cadet', 'md002');
  staffTask = await createAs('staff');
  adminTask = await createAs('admin', [MANAGER], 'Update the safety slides');
});
afterAll(async () => {
  await t?.close();
});

const ids = (body: unknown) => taskListResponse.parse(body).map((task) => task.id);

describe('GET /api/tasks: §6 visibility in the list', () => {
  it.each([
    ['admin (AssignTasks YES)', 'admin', ['staff', 'admin']],
    ['manager (AssignTasks YES; tasked on the other)', 'manager', ['staff', 'admin']],
    ['staff (AssignTasks YES; tasker of one)', 'staff', ['staff', 'admin']],
    ['cadet (tasked on one, no AssignTasks)', 'cadet', ['staff']],
    ['senior (neither tasker nor tasked, no AssignTasks)', 'senior', []],
    ["another account's admin", 'otherAdmin', []],
  ])('%s sees exactly the tasks they may', async (_name, who, expected) => {
    const res = await as[who]!.call('get', '/api/tasks');
    expect(res.status).toBe(200);
    const want = expected.map((k) => (k === 'staff' ? staffTask.id : adminTask.id));
    expect(
      ids(res.body)
        .filter((id) => [staffTask.id, adminTask.id].includes(id))
        .sort(),
    ).toEqual(want.sort());
    if (who === 'senior' || who === 'otherAdmin') expect(res.body).toEqual([]);
  });

  it("anonymous (with the account's token) gets 401 'Please sign in'", async () => {
    const res = await as.anonymous!.call('get', '/api/tasks');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'SIGNIN_REQUIRED', message: 'Please sign in' });
  });
});

describe('GET /api/tasks/{id}: §6 visibility of one task (404, never a hint it exists)', () => {
  it.each([
    ['admin', 200],
    ['manager', 200],
    ['staff', 200],
    ['cadet', 200],
    ['senior', 404],
    ['otherAdmin', 404],
    ['otherCadet', 404],
    ['anonymous', 401],
  ])('%s -> %i', async (who, status) => {
    const res = await as[who]!.call('get', `/api/tasks/${staffTask.id}`);
    expect(res.status).toBe(status);
    if (status === 200) expect(taskResponse.parse(res.body).title).toBe('Inventory the supply room');
    if (status === 404) {
      expect(res.body).toEqual({ code: 'TASK_NOT_FOUND', message: 'Task not found' });
      // the same answer as for a task that does not exist
      expect((await as[who]!.call('get', '/api/tasks/987654')).body).toEqual(res.body);
    }
  });

  it('the cadet cannot see a task they are not tasked on', async () => {
    expect((await as.cadet!.call('get', `/api/tasks/${adminTask.id}`)).status).toBe(404);
  });
});

describe('§7 "token needed even for reads"', () => {
  const refused = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'TOKEN_INVALID' });
  };
  it.each(['/api/tasks', '/api/tasks/1'])(
    'GET %s without the token is refused with the token error',
    async (path) => {
      const res = await as.cadet!.bare('get', path.replace('/1', `/${staffTask.id}`));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'TOKEN_INVALID',
        message: 'Your request token is missing or out of date. Please reload the page and try again.',
      });
    },
  );

  it('a wrong token, or the token of another session, is refused too', async () => {
    refused(await as.cadet!.withHeader('get', '/api/tasks', 'not-the-token'));
    const staffsToken = await as.staff!.token();
    refused(await as.cadet!.withHeader('get', `/api/tasks/${staffTask.id}`, staffsToken));
    // the same session's token works
    expect((await as.cadet!.withHeader('get', '/api/tasks', await as.cadet!.token())).status).toBe(200);
  });

  it('an anonymous visitor without the token gets the token error, not the data', async () => {
    refused(await as.anonymous!.bare('get', '/api/tasks'));
  });

  it('mutating calls need it as every other call does', async () => {
    refused(await as.staff!.bare('post', '/api/tasks', { title: 'x', tasked: [CADET] }));
    refused(await as.staff!.bare('delete', `/api/tasks/${staffTask.id}`));
    expect((await as.cadet!.call('get', `/api/tasks/${staffTask.id}`)).status).toBe(200);
  });
});

describe('POST /api/tasks: creating needs AssignTasks YES', () => {
  it.each([
    ['admin', 201],
    ['manager', 201],
    ['staff', 201],
    ['cadet', 403],
    ['senior', 403],
    ['anonymous', 401],
  ])('%s -> %i', async (who, status) => {
    const res = await as[who]!.call('post', '/api/tasks', { title: `By ${who}`, tasked: [CADET] });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body.message).toBe('You do not have permission to do that');
    const ids: Record<string, number> = { admin: 510001, manager: 510002, staff: 510003 };
    if (status === 201) expect(taskResponse.parse(res.body).tasker).toEqual(nhq(ids[who]!));
  });

  it("another account's admin cannot task md001's members (400: not a member of this account)", async () => {
    const res = await as.otherAdmin!.call('post', '/api/tasks', { title: 'Reach over', tasked: [CADET] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Tasked member CAPNHQMember-510004 is not a member of this account');
  });
});

describe('PUT /api/tasks/{id}: the tasker or AssignTasks YES edits', () => {
  const edit = (title: string) => ({
    title,
    details: 'changed',
    dueDate: null,
    tasked: [CADET, OTHER_CADET],
  });
  it.each([
    ['staff (the tasker)', 'staff', 200],
    ['admin', 'admin', 200],
    ['manager', 'manager', 200],
    ['cadet (tasked)', 'cadet', 403],
    ['senior', 'senior', 404],
    ['otherAdmin', 'otherAdmin', 404],
    ['anonymous', 'anonymous', 401],
  ])('%s -> %i', async (_name, who, status) => {
    const res = await as[who]!.call('put', `/api/tasks/${staffTask.id}`, edit(`Edited by ${who}`));
    expect(res.status).toBe(status);
    const now = taskResponse.parse((await as.staff!.call('get', `/api/tasks/${staffTask.id}`)).body);
    if (status === 200) expect(now.title).toBe(`Edited by ${who}`);
    else expect(now.title).not.toBe(`Edited by ${who}`);
  });

  it('a tasker who has since lost AssignTasks still sees, edits and deletes their own task, but creates none', async () => {
    const task = await createAs('staff', [CADET], 'Before the demotion');
    await t.db.pool.query(
      `UPDATE identity.permissions SET permissions = $1 WHERE account_id = 'md001' AND member_id = '510003'`,
      [presetFor('Member', 'CAPSQUADRON')],
    );
    try {
      expect((await as.staff!.call('get', `/api/tasks/${task.id}`)).status).toBe(200);
      const listed = ids((await as.staff!.call('get', '/api/tasks')).body);
      expect(listed).toContain(task.id);
      expect(listed).toContain(staffTask.id);
      expect(listed).not.toContain(adminTask.id);
      expect((await as.staff!.call('put', `/api/tasks/${task.id}`, edit('After'))).status).toBe(200);
      expect((await as.staff!.call('post', '/api/tasks', { title: 'New', tasked: [CADET] })).status).toBe(
        403,
      );
      expect((await as.staff!.call('delete', `/api/tasks/${task.id}`)).status).toBe(204);
    } finally {
      await t.db.pool.query(
        `UPDATE identity.permissions SET permissions = $1 WHERE account_id = 'md001' AND member_id = '510003'`,
        [presetFor('CadetStaff', 'CAPSQUADRON')],
      );
    }
  });
});

describe('POST /api/tasks/{id}: each tasked member records their own result', () => {
  it.each([
    ['cadet (tasked)', 'cadet', 200],
    ['staff (the tasker, not tasked)', 'staff', 403],
    ['admin (not tasked)', 'admin', 403],
    ['senior', 'senior', 404],
    ['otherCadet', 'otherCadet', 404],
    ['anonymous', 'anonymous', 401],
  ])('%s -> %i', async (_name, who, status) => {
    const res = await as[who]!.call('post', `/api/tasks/${staffTask.id}`, {
      done: false,
      comments: `from ${who}`,
    });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body.message).toBe('You cannot perform this action');
    const results = taskResponse.parse(
      (await as.staff!.call('get', `/api/tasks/${staffTask.id}`)).body,
    ).results;
    expect(results.some((r) => r.comments === `from ${who}`)).toBe(status === 200);
  });
});

describe('DELETE /api/tasks/{id}: the tasker or AssignTasks YES', () => {
  it.each([
    ['cadet (tasked)', 'cadet', 403],
    ['senior', 'senior', 404],
    ['otherAdmin', 'otherAdmin', 404],
    ['anonymous', 'anonymous', 401],
    ['staff (the tasker)', 'staff', 204],
  ])('%s -> %i', async (_name, who, status) => {
    const task = await createAs('staff', [CADET], `Delete by ${who}`);
    expect((await as[who]!.call('delete', `/api/tasks/${task.id}`)).status).toBe(status);
    const after = await as.admin!.call('get', `/api/tasks/${task.id}`);
    expect(after.status).toBe(status === 204 ? 404 : 200);
  });

  it("admin deletes staff's task (AssignTasks YES)", async () => {
    const task = await createAs('staff', [CADET], 'Deleted by admin');
    expect((await as.admin!.call('delete', `/api/tasks/${task.id}`)).status).toBe(204);
    expect((await as.cadet!.call('get', `/api/tasks/${task.id}`)).status).toBe(404);
  });
});
