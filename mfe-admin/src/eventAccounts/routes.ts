// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/createeventaccount
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { CreateEventAccountPage } from './CreateEventAccountPage.tsx';

export const eventAccountsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/createeventaccount': CreateEventAccountPage,
};
