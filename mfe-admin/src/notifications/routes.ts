// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/notifications (a page this portal adds: the spec names the notifications list
// page but shows no route for it).
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

export const notificationsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/notifications': NotificationsPage as ComponentType,
};
