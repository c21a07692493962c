// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/errorlist
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { ErrorListPage } from './ErrorListPage.tsx';

export const errorListPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/errorlist': ErrorListPage as ComponentType,
};
