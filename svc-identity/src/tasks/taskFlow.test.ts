// Tasks: the fields, results, derived status, notifications, validation (§5-style 4xx, never a
// 500) and the demo seed. The permission matrix is in taskAccess.test.ts.
import { taskListResponse, taskResponse, type Task } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { seedTasksDemo } from './demoSeed.ts';
import { signedInCaller, type TaskCaller } from './taskTestClient.ts';

const nhq = (id: number) => ({ type: 'CAPNHQMember' as const, id });
const CADET = nhq(510004);
const SENIOR = nhq(510005);
const ALPHA_1 = nhq(510021);
const ALPHA_2 = nhq(510027);

let t: TestApp;
let staff: TaskCaller;
let cadet: TaskCaller;
let senior: TaskCaller;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInCaller(t, 'staff');
  cadet = await signedInCaller(t, 'cadet');
  senior = await signedInCaller(t, 'senior');
});
afterAll(async () => {
  await t?.close();
});

async function create(body: Record<string, unknown>): Promise<Task> {
  const res = await staff.call('post', '/api/tasks', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return taskResponse.parse(res.body);
}

async function notificationsOf(memberID: number, taskID: number) {
  const { rows } = await t.db.pool.query<{
    extra_data: { message: string; link?: string };
    from_name: string;
  }>(
    `SELECT extra_data, from_name FROM identity.notifications
      WHERE account_id = 'md001' AND to_member_id = $1 AND extra_data->>'link' = $2 ORDER BY id`,
    [String(memberID), `/admin/tasks/${taskID}`],
  );
  return rows;
}

describe('creating a task: the designed fields', () => {
  it('answers 201 with title, details, due date, created, the tasker and one open result per tasked member', async () => {
    const before = t.now().getTime();
    const task = await create({
      title: '  Uniform inspection  ',
      details: 'Blues ready by Thursday',
      dueDate: '2030-04-03',
      tasked: [ALPHA_1, CADET],
    });
    expect(task).toMatchObject({
      accountID: 'md001',
      title: 'Uniform inspection',
      details: 'Blues ready by Thursday',
      dueDate: '2030-04-03',
      tasker: nhq(510003),
      taskerName: 'C/2dLt Sam P Staffer',
      status: 'OPEN',
    });
    expect(task.created).toBeGreaterThanOrEqual(before - 1000);
    // results by last name: Casey Cadet before the Alpha cadet
    expect(task.results.map((r) => r.tasked)).toEqual([CADET, ALPHA_1]);
    expect(task.results[0]).toEqual({
      tasked: CADET,
      taskedName: expect.stringContaining('Casey') as unknown as string,
      done: false,
      comments: '',
      completedAt: null,
    });
  });

  it('each tasked member is notified inside the same transaction (not the tasker)', async () => {
    const task = await create({ title: 'Read chapter 3', tasked: [CADET, nhq(510003)] });
    const notes = await notificationsOf(510004, task.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.extra_data.message).toMatch(/Staffer gave you a task: Read chapter 3$/);
    expect(notes[0]!.from_name).toMatch(/Staffer/);
    expect(await notificationsOf(510003, task.id)).toEqual([]);
  });

  it('a refused task notifies nobody (the notification rolls back with it)', async () => {
    const { rows: before } = await t.db.pool.query(`SELECT count(*)::int AS n FROM identity.notifications`);
    const res = await staff.call('post', '/api/tasks', { title: 'Nope', tasked: [CADET, nhq(999999)] });
    expect(res.status).toBe(400);
    const { rows: after } = await t.db.pool.query(`SELECT count(*)::int AS n FROM identity.notifications`);
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('results and the derived status (open until every tasked member is done)', () => {
  it('the cadet records done with comments; completedAt is set, kept on a later comment change, cleared on undo', async () => {
    const task = await create({ title: 'Shine shoes', tasked: [CADET] });
    const done = await cadet.call('post', `/api/tasks/${task.id}`, { done: true, comments: ' All shined ' });
    expect(done.status).toBe(200);
    const first = taskResponse.parse(done.body);
    expect(first.status).toBe('DONE');
    expect(first.results[0]).toMatchObject({ done: true, comments: 'All shined' });
    const completedAt = first.results[0]!.completedAt!;
    expect(Math.abs(completedAt - t.now().getTime())).toBeLessThan(5000);

    t.advance(60_000);
    const again = taskResponse.parse(
      (await cadet.call('post', `/api/tasks/${task.id}`, { done: true, comments: 'Shined twice' })).body,
    );
    expect(again.results[0]!.completedAt).toBe(completedAt);

    const undone = taskResponse.parse(
      (await cadet.call('post', `/api/tasks/${task.id}`, { done: false })).body,
    );
    expect(undone.results[0]).toMatchObject({ done: false, comments: '', completedAt: null });
    expect(undone.status).toBe('OPEN');
  });

  it('the tasker hears when a tasked member finishes (once, not on a comment change)', async () => {
    const task = await create({ title: 'Bring the flag', tasked: [CADET] });
    await cadet.call('post', `/api/tasks/${task.id}`, { done: true });
    await cadet.call('post', `/api/tasks/${task.id}`, { done: true, comments: 'Brought it' });
    const notes = await notificationsOf(510003, task.id);
    expect(notes.map((n) => n.extra_data.message)).toEqual([
      expect.stringMatching(/Cadet finished the task: Bring the flag$/) as unknown as string,
    ]);
  });

  it('with two tasked members the task stays open until both are done', async () => {
    const task = await create({ title: 'Two people', tasked: [CADET, SENIOR] });
    const one = taskResponse.parse((await cadet.call('post', `/api/tasks/${task.id}`, { done: true })).body);
    expect(one.status).toBe('OPEN');
    const both = taskResponse.parse(
      (await senior.call('post', `/api/tasks/${task.id}`, { done: true })).body,
    );
    expect(both.status).toBe('DONE');
  });
});

describe('editing keeps the results of members who stay tasked', () => {
  it('swapping one tasked member: the kept result stays, the new one starts open and is notified', async () => {
    const task = await create({ title: 'Drill', dueDate: '2030-01-01', tasked: [CADET, ALPHA_1] });
    await cadet.call('post', `/api/tasks/${task.id}`, { done: true, comments: 'ok' });
    const res = await staff.call('put', `/api/tasks/${task.id}`, {
      title: 'Drill practice',
      details: 'Open ranks',
      dueDate: null,
      tasked: [CADET, ALPHA_2],
    });
    expect(res.status).toBe(200);
    const edited = taskResponse.parse(res.body);
    expect(edited).toMatchObject({
      title: 'Drill practice',
      details: 'Open ranks',
      dueDate: null,
      created: task.created,
    });
    expect(edited.results.find((r) => r.tasked.id === 510004)).toMatchObject({ done: true, comments: 'ok' });
    expect(edited.results.find((r) => r.tasked.id === 510027)).toMatchObject({ done: false });
    expect(edited.results.some((r) => r.tasked.id === 510021)).toBe(false);
    expect(await notificationsOf(510027, task.id)).toHaveLength(1);
    expect(await notificationsOf(510004, task.id)).toHaveLength(1);
    expect(edited.results.length).toBe(2);
  });
});

describe('bad input: 4xx with §5-style messages, never a 500', () => {
  const good = { title: 'Fine', tasked: [CADET] };
  it.each([
    ['an empty title', { ...good, title: ' ' }, 'Task title cannot be empty'],
    ['no title', { tasked: [CADET] }, 'title is required'],
    ['no tasked members', { title: 'x', tasked: [] }, 'Please select at least one member to task'],
    ['no tasked list', { title: 'x' }, 'tasked is required'],
    [
      'a member tasked twice',
      { ...good, tasked: [CADET, CADET] },
      'A member can be tasked only once per task',
    ],
    [
      'a member who does not exist',
      { ...good, tasked: [nhq(999999)] },
      'Tasked member CAPNHQMember-999999 is not a member of this account',
    ],
    [
      "another account's member",
      { ...good, tasked: [nhq(510101)] },
      'Tasked member CAPNHQMember-510101 is not a member of this account',
    ],
    [
      'a prospective member who does not exist',
      { ...good, tasked: [{ type: 'CAPProspectiveMember', id: 'md001-x' }] },
      'Tasked member CAPProspectiveMember-md001-x is not a member of this account',
    ],
    ['a due date that is no day', { ...good, dueDate: '2030-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
    ['details as a number', { ...good, details: 5 }, 'details must be a string'],
    ['a NUL byte in the title', { ...good, title: 'a\u0000b' }, 'Object was unable to be verified'],
  ])('POST /api/tasks with %s -> 400', async (_name, body, message) => {
    const res = await staff.call('post', '/api/tasks', body as Record<string, unknown>);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])(
    '/api/tasks/%s -> 400 Invalid task ID',
    async (id) => {
      for (const method of ['get', 'put', 'post', 'delete'] as const) {
        const res = await staff.call(method, `/api/tasks/${id}`, method === 'post' ? { done: true } : good);
        expect(res.status, method).toBe(400);
        expect(res.body.message).toBe('Invalid task ID');
      }
    },
  );

  it('a task that does not exist is 404 for every call', async () => {
    for (const method of ['get', 'put', 'post', 'delete'] as const) {
      const res = await staff.call(method, '/api/tasks/987654', method === 'post' ? { done: true } : good);
      expect(res.status, method).toBe(404);
      expect(res.body.message).toBe('Task not found');
    }
  });

  it('a result with done not a boolean, or comments too long', async () => {
    const task = await create({ title: 'Check', tasked: [CADET] });
    expect((await cadet.call('post', `/api/tasks/${task.id}`, { done: 'yes' })).body.message).toBe(
      'done must be a boolean',
    );
    const long = await cadet.call('post', `/api/tasks/${task.id}`, {
      done: true,
      comments: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Comments must be at most 2000 characters');
  });

  it('malformed JSON is 400', async () => {
    const res = await staff.rawJson('post', '/api/tasks', '{"title": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Object was unable to be verified' });
  });
});

describe("§7 'PUT /tasks' on the collection: several tasks edited at once, all or none", () => {
  const edit = (task: Task, dueDate: string) => ({
    id: task.id,
    title: task.title,
    details: task.details,
    dueDate,
    tasked: task.results.map((r) => r.tasked),
  });

  it('changes each listed task and answers them in the order asked', async () => {
    const a = await create({ title: 'Bulk A', tasked: [CADET] });
    const b = await create({ title: 'Bulk B', tasked: [ALPHA_1] });
    const res = await staff.call('put', '/api/tasks', {
      tasks: [edit(b, '2030-05-02'), { ...edit(a, '2030-05-01'), tasked: [CADET, ALPHA_2] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = taskListResponse.parse(res.body);
    expect(changed.map((task) => [task.title, task.dueDate])).toEqual([
      ['Bulk B', '2030-05-02'],
      ['Bulk A', '2030-05-01'],
    ]);
    expect(changed[1]!.results.map((r) => r.tasked.id)).toEqual([510004, 510027]);
    // the newly tasked member is told, as with PUT /api/tasks/{id}
    expect(await notificationsOf(510027, a.id)).toHaveLength(1);
  });

  it('one task the caller may not see (404) changes none of them', async () => {
    const a = await create({ title: 'Stays put', dueDate: '2030-06-01', tasked: [CADET] });
    const res = await staff.call('put', '/api/tasks', {
      tasks: [edit(a, '2030-07-01'), { ...edit(a, '2030-07-01'), id: 999999 }],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Task not found');
    const now = taskResponse.parse((await staff.call('get', `/api/tasks/${a.id}`)).body);
    expect(now.dueDate).toBe('2030-06-01');
  });

  it("a tasked member who may not edit gets 403 'You do not have permission to do that'", async () => {
    const a = await create({ title: 'Not yours to edit', tasked: [CADET] });
    const res = await cadet.call('put', '/api/tasks', { tasks: [edit(a, '2030-08-01')] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
  });

  it.each([
    [{ tasks: [] }, 'Please select at least one task to change'],
    [{ tasks: 'all' }, 'tasks must be an array'],
  ])('bad input %j: 400 %s', async (body, message) => {
    const res = await staff.call('put', '/api/tasks', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("the same task twice: 400 'A task can be changed only once per request'", async () => {
    const a = await create({ title: 'Twice', tasked: [CADET] });
    const res = await staff.call('put', '/api/tasks', {
      tasks: [edit(a, '2030-09-01'), edit(a, '2030-09-02')],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A task can be changed only once per request');
  });
});

describe('demo seed', () => {
  it('seeds tasks between the demo users once; the cadet sees the two given to them, the senior one', async () => {
    const mine = (list: Task[], id: number) =>
      list.filter((task) => task.results.some((r) => r.tasked.id === id));
    const beforeCadet = taskListResponse.parse((await cadet.call('get', '/api/tasks')).body);
    await t.db.pool.query(`DELETE FROM identity.tasks WHERE account_id = 'md001'`);
    await seedTasksDemo(t.db.pool, t.now());
    await seedTasksDemo(t.db.pool, t.now());
    const all = taskListResponse.parse((await staff.call('get', '/api/tasks')).body);
    expect(all).toHaveLength(4);
    expect(all.map((task) => task.status).sort()).toEqual(['DONE', 'OPEN', 'OPEN', 'OPEN']);
    const cadetList = taskListResponse.parse((await cadet.call('get', '/api/tasks')).body);
    expect(mine(cadetList, 510004)).toHaveLength(2);
    expect(cadetList).toHaveLength(2);
    expect(beforeCadet.length).toBeGreaterThan(0);
    const seniorList = taskListResponse.parse((await senior.call('get', '/api/tasks')).body);
    expect(seniorList.map((task) => task.title)).toEqual(['Update the safety briefing slides']);
  });
});
