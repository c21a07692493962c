// Platform §7 "tasks": POST, GET, PUT /tasks and /tasks/{id}; DELETE /tasks/{id}; "token needed
// even for reads". The spec shows no payloads; the mapping and the shapes are designed here
// (svc-identity/README.md "Tasks"):
//   POST   /api/tasks       create a task (AssignTasks YES)                 -> 201 Task
//   GET    /api/tasks       the tasks the caller may see                    -> Task[]
//   PUT    /api/tasks       edit several tasks at once, all or none          -> Task[]
//   GET    /api/tasks/{id}  one task                                        -> Task
//   PUT    /api/tasks/{id}  edit title, details, due date, tasked members   -> Task
//   POST   /api/tasks/{id}  the caller records their own result            -> Task
//   DELETE /api/tasks/{id}  delete the task                                 -> 204
// Every call carries the CSRF token, reads too: the header x-csrf-token on GETs (they carry no
// body), the body field `token` (or the header) on the others.
import { z } from 'zod';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';
import {
  isCalendarDate,
  Task,
  TASK_COMMENTS_MAX,
  TASK_DETAILS_MAX,
  TASK_TITLE_MAX,
  TASKED_MAX,
  TASKS_CHANGED_MAX,
} from './task.ts';

/** Words the pages and the server use (the spec shows none for tasks; §5/§8 style). */
export const TASK_MESSAGES = {
  titleEmpty: 'Task title cannot be empty',
  titleTooLong: `Task title must be at most ${TASK_TITLE_MAX} characters`,
  detailsTooLong: `Task details must be at most ${TASK_DETAILS_MAX} characters`,
  commentsTooLong: `Comments must be at most ${TASK_COMMENTS_MAX} characters`,
  dueDateInvalid: 'Due date must be a date (YYYY-MM-DD)',
  noTasked: 'Please select at least one member to task',
  tooManyTasked: `A task can have at most ${TASKED_MAX} tasked members`,
  taskedTwice: 'A member can be tasked only once per task',
  invalidID: 'Invalid task ID',
  notFound: 'Task not found',
  noTasksToChange: 'Please select at least one task to change',
  tooManyTasksToChange: `At most ${TASKS_CHANGED_MAX} tasks can be changed at once`,
  taskChangedTwice: 'A task can be changed only once per request',
  reallyDelete: 'Really delete task?',
  listError: 'There was an error getting the tasks list',
  loadError: 'There was an error getting the task',
  saved: 'Saved!',
  noTasks: 'There are no tasks here',
} as const;

/** 400 when a tasked member is not a member of the caller's account. */
export const taskedNotInAccount = (ref: MemberReference): string =>
  `Tasked member ${stringifyMemberReference(ref)} is not a member of this account`;

const title = z
  .string()
  .trim()
  .min(1, TASK_MESSAGES.titleEmpty)
  .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong);
const details = z.string().trim().max(TASK_DETAILS_MAX, TASK_MESSAGES.detailsTooLong);
const dueDate = z.string().refine(isCalendarDate, TASK_MESSAGES.dueDateInvalid).nullable();
const tasked = z
  .array(MemberReference)
  .min(1, TASK_MESSAGES.noTasked)
  .max(TASKED_MAX, TASK_MESSAGES.tooManyTasked)
  .superRefine((list, ctx) => {
    const seen = new Set(list.map(stringifyMemberReference));
    if (seen.size !== list.length) ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.taskedTwice });
  });

/**
 * POST /api/tasks (create) and PUT /api/tasks/{id} (edit): the whole editable part of a task. The
 * tasker is the caller (create) or stays who it was (edit); results are kept for members who stay
 * tasked, added (not done) for new ones and dropped for removed ones.
 */
export const taskRequest = z.object({
  title,
  details: details.optional().default(''),
  dueDate: dueDate.optional().default(null),
  tasked,
  token: z.string().optional(),
});
export type TaskRequest = z.input<typeof taskRequest>;

/**
 * PUT /api/tasks: several tasks edited at once (e.g. a new due date for a set of tasks), each entry
 * the body of PUT /api/tasks/{id} plus its id. All or none: one task the caller may not see (404)
 * or not edit (403), or one invalid entry (400), and nothing changes. Answers the changed tasks in
 * the order asked.
 */
export const taskBulkUpdateRequest = z.object({
  tasks: z
    .array(taskRequest.omit({ token: true }).extend({ id: z.number().int().positive() }))
    .min(1, TASK_MESSAGES.noTasksToChange)
    .max(TASKS_CHANGED_MAX, TASK_MESSAGES.tooManyTasksToChange)
    .superRefine((list, ctx) => {
      if (new Set(list.map((t) => t.id)).size !== list.length)
        ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.taskChangedTwice });
    }),
  token: z.string().optional(),
});
export type TaskBulkUpdateRequest = z.input<typeof taskBulkUpdateRequest>;

/** POST /api/tasks/{id}: the caller's own result. completedAt is the server's time of 'done'. */
export const taskResultRequest = z.object({
  done: z.boolean(),
  comments: z.string().trim().max(TASK_COMMENTS_MAX, TASK_MESSAGES.commentsTooLong).optional().default(''),
  token: z.string().optional(),
});
export type TaskResultRequest = z.input<typeof taskResultRequest>;

export const taskResponse = Task;
export const taskListResponse = z.array(Task);
export type TaskListResponse = z.infer<typeof taskListResponse>;

/** The {id} of /api/tasks/{id}: a positive integer, else 400 'Invalid task ID'. */
export function parseTaskID(raw: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
