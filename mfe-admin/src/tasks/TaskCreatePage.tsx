// /admin/tasks/create: a holder of AssignTasks YES gives a task (they become its tasker); success
// goes to the new task's page. Others: 'You do not have permission to access this page' (§8).
import { ACCESS_MESSAGES, mayCreateTask } from '@portal/contracts';
import { adoptStyles, apiClient, RequireSignIn, useSession, type ApiClient } from '@portal/kit';
import { useNavigate } from 'react-router-dom';
import { createTask } from './taskCalls.ts';
import { EMPTY_TASK_FORM, TaskForm } from './TaskForm.tsx';
import tasksCss from './tasks.css?raw';

adoptStyles('mfe-admin-tasks', tasksCss);

export function TaskCreatePage({ client = apiClient }: { client?: ApiClient }) {
  const { superUser } = useSession();
  const navigate = useNavigate();
  return (
    <RequireSignIn>
      {(member) => (
        <div className="adm-tasks">
          <h1>Create a task</h1>
          {superUser || mayCreateTask(member) ? (
            <TaskForm
              initial={EMPTY_TASK_FORM}
              submitLabel="Create task"
              onCancel={() => navigate('/admin/tasks')}
              onSubmit={async (request) => {
                const task = await createTask(request, client);
                navigate(`/admin/tasks/${task.id}`);
              }}
            />
          ) : (
            <p className="adm-task-message adm-task-error" role="alert">
              {ACCESS_MESSAGES.noPermissionAccessPage}
            </p>
          )}
        </div>
      )}
    </RequireSignIn>
  );
}
