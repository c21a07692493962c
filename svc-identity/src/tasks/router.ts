// Task calls (platform §7 "tasks"; the verb mapping is written down in contracts/src/tasks/calls.ts
// and svc-identity/README.md "Tasks"). Visibility (§6) is decided here, on the server, with the
// contracts' pure rules: a task the caller may not see is 404, exactly like one that does not
// exist or belongs to another account, so its existence never leaks.
import {
  ACCESS_MESSAGES,
  API_ERRORS,
  areMemberReferencesEqual,
  mayCreateTask,
  mayEditTask,
  mayRecordResult,
  mayViewTask,
  parseTaskID,
  TASK_MESSAGES,
  taskedNotInAccount,
  taskBulkUpdateRequest,
  taskRequest,
  taskResultRequest,
  type Member,
  type MemberReference,
  type Task,
} from '@portal/contracts';
import { httpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { PoolClient } from 'pg';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { requireMember, signedInMember } from '../http/permissions.ts';
import { missingMembers } from '../members/repository.ts';
import { notifyTasked, notifyTaskerDone } from './notices.ts';
import { requireReadToken } from './readToken.ts';
import {
  deleteTask,
  findTask,
  insertTask,
  listTasks,
  lockTask,
  recordResult,
  setTasked,
  updateTaskFields,
} from './repository.ts';

const taskNotFound = { status: 404, code: 'TASK_NOT_FOUND', message: TASK_MESSAGES.notFound };
const notTasked = { status: 403, code: 'FORBIDDEN', message: ACCESS_MESSAGES.cannotPerform };

/** The {id} of the path; 400 'Invalid task ID' otherwise. */
function taskIDOf(req: Request): number {
  const id = parseTaskID(String(req.params.id ?? ''));
  if (id === null) throw invalid(TASK_MESSAGES.invalidID);
  return id;
}

export function tasksRouter(deps: ServiceDeps): Router {
  const router = Router();
  const readToken = requireReadToken(deps);
  const superUsers = deps.config.superUserIDs;

  /** Every tasked member must be a member of the caller's account (400 naming the first who is not). */
  async function checkTasked(client: PoolClient, accountID: string, tasked: readonly MemberReference[]) {
    const missing = await missingMembers(client, accountID, tasked);
    if (missing.length > 0) throw invalid(taskedNotInAccount(missing[0]!));
  }

  /** Locks and loads the task for a change; 404 when missing or not visible to the member. */
  async function taskForChange(
    client: PoolClient,
    accountID: string,
    id: number,
    member: Member,
  ): Promise<Task> {
    const task = (await lockTask(client, accountID, id)) ? await findTask(client, accountID, id) : null;
    if (!task || !mayViewTask(member, task, superUsers)) {
      throw httpError(taskNotFound);
    }
    return task;
  }

  /**
   * A change to one task (PUT, POST, DELETE /api/tasks/{id}): the path's id, then the body, are
   * checked before the task is locked and loaded in the change's transaction.
   */
  async function changeTask<B, T>(
    req: Request,
    res: Response,
    parseBody: (body: unknown) => B,
    change: (
      client: PoolClient,
      task: { member: Member; accountID: string; id: number; body: B; before: Task },
    ) => Promise<T>,
  ): Promise<T> {
    const member = signedInMember(res)!;
    const id = taskIDOf(req);
    const body = parseBody(req.body);
    const accountID = contextOf(res).accountID;
    return inTransaction(deps.pool, async (client) => {
      const before = await taskForChange(client, accountID, id, member);
      return change(client, { member, accountID, id, body, before });
    });
  }

  router.get('/api/tasks', readToken, requireMember, async (_req, res) => {
    const member = signedInMember(res)!;
    const seesAll = mayCreateTask(member, superUsers);
    const tasks = await listTasks(deps.pool, contextOf(res).accountID, seesAll ? null : member);
    // the query already keeps to what the member may see; the rule is applied again on purpose
    res.json(tasks.filter((task) => mayViewTask(member, task, superUsers)));
  });

  router.get('/api/tasks/:id', readToken, requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    const id = taskIDOf(req);
    const task = await findTask(deps.pool, contextOf(res).accountID, id);
    if (!task || !mayViewTask(member, task, superUsers)) throw httpError(taskNotFound);
    res.json(task);
  });

  router.post('/api/tasks', requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    if (!mayCreateTask(member, superUsers)) throw httpError(API_ERRORS.forbidden);
    const body = parseOrThrow(taskRequest, req.body);
    const accountID = contextOf(res).accountID;
    const task = await inTransaction(deps.pool, async (client) => {
      await checkTasked(client, accountID, body.tasked);
      const id = await insertTask(client, { ...body, accountID, tasker: member, now: deps.clock() });
      const added = await setTasked(client, accountID, id, body.tasked);
      await notifyTasked(client, accountID, member, { id, title: body.title }, added);
      return (await findTask(client, accountID, id))!;
    });
    res.status(201).json(task);
  });

  /** One task's edit inside a change's transaction: the tasker or AssignTasks YES, else 403. */
  async function editTask(
    client: PoolClient,
    change: {
      member: Member;
      accountID: string;
      id: number;
      body: z.output<typeof taskRequest>;
      before: Task;
    },
  ): Promise<Task> {
    const { member, accountID, id, body, before } = change;
    if (!mayEditTask(member, before, superUsers)) throw httpError(API_ERRORS.forbidden);
    await checkTasked(client, accountID, body.tasked);
    await updateTaskFields(client, accountID, id, body, deps.clock());
    const added = await setTasked(client, accountID, id, body.tasked);
    await notifyTasked(client, accountID, member, { id, title: body.title }, added);
    return (await findTask(client, accountID, id))!;
  }

  // Several tasks at once, all or none (contracts taskBulkUpdateRequest). Locked in id order, so
  // two overlapping bulk edits wait for each other instead of deadlocking.
  router.put('/api/tasks', requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    const { tasks } = parseOrThrow(taskBulkUpdateRequest, req.body);
    const accountID = contextOf(res).accountID;
    const changed = await inTransaction(deps.pool, async (client) => {
      const byID = new Map<number, Task>();
      for (const { id, ...body } of [...tasks].sort((a, b) => a.id - b.id)) {
        const before = await taskForChange(client, accountID, id, member);
        byID.set(id, await editTask(client, { member, accountID, id, body, before }));
      }
      return tasks.map(({ id }) => byID.get(id)!);
    });
    res.json(changed);
  });

  router.put('/api/tasks/:id', requireMember, async (req, res) => {
    const parse = (body: unknown) => parseOrThrow(taskRequest, body);
    const task = await changeTask(req, res, parse, editTask);
    res.json(task);
  });

  router.post('/api/tasks/:id', requireMember, async (req, res) => {
    const parse = (body: unknown) => parseOrThrow(taskResultRequest, body);
    const task = await changeTask(req, res, parse, async (client, change) => {
      const { member, accountID, id, body, before } = change;
      if (!mayRecordResult(member, before)) throw httpError(notTasked);
      const wasDone = before.results.some((r) => r.done && areMemberReferencesEqual(r.tasked, member));
      await recordResult(client, accountID, id, member, body, deps.clock());
      if (body.done && !wasDone) await notifyTaskerDone(client, accountID, member, before);
      return (await findTask(client, accountID, id))!;
    });
    res.json(task);
  });

  router.delete('/api/tasks/:id', requireMember, async (req, res) => {
    await changeTask(
      req,
      res,
      () => undefined,
      async (client, change) => {
        const { member, accountID, id, before } = change;
        if (!mayEditTask(member, before, superUsers)) {
          throw httpError(API_ERRORS.forbidden);
        }
        await deleteTask(client, accountID, id);
      },
    );
    res.status(204).end();
  });

  return router;
}
