// The status of a task at a glance: Open (with how many are done) or Done, and Overdue.
import type { Task } from '@portal/contracts';
import { overdue, statusText } from './taskDisplay.ts';

export function StatusBadge({ task }: { task: Task }) {
  return (
    <>
      <span className={`adm-task-badge adm-task-badge-${task.status === 'DONE' ? 'done' : 'open'}`}>
        {statusText(task)}
      </span>
      {overdue(task) ? <span className="adm-task-badge adm-task-badge-overdue">Overdue</span> : null}
    </>
  );
}
