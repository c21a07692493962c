// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /debug
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { DebugPage } from './DebugPage.tsx';

export const membersPages: Partial<Record<AdminPath, ComponentType>> = {
  '/debug': DebugPage,
};
