// Pact consumer: the task pages' calls (mfe-admin/src/tasks/taskCalls.ts) -> svc-identity, through
// the real call modules. Provider states: svc-identity/src/pact/taskStates.ts; each signs a member
// in and gives a fresh task of staff for cadet: { sessionID, csrfToken, taskID }. "Token needed
// even for reads": the GETs carry the session's token in x-csrf-token (injected from the state,
// since the provider's request filter rewrites only body tokens).
import { MatchersV3, type PactV3 } from '@pact-foundation/pact';
import { Task, taskRequest, taskResultRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  createTask,
  deleteTask,
  loadTask,
  loadTasks,
  recordTaskResult,
  updateTask,
} from '../tasks/taskCalls.ts';
import { adminPact, EXAMPLE_TOKEN, json, signedInClient, tokenField, withCookie } from './adminPact.ts';
import { CADET, STAFF } from './examples.ts';

const { like, eachLike, integer, regex, fromProviderState } = MatchersV3;
const pact = adminPact();
const mutating = { ...withCookie, 'Content-Type': 'application/json' };

/** Agreed with svc-identity/src/pact/taskStates.ts (TASK_STATE_NAMES). */
const TASK_STATES = {
  staff: 'tasks: a signed-in member staff who gave cadet a task',
  cadet: 'tasks: a signed-in member cadet tasked by staff',
} as const;
type Who = keyof typeof TASK_STATES;

const taskPath = fromProviderState('/api/tasks/${taskID}', '/api/tasks/1');
const readHeaders = { ...withCookie, 'x-csrf-token': fromProviderState('${csrfToken}', EXAMPLE_TOKEN) };

/** The state's task as the provider answers it (staff's task for cadet, not done). */
const example: Task = {
  id: 1,
  accountID: 'md001',
  title: 'Pact example task',
  details: 'Count the supply room',
  dueDate: '2030-05-01',
  created: Date.UTC(2026, 0, 10),
  updated: Date.UTC(2026, 0, 10),
  tasker: STAFF,
  taskerName: 'C/2dLt Sam P Staffer',
  results: [
    { tasked: CADET, taskedName: 'C/A1C Casey U Cadet', done: false, comments: '', completedAt: null },
  ],
  status: 'OPEN',
};

type Result = Task['results'][number];
const resultMatcher = (r: Result) => ({
  tasked: like(r.tasked),
  taskedName: like(r.taskedName),
  done: like(r.done),
  comments: like(r.comments),
  completedAt: r.completedAt === null ? null : integer(r.completedAt),
});
/** Every field's type pinned; the results a list of any length of that shape. */
const taskMatcher = (task: Task) => ({
  id: integer(task.id),
  accountID: like(task.accountID),
  title: like(task.title),
  details: like(task.details),
  dueDate: task.dueDate === null ? null : regex('^\\d{4}-\\d{2}-\\d{2}$', task.dueDate),
  created: integer(task.created),
  updated: integer(task.updated),
  tasker: like(task.tasker),
  taskerName: like(task.taskerName),
  results: eachLike(resultMatcher(task.results[0]!)),
  status: regex('^(OPEN|DONE)$', task.status),
});

function given(who: Who): PactV3 {
  return pact.given(TASK_STATES[who]);
}

/** GET /api/token of the state's session: the kit fetches it before every task call, reads too. */
function expectToken(who: Who): void {
  given(who)
    .uponReceiving(`a token request of ${who} before a task call`)
    .withRequest({ method: 'GET', path: '/api/token', headers: withCookie })
    .willRespondWith({ status: 200, headers: json, body: { token: like(EXAMPLE_TOKEN) } });
}

