// GET /api/events/health: the shared signed-in-only probe, counting the caller's account's events.
import type { Router } from 'express';
import type { Pool } from 'pg';
import { accountHealthRoute } from '@portal/contracts/server';
import { countEvents } from '../db/eventsRepository.ts';

export const healthRoutes = (db: Pool): Router =>
  accountHealthRoute('events', 'events', (accountID) => countEvents(db, accountID));
