// The module exposed as 'mfe_drive/App'. The shell mounts it under a root splat route, so the paths
// below are relative to '/'. Both drive paths show the drive page (platform §2).
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/kit';
import { DrivePage } from './drive/DrivePage.tsx';
import { DRIVE_PATHS, type DrivePath } from './routes/paths.ts';

const pages: Partial<Record<DrivePath, ComponentType>> = {
  '/drive/*': DrivePage as ComponentType,
  '/filemanagement/*': DrivePage as ComponentType,
};

export default function App() {
  return <RemoteRoutes paths={DRIVE_PATHS} pages={pages} />;
}

/** The paths with a page (routes/paths.test.ts checks each is in routes.json). */
export const BUILT_PATHS = Object.keys(pages);
