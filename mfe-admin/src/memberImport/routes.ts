// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/memberimport
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { MemberImportPage } from './MemberImportPage.tsx';

export const memberImportPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/memberimport': MemberImportPage,
};
