// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/flightassign, /flightassign
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { FlightAssignPage } from './FlightAssignPage.tsx';

export const flightsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/flightassign': FlightAssignPage,
  '/flightassign': FlightAssignPage,
};
