// /admin/tasks: the signed-in member's tasks (platform §6: what they gave, what they were given;
// holders of AssignTasks YES also every other task of the unit), each with its status and due date.
// 'Please sign in' when signed out; 'There was an error getting the tasks list' when it fails.
import { isTasker, mayCreateTask, TASK_MESSAGES, type Member, type Task } from '@portal/contracts';
import { isApiError, useLoadState, ColumnHeads } from '@portal/kit';
import { Link } from 'react-router-dom';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { signedInTaskPage, type TaskPageProps } from './signedInTaskPage.tsx';
import { StatusBadge } from './TaskBadges.tsx';
import { loadTasks } from './taskCalls.ts';
import { byUrgency, formatDueDate, myResult } from './taskDisplay.ts';

type Column = 'taskerName' | 'tasked' | 'myPart';

const taskedNames = (task: Task) => task.results.map((r) => r.taskedName).join(', ');

function TaskTable({
  title,
  tasks,
  columns,
  me,
}: {
  title: string;
  tasks: readonly Task[];
  columns: readonly Column[];
  me: Member;
}) {
  const id = `tasks-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="adm-tasks-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {tasks.length === 0 ? (
        <p className="adm-tasks-muted">{TASK_MESSAGES.noTasks}</p>
      ) : (
        <table className="adm-tasks-table">
          <ColumnHeads
            columns={[
              'Task',
              'Status',
              'Due',
              columns.includes('myPart') && 'Your part',
              columns.includes('taskerName') && 'Given by',
              columns.includes('tasked') && 'Tasked',
            ]}
          />
          <tbody>
            {tasks.map((task) => (
              <tr key={task.id}>
                <td>
                  <Link to={`/admin/tasks/${task.id}`}>{task.title}</Link>
                </td>
                <td>
                  <StatusBadge task={task} />
                </td>
                <td>{formatDueDate(task.dueDate)}</td>
                {columns.includes('myPart') ? (
                  <td>{myResult(task, me)?.done ? 'Done' : 'Not done yet'}</td>
                ) : null}
                {columns.includes('taskerName') ? <td>{task.taskerName}</td> : null}
                {columns.includes('tasked') ? <td>{taskedNames(task)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TaskList({ member, superUser, client }: TaskPageProps) {
  const canAssign = superUser || mayCreateTask(member);

  const state = useLoadState(
    async (signal) => [...(await loadTasks(client, signal))].sort(byUrgency),
    [client],
    // the server's words for access problems; the list error of the pages otherwise
    (error) => (isApiError(error) && error.status < 500 ? error.message : TASK_MESSAGES.listError),
  );

  const given = state.state === 'LOADED' ? state.value.filter((task) => myResult(task, member)) : [];
  const gave = state.state === 'LOADED' ? state.value.filter((task) => isTasker(member, task)) : [];
  const others =
    state.state === 'LOADED'
      ? state.value.filter((task) => !isTasker(member, task) && !myResult(task, member))
      : [];

  return (
    <div className="adm-tasks">
      <div className="adm-tasks-head">
        <h1>Tasks</h1>
        {canAssign ? (
          <Link className="kit-button kit-button-primary" to="/admin/tasks/create">
            Create a task
          </Link>
        ) : null}
      </div>
      <LoadFallback load={state} className="adm-task-message adm-task-error" />
      {state.state === 'LOADED' ? (
        <>
          <TaskTable title="Tasks given to me" tasks={given} columns={['myPart', 'taskerName']} me={member} />
          {canAssign || gave.length > 0 ? (
            <TaskTable title="Tasks I gave" tasks={gave} columns={['tasked']} me={member} />
          ) : null}
          {canAssign ? (
            <TaskTable
              title="Other tasks of the unit"
              tasks={others}
              columns={['taskerName', 'tasked']}
              me={member}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export const TaskListPage = signedInTaskPage(TaskList);