describe('mfe-admin task calls -> svc-identity (§7 tasks, token even for reads)', () => {
  it('GET /api/tasks (loadTasks) with the token header answers the tasks staff may see', async () => {
    expect(Task.safeParse(example).success).toBe(true);
    expectToken('staff');
    given('staff')
      .uponReceiving('a task list request of staff with the token header')
      .withRequest({ method: 'GET', path: '/api/tasks', headers: readHeaders })
      .willRespondWith({ status: 200, headers: json, body: eachLike(taskMatcher(example)) });
    await pact.executeTest(async (mock) => {
      const tasks = await loadTasks(signedInClient(mock.url));
      expect(tasks[0]).toMatchObject({ title: example.title, tasker: STAFF, status: 'OPEN' });
    });
  });

  it('GET /api/tasks/{id} (loadTask) with the token header answers the task', async () => {
    expectToken('cadet');
    given('cadet')
      .uponReceiving('a task request of the tasked cadet with the token header')
      .withRequest({ method: 'GET', path: taskPath, headers: readHeaders })
      .willRespondWith({ status: 200, headers: json, body: taskMatcher(example) });
    await pact.executeTest(async (mock) => {
      const task = await loadTask(1, signedInClient(mock.url));
      expect(task.results[0]?.tasked).toEqual(CADET);
    });
  });

  it('POST /api/tasks (createTask) by staff answers 201 and the new task', async () => {
    const request = {
      title: 'Shine shoes',
      details: 'Before Thursday',
      dueDate: '2030-04-03',
      tasked: [CADET],
    };
    expect(taskRequest.safeParse(request).success).toBe(true);
    expectToken('staff');
    given('staff')
      .uponReceiving('a task created by staff for cadet')
      .withRequest({
        method: 'POST',
        path: '/api/tasks',
        headers: mutating,
        body: { ...request, ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: taskMatcher({
          ...example,
          title: request.title,
          details: request.details,
          dueDate: request.dueDate,
        }),
      });
    await pact.executeTest(async (mock) => {
      const task = await createTask(request, signedInClient(mock.url));
      expect(task).toMatchObject({ title: 'Shine shoes', status: 'OPEN' });
    });
  });

  it('PUT /api/tasks/{id} (updateTask) by the tasker answers the changed task', async () => {
    const request = { title: 'Shine shoes well', details: '', dueDate: null, tasked: [CADET] };
    expectToken('staff');
    given('staff')
      .uponReceiving('a task edited by its tasker')
      .withRequest({ method: 'PUT', path: taskPath, headers: mutating, body: { ...request, ...tokenField } })
      .willRespondWith({
        status: 200,
        headers: json,
        body: taskMatcher({ ...example, title: request.title, details: request.details, dueDate: null }),
      });
    await pact.executeTest(async (mock) => {
      const task = await updateTask(1, request, signedInClient(mock.url));
      expect(task).toMatchObject({ title: 'Shine shoes well', dueDate: null });
    });
  });

  it('POST /api/tasks/{id} (recordTaskResult) by the tasked cadet answers the task with their result done', async () => {
    const request = { done: true, comments: 'All shined' };
    expect(taskResultRequest.safeParse(request).success).toBe(true);
    const done: Task = {
      ...example,
      results: [
        { ...example.results[0]!, done: true, comments: 'All shined', completedAt: Date.UTC(2026, 0, 11) },
      ],
      status: 'DONE',
    };
    expectToken('cadet');
    given('cadet')
      .uponReceiving('a result recorded by the tasked cadet')
      .withRequest({ method: 'POST', path: taskPath, headers: mutating, body: { ...request, ...tokenField } })
      .willRespondWith({ status: 200, headers: json, body: taskMatcher(done) });
    await pact.executeTest(async (mock) => {
      const task = await recordTaskResult(1, request, signedInClient(mock.url));
      expect(task.results[0]).toMatchObject({ done: true, comments: 'All shined' });
      expect(task.status).toBe('DONE');
    });
  });

  it('DELETE /api/tasks/{id} (deleteTask) by the tasker answers 204', async () => {
    expectToken('staff');
    given('staff')
      .uponReceiving('a task deleted by its tasker')
      .withRequest({ method: 'DELETE', path: taskPath, headers: mutating, body: tokenField })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteTask(1, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });
});
