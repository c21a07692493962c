// GET /api/files/health: the shared signed-in-only probe, counting the caller's account's files.
import type { Router } from 'express';
import type { Pool } from 'pg';
import { accountHealthRoute } from '@portal/contracts/server';
import { countFiles } from '../db/filesRepository.ts';

export const healthRoutes = (db: Pool): Router =>
  accountHealthRoute('files', 'files', (accountID) => countFiles(db, accountID));
