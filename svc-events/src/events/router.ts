// The events calls of §7 (all but linking, attendance and the banner, which come later). Order
// matters: the fixed paths (upcoming, recurring, {id}/viewer, {id}/audit, {id}/copy) before the
// two-segment range and the one-segment GET /api/events/{id}.
import { Router } from 'express';
import type { Pool } from 'pg';
import type { EventsRouteDeps } from './actor.ts';
import type { EventReferenceDeps } from '../pocs/eventReferences.ts';
import { eventCopyRoutes } from './copyRoutes.ts';
import { eventListRoutes } from './listRoutes.ts';
import { eventGetRoute, eventReadRoutes } from './readRoutes.ts';
import type { ReaderAttendeesDeps } from './viewerReaderAttendees.ts';
import { eventWriteRoutes, type EventMovedDeps } from './writeRoutes.ts';

export type { EventsRouteDeps } from './actor.ts';

export function eventRoutes(
  deps: EventsRouteDeps & EventReferenceDeps & EventMovedDeps & ReaderAttendeesDeps & { db: Pool },
): Router {
  const inOrder = [eventReadRoutes, eventCopyRoutes, eventListRoutes, eventGetRoute, eventWriteRoutes];
  return Router().use(inOrder.map((routes) => routes(deps)));
}
