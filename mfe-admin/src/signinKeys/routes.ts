// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/signinkeys
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { SigninKeysPage } from './SigninKeysPage.tsx';

export const signinKeysPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/signinkeys': SigninKeysPage,
};
