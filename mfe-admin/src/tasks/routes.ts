// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths (pages this portal adds for platform §7 "tasks"; mfe-admin/README.md "Tasks"):
// /admin/tasks, /admin/tasks/create, /admin/tasks/edit/{id}, /admin/tasks/{id}
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { TaskCreatePage } from './TaskCreatePage.tsx';
import { TaskEditPage } from './TaskEditPage.tsx';
import { TaskListPage } from './TaskListPage.tsx';
import { TaskViewPage } from './TaskViewPage.tsx';

export const tasksPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/tasks': TaskListPage,
  '/admin/tasks/create': TaskCreatePage as ComponentType,
  '/admin/tasks/edit/:id': TaskEditPage as ComponentType,
  '/admin/tasks/:id': TaskViewPage as ComponentType,
};
