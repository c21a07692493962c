// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /team, /teamlist, /team/list, /team/create, /team/:id, /team/view/:id, /teamview/:id,
// /team/edit/:id (platform §2); the bare /teamview (owned by routes.json) shows the list too. /team/emails/:id is the team email selector's (another folder).
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { TeamCreatePage } from './TeamCreatePage.tsx';
import { TeamEditPage } from './TeamEditPage.tsx';
import { TeamListPage } from './TeamListPage.tsx';
import { TeamViewPage } from './TeamViewPage.tsx';

export const teamsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/team': TeamListPage as ComponentType,
  '/teamlist': TeamListPage as ComponentType,
  '/team/list': TeamListPage as ComponentType,
  '/team/create': TeamCreatePage as ComponentType,
  '/team/:id': TeamViewPage,
  '/team/view/:id': TeamViewPage,
  '/teamview': TeamListPage as ComponentType,
  '/teamview/:id': TeamViewPage,
  '/team/edit/:id': TeamEditPage,
};
