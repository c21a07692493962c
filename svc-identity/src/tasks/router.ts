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
  taskRequest,
  taskResultRequest,
  type Member,
  type MemberReference,
  type Task,
} from '@portal/contracts';
import { Router, type Request, type Response } from 'express';
import type { PoolClient } from 'pg';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { requireMember, signedInMember } from '../http/permissions.ts';
import { inTransaction, Refusal } from '../prospective/transaction.ts';
import { notifyTasked, notifyTaskerDone } from './notices.ts';
import { requireReadToken } from './readToken.ts';
import {
  deleteTask,
  findTask,
  insertTask,
  listTasks,
  lockTask,
  missingMembers,
  recordResult,
  setTasked,
  updateTaskFields,
} from './repository.ts';

const taskNotFound = { status: 404, code: 'TASK_NOT_FOUND', message: TASK_MESSAGES.notFound };
const notTasked = { status: 403, code: 'FORBIDDEN', message: ACCESS_MESSAGES.cannotPerform };

function validation(res: Response, message: string): void {
  res.status(400).json({ code: 'VALIDATION', message, issues: [message] });
}

/** The {id} of the path, or null after answering 400 'Invalid task ID'. */
function taskIDOf(req: Request, res: Response): number | null {
  const id = parseTaskID(String(req.params.id ?? ''));
  if (id === null) validation(res, TASK_MESSAGES.invalidID);
  return id;
}

function answerRefusal(res: Response, error: unknown): void {
  if (!(error instanceof Refusal)) throw error;
  if (error.code === 'VALIDATION') validation(res, error.message);
  else res.status(error.status).json({ code: error.code, message: error.message });
}

export function tasksRouter(deps: ServiceDeps): Router {
  const router = Router();
  const readToken = requireReadToken(deps);
  const superUsers = deps.config.superUserIDs;

  /** Every tasked member must be a member of the caller's account (400 naming the first who is not). */
  async function checkTasked(client: PoolClient, accountID: string, tasked: readonly MemberReference[]) {
    const missing = await missingMembers(client, accountID, tasked);
    if (missing.length > 0) throw new Refusal(400, 'VALIDATION', taskedNotInAccount(missing[0]!));
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
      throw new Refusal(taskNotFound.status, taskNotFound.code, taskNotFound.message);
    }
    return task;
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
    const id = taskIDOf(req, res);
    if (id === null) return;
    const task = await findTask(deps.pool, contextOf(res).accountID, id);
    if (!task || !mayViewTask(member, task, superUsers)) {
      sendError(res, taskNotFound);
      return;
    }
    res.json(task);
  });

  router.post('/api/tasks', requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    if (!mayCreateTask(member, superUsers)) {
      sendError(res, API_ERRORS.forbidden);
      return;
    }
    const body = bodyOrReject(taskRequest, req, res);
    if (!body) return;
    const accountID = contextOf(res).accountID;
    try {
      const task = await inTransaction(deps.pool, async (client) => {
        await checkTasked(client, accountID, body.tasked);
        const id = await insertTask(client, { ...body, accountID, tasker: member, now: deps.clock() });
        const added = await setTasked(client, accountID, id, body.tasked);
        await notifyTasked(client, accountID, member, { id, title: body.title }, added);
        return (await findTask(client, accountID, id))!;
      });
      res.status(201).json(task);
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  router.put('/api/tasks', requireMember, (_req, res) => {
    res
      .status(405)
      .set('allow', 'GET, POST')
      .json({ code: 'METHOD_NOT_ALLOWED', message: TASK_MESSAGES.putCollection });
  });

  router.put('/api/tasks/:id', requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    const id = taskIDOf(req, res);
    if (id === null) return;
    const body = bodyOrReject(taskRequest, req, res);
    if (!body) return;
    const accountID = contextOf(res).accountID;
    try {
      const task = await inTransaction(deps.pool, async (client) => {
        const before = await taskForChange(client, accountID, id, member);
        if (!mayEditTask(member, before, superUsers)) {
          throw new Refusal(403, API_ERRORS.forbidden.code, API_ERRORS.forbidden.message);
        }
        await checkTasked(client, accountID, body.tasked);
        await updateTaskFields(client, accountID, id, body, deps.clock());
        const added = await setTasked(client, accountID, id, body.tasked);
        await notifyTasked(client, accountID, member, { id, title: body.title }, added);
        return (await findTask(client, accountID, id))!;
      });
      res.json(task);
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  router.post('/api/tasks/:id', requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    const id = taskIDOf(req, res);
    if (id === null) return;
    const body = bodyOrReject(taskResultRequest, req, res);
    if (!body) return;
    const accountID = contextOf(res).accountID;
    try {
      const task = await inTransaction(deps.pool, async (client) => {
        const before = await taskForChange(client, accountID, id, member);
        if (!mayRecordResult(member, before))
          throw new Refusal(notTasked.status, notTasked.code, notTasked.message);
        const wasDone = before.results.some((r) => r.done && areMemberReferencesEqual(r.tasked, member));
        await recordResult(client, accountID, id, member, body, deps.clock());
        if (body.done && !wasDone) await notifyTaskerDone(client, accountID, member, before);
        return (await findTask(client, accountID, id))!;
      });
      res.json(task);
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  router.delete('/api/tasks/:id', requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    const id = taskIDOf(req, res);
    if (id === null) return;
    const accountID = contextOf(res).accountID;
    try {
      await inTransaction(deps.pool, async (client) => {
        const task = await taskForChange(client, accountID, id, member);
        if (!mayEditTask(member, task, superUsers)) {
          throw new Refusal(403, API_ERRORS.forbidden.code, API_ERRORS.forbidden.message);
        }
        await deleteTask(client, accountID, id);
      });
      res.status(204).end();
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  return router;
}
