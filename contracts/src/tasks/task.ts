// Platform §3 Task: "tasker, results (each with tasked); other fields not shown". The other fields
// are designed here as a user would expect them (svc-identity/README.md "Tasks"): a title, details,
// a due date, when it was created, and per tasked member whether they are done, their comments and
// when they finished. The task's status is derived: open until every tasked member is done.
import { z } from 'zod';
import { accountRowFields } from '../entities/accountRow.ts';
import { MemberReference } from '../entities/memberReference.ts';

export const TASK_TITLE_MAX = 200;
export const TASK_DETAILS_MAX = 5000;
export const TASK_COMMENTS_MAX = 2000;
/** More members than this are a mass mailing, not a task. */
export const TASKED_MAX = 100;
/** The most tasks one PUT /api/tasks changes (a page of the task list). */
export const TASKS_CHANGED_MAX = 50;

/** One tasked member's result. `taskedName` is filled in by the server for display. */
export const TaskResult = z.object({
  tasked: MemberReference,
  taskedName: z.string(),
  done: z.boolean(),
  comments: z.string(),
  /** When the member marked it done (ms since the epoch); null while not done. */
  completedAt: z.number().nullable(),
});
export type TaskResult = z.infer<typeof TaskResult>;

export const TaskStatus = z.enum(['OPEN', 'DONE']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** The task as the server answers it. Times are ms since the epoch; `dueDate` is a calendar date. */
export const Task = z.object({
  ...accountRowFields,
  title: z.string(),
  details: z.string(),
  /** 'YYYY-MM-DD' (a day, not an instant: due "on the 12th" wherever one is), or null. */
  dueDate: z.string().nullable(),
  created: z.number(),
  updated: z.number(),
  tasker: MemberReference,
  taskerName: z.string(),
  results: z.array(TaskResult),
  /** Derived: OPEN until every tasked member is done (taskStatus). */
  status: TaskStatus,
});
export type Task = z.infer<typeof Task>;

/** "A task's overall status is derived": open until every tasked member is done. */
export function taskStatus(results: readonly Pick<TaskResult, 'done'>[]): TaskStatus {
  return results.length > 0 && results.every((r) => r.done) ? 'DONE' : 'OPEN';
}

/** How many of the tasked members are done, e.g. for '2 of 3 done'. */
export function doneCount(results: readonly Pick<TaskResult, 'done'>[]): number {
  return results.filter((r) => r.done).length;
}

/** Whether 'YYYY-MM-DD' names a real calendar day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Whether an open task is past its due date on `today` ('YYYY-MM-DD' of the viewer's day). */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, today: string): boolean {
  return task.status === 'OPEN' && task.dueDate !== null && task.dueDate < today;
}
