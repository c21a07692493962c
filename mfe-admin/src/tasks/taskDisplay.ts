// How the task pages show dates, status and who is who (pure, so the list and view agree).
import {
  areMemberReferencesEqual,
  doneCount,
  isOverdue,
  type MemberReference,
  type Task,
} from '@portal/contracts';

/** 'YYYY-MM-DD' of the viewer's own day (due dates are calendar days). */
export function todayString(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * '03/05/2026' for '2026-03-05': a due date is a calendar day, shown as the viewer's dates read
 * (MM/DD/YYYY) and the same day wherever the viewer is.
 */
export function formatDueDate(dueDate: string | null): string {
  if (dueDate === null) return 'No due date';
  const [y, m, d] = dueDate.split('-') as [string, string, string];
  return `${m}/${d}/${y}`;
}

export const overdue = (task: Task, now = new Date()): boolean => isOverdue(task, todayString(now));

/** 'Done', or 'Open · 1 of 3 done'. */
export function statusText(task: Task): string {
  if (task.status === 'DONE') return 'Done';
  return task.results.length > 1
    ? `Open · ${doneCount(task.results)} of ${task.results.length} done`
    : 'Open';
}

export const myResult = (task: Task, me: MemberReference) =>
  task.results.find((r) => areMemberReferencesEqual(r.tasked, me)) ?? null;

/** Open tasks first, soonest due first (no due date last); then the newest. */
export function byUrgency(a: Task, b: Task): number {
  if (a.status !== b.status) return a.status === 'OPEN' ? -1 : 1;
  if (a.status === 'OPEN' && a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return b.created - a.created || b.id - a.id;
}
