// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/permissions
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { PermissionsPage } from './PermissionsPage.tsx';

export const permissionsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/permissions': PermissionsPage,
};
