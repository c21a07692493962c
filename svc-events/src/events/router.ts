// The events calls of §7 (all but linking, attendance, the banner, and the viewer and audit log,
// which app.ts mounts first). Order matters: the fixed paths (upcoming, recurring, {id}/copy)
// before the two-segment range and the one-segment GET /api/events/{id}.
import { Router } from 'express';
import type { Pool } from 'pg';
import type { EventsRouteDeps } from './actor.ts';
import type { EventReferenceDeps } from '../pocs/eventReferences.ts';
import { eventCopyRoutes } from './copyRoutes.ts';
import { eventListRoutes } from './listRoutes.ts';
import { eventGetRoute } from './readRoutes.ts';
import { eventWriteRoutes, type EventMovedDeps } from './writeRoutes.ts';

export type { EventsRouteDeps } from './actor.ts';

export function eventRoutes(
  deps: EventsRouteDeps & EventReferenceDeps & EventMovedDeps & { db: Pool },
): Router {
  const inOrder = [eventCopyRoutes, eventListRoutes, eventGetRoute, eventWriteRoutes];
  return Router().use(inOrder.map((routes) => routes(deps)));
}
