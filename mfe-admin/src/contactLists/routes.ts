// The pages of this feature, by path (App.tsx mounts them; builtPages.ts lists them for the dashboard).
// Owned paths: /admin/flightcontact, /admin/squadroncontact
import type { ComponentType } from 'react';
import type { AdminPath } from '../routes/paths.ts';
import { FlightContactPage, SquadronContactPage } from './ContactListPage.tsx';

export const contactListsPages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin/flightcontact': FlightContactPage,
  '/admin/squadroncontact': SquadronContactPage,
};
