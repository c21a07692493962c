// /admin/tasks/{id}: the task, each tasked member's result, the signed-in tasked member's own
// result form, and Edit / Delete ('Really delete task?') for the tasker and AssignTasks YES.
// A task one may not see (§6) is the server's 'Task not found'; signed out, 'Please sign in'.
import { isTasked, mayEditTask, TASK_MESSAGES, type Task } from '@portal/contracts';
import { Dialog, Loader, type ApiClient, errorMessage, ColumnHeads, DateTimeText } from '@portal/kit';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ResultForm } from './ResultForm.tsx';
import { signedInTaskPage, type TaskPageProps } from './signedInTaskPage.tsx';
import { StatusBadge } from './TaskBadges.tsx';
import { deleteTask } from './taskCalls.ts';
import { formatDueDate, myResult } from './taskDisplay.ts';
import { useTask } from './useTask.ts';
import { Alert } from '../pageState/Alert.tsx';

function Results({ task }: { task: Task }) {
  return (
    <section className="adm-tasks-card" aria-labelledby="task-results">
      <h2 id="task-results">Results</h2>
      <table className="adm-tasks-table">
        <ColumnHeads columns={['Member', 'Done', 'Completed', 'Comments']} />
        <tbody>
          {task.results.map((r) => (
            <tr key={`${r.tasked.type}-${r.tasked.id}`}>
              <td>{r.taskedName}</td>
              <td>{r.done ? 'Done' : 'Not done yet'}</td>
              <td>{r.completedAt === null ? '' : <DateTimeText ms={r.completedAt} />}</td>
              <td className="adm-task-comments">{r.comments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DeleteButton({ task, client }: { task: Task; client: ApiClient }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function answer(value: string) {
    if (value !== 'yes') {
      setOpen(false);
      return;
    }
    try {
      await deleteTask(task.id, client);
      setOpen(false);
      navigate('/admin/tasks');
    } catch (e) {
      setOpen(false);
      setError(errorMessage(e));
    }
  }
  return (
    <>
      <button type="button" className="kit-button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Alert message={error} className="kit-error" as="span" />
      <Dialog
        open={open}
        title={TASK_MESSAGES.reallyDelete}
        buttons={[
          { label: 'Delete', value: 'yes', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(value) => void answer(value)}
      >
        <p>“{task.title}” and every result recorded for it will be deleted.</p>
      </Dialog>
    </>
  );
}

function TaskView({ member, superUser, client }: TaskPageProps) {
  const { id } = useParams();
  const state = useTask(id, client);
  if (state.state === 'LOADING') return <Loader />;
  if (state.state === 'ERROR') {
    return (
      <div className="adm-tasks">
        <h1>Task</h1>
        <p className="adm-task-message adm-task-error" role="alert">
          {state.message}
        </p>
        <Link to="/admin/tasks">Back to the tasks</Link>
      </div>
    );
  }
  const task = state.value;
  const mine = isTasked(member, task) ? myResult(task, member) : null;
  const canEdit = superUser || mayEditTask(member, task);
  return (
    <div className="adm-tasks">
      <h1>{task.title}</h1>
      <div className="adm-task-meta">
        <span>
          Given by <strong>{task.taskerName}</strong> at <DateTimeText ms={task.created} />
        </span>
        <span>
          Due <strong>{formatDueDate(task.dueDate)}</strong>
        </span>
        <span>
          <StatusBadge task={task} />
        </span>
      </div>
      <section className="adm-tasks-card" aria-labelledby="task-details">
        <h2 id="task-details">Details</h2>
        <p className="adm-task-details">{task.details || 'No details given.'}</p>
        {canEdit ? (
          <div className="adm-task-actions">
            <Link className="kit-button" to={`/admin/tasks/edit/${task.id}`}>
              Edit
            </Link>
            <DeleteButton task={task} client={client} />
          </div>
        ) : null}
      </section>
      {mine ? <ResultForm task={task} mine={mine} client={client} onSaved={state.set} /> : null}
      <Results task={task} />
      <p>
        <Link to="/admin/tasks">Back to the tasks</Link>
      </p>
    </div>
  );
}

export const TaskViewPage = signedInTaskPage(TaskView);
