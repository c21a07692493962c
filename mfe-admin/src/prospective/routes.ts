// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/createprospectiveaccount, /admin/createcapprospectiveaccount, /admin/prospectivemembermanagement
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { CreateProspectivePage } from './CreateProspectivePage.tsx';
import { ProspectiveManagementPage } from './ProspectiveManagementPage.tsx';

export const prospectivePages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/createprospectiveaccount': CreateProspectivePage,
  '/admin/createcapprospectiveaccount': CreateProspectivePage,
  '/admin/prospectivemembermanagement': ProspectiveManagementPage,
};
