// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/tempdutypositions
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { DutyPositionsPage } from './DutyPositionsPage.tsx';

export const dutyPositionsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/tempdutypositions': DutyPositionsPage,
};
