// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /changelog
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { ChangelogPage } from './ChangelogPage.tsx';

export const changelogPages: Partial<Record<AdminPath, ComponentType>> = {
  '/changelog': ChangelogPage as ComponentType,
};
