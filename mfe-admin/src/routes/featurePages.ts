// Every feature's pages, merged (each feature folder owns its routes.ts).
import type { ComponentType } from 'react';
import type { AdminPath } from './paths.ts';
import { membersPages } from '../members/routes.ts';
import { permissionsPages } from '../permissions/routes.ts';
import { dutyPositionsPages } from '../dutyPositions/routes.ts';
import { flightsPages } from '../flights/routes.ts';
import { registryPages } from '../registry/routes.ts';
import { prospectivePages } from '../prospective/routes.ts';
import { eventAccountsPages } from '../eventAccounts/routes.ts';
import { signinKeysPages } from '../signinKeys/routes.ts';
import { changelogPages } from '../changelog/routes.ts';
import { errorListPages } from '../errorList/routes.ts';
import { memberImportPages } from '../memberImport/routes.ts';
import { tasksPages } from '../tasks/routes.ts';
import { teamsPages } from '../teams/routes.ts';
import { notificationsPages } from '../notifications/routes.ts';
import { emailSelectorPages } from '../emailSelector/routes.ts';
import { contactListsPages } from '../contactLists/routes.ts';

export const FEATURE_PAGES: Partial<Record<AdminPath, ComponentType>> = {
  ...membersPages,
  ...permissionsPages,
  ...dutyPositionsPages,
  ...flightsPages,
  ...registryPages,
  ...prospectivePages,
  ...eventAccountsPages,
  ...signinKeysPages,
  ...changelogPages,
  ...errorListPages,
  ...memberImportPages,
  ...tasksPages,
  ...teamsPages,
  ...notificationsPages,
  ...emailSelectorPages,
  ...contactListsPages,
};
