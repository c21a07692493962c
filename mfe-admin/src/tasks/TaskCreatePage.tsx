// /admin/tasks/create: a holder of AssignTasks YES gives a task (they become its tasker); success
// goes to the new task's page. Others: 'You do not have permission to access this page' (§8).
import { ACCESS_MESSAGES, mayCreateTask } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { signedInTaskPage, type TaskPageProps } from './signedInTaskPage.tsx';
import { createTask } from './taskCalls.ts';
import { EMPTY_TASK_FORM, TaskForm } from './TaskForm.tsx';

function TaskCreate({ member, superUser, client }: TaskPageProps) {
  const navigate = useNavigate();
  return (
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
  );
}

export const TaskCreatePage = signedInTaskPage(TaskCreate);
