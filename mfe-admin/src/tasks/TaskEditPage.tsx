// /admin/tasks/edit/{id}: the tasker or a holder of AssignTasks YES changes the title, details,
// due date and tasked members; after saving, the task's page. Others: 'You do not have permission
// to do that' (§8); a task one may not see: the server's 'Task not found'.
import { ACCESS_MESSAGES, mayEditTask, type Task } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { signedInTaskPage, type TaskPageProps } from './signedInTaskPage.tsx';
import { updateTask } from './taskCalls.ts';
import { TaskForm, type TaskFormValues } from './TaskForm.tsx';
import { useTask } from './useTask.ts';

const formValues = (task: Task): TaskFormValues => ({
  title: task.title,
  details: task.details,
  dueDate: task.dueDate ?? '',
  tasked: task.results.map((r) => ({ reference: r.tasked, name: r.taskedName })),
});

function TaskEdit({ member, superUser, client }: TaskPageProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const state = useTask(id, client);
  return (
    <div className="adm-tasks">
      <h1>Edit task</h1>
      <LoadFallback load={state} className="adm-task-message adm-task-error" />
      {state.state === 'LOADED' && !(superUser || mayEditTask(member, state.value)) ? (
        <p className="adm-task-message adm-task-error" role="alert">
          {ACCESS_MESSAGES.noPermissionDoThat}
        </p>
      ) : null}
      {state.state === 'LOADED' && (superUser || mayEditTask(member, state.value)) ? (
        <TaskForm
          initial={formValues(state.value)}
          submitLabel="Save task"
          onCancel={() => navigate(`/admin/tasks/${state.value.id}`)}
          onSubmit={async (request) => {
            const task = await updateTask(state.value.id, request, client);
            navigate(`/admin/tasks/${task.id}`);
          }}
        />
      ) : null}
    </div>
  );
}

export const TaskEditPage = signedInTaskPage(TaskEdit);
