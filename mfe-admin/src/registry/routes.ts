// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/regedit, /regedit
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { RegistryEditPage } from './RegistryEditPage.tsx';

export const registryPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/regedit': RegistryEditPage,
  '/regedit': RegistryEditPage,
};
