// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/emaillist, /emailselector, /team/emails/:id
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { EmailSelectorPage } from './EmailSelectorPage.tsx';
import { TeamEmailSelectorPage } from './TeamEmailSelectorPage.tsx';

export const emailSelectorPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/emaillist': EmailSelectorPage as ComponentType,
  '/emailselector': EmailSelectorPage as ComponentType,
  '/team/emails/:id': TeamEmailSelectorPage as ComponentType,
};
