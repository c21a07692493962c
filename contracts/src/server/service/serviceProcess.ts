// How a service's processes start and stop, the same in each: tracing first, migrations, one pg
// pool, then the HTTP server (runService) or the queue workers with their probes (runWorker), and
// on SIGTERM the work in hand finishes before the pool and the tracer close.
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { HotAnswers } from '../http/hotAnswers.ts';
import { startTracing } from '../tracing/index.ts';
import { serveProbes } from './probes.ts';
import { serveUntilStopped } from './serveUntilStopped.ts';
import { databasePoolMax } from './sharedConfig.ts';

/** A whole number from 1 read from the environment, else undefined. */
export function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** A pg pool of DATABASE_POOL_MAX (else `fallbackMax`) connections. */
export async function openDatabasePool(url: string, fallbackMax: number, logger: Logger): Promise<Pool> {
  const { default: pg } = await import('pg');
  const db = new pg.Pool({ connectionString: url, max: databasePoolMax(process.env, fallbackMax) });
  // an idle client losing its connection (a database restart) emits 'error' on the pool: without a
  // listener that ends the process; the pool replaces the client by itself
  db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));
  return db;
}

export interface ProcessParts {
  db: Pool;
  logger: Logger;
}

export interface RunServiceOptions {
  /** The process name: tracing's service name and the log lines' ('svc-events listening'). */
  name: string;
  config: { databaseUrl: string; port: number; host: string };
  logger: Logger;
  /** Applies the service's pending migrations (before the pool opens). */
  migrate: () => Promise<unknown>;
  /**
   * Builds the app; `onStop` closes what it opened, after the last request and before the pool;
   * `ready` checks what else the service needs answering (with the database) for /readyz.
   */
  start: (parts: ProcessParts) => {
    app: Express;
    /** The answers the app's routes keep (hotAnswers.ts), served in front of it. */
    hotAnswers?: HotAnswers;
    onStop?: () => Promise<unknown>;
    ready?: () => Promise<unknown>;
  };
}

/** An HTTP service: listens until SIGTERM/SIGINT, ready while its database answers. */
export async function runService({
  name,
  config,
  logger,
  migrate,
  start,
}: RunServiceOptions): Promise<Server> {
  // tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts)
  const tracing = await startTracing({ serviceName: name });
  await migrate();
  const db = await openDatabasePool(config.databaseUrl, 10, logger);
  const { app, hotAnswers, onStop, ready } = start({ db, logger });
  return serveUntilStopped({
    app,
    hotAnswers,
    name,
    port: config.port,
    host: config.host,
    logger,
    ready: () => Promise.all([db.query('SELECT 1'), ready?.()]),
    onStop: async () => {
      await onStop?.();
      await db.end();
      await tracing?.shutdown();
    },
  });
}

export interface RunningWorker {
  isRunning(): boolean;
  /** Lets the jobs in hand finish, then closes what the worker opened (not the pool). */
  close(): Promise<unknown>;
}

export interface RunWorkerOptions {
  /** Tracing's service name ('svc-files-worker'). */
  name: string;
  /** The log lines' words ('upload worker stopping'). */
  label: string;
  config: { databaseUrl: string };
  logger: Logger;
  start: (parts: ProcessParts) => Promise<RunningWorker>;
}

/**
 * A queue worker process: its own process so it scales apart from the HTTP one. HEALTH_PORT (set
 * in the Kubernetes Deployments) serves /healthz, and /readyz while the worker runs and the
 * database answers. A job carries no trace context: the worker's outgoing calls start their own.
 */
export async function runWorker({ name, label, config, logger, start }: RunWorkerOptions): Promise<void> {
  const tracing = await startTracing({ serviceName: name });
  const db = await openDatabasePool(config.databaseUrl, 4, logger);
  const worker = await start({ db, logger });
  const probes = process.env.HEALTH_PORT
    ? serveProbes({
        port: Number(process.env.HEALTH_PORT),
        ready: async () => {
          if (!worker.isRunning()) throw new Error('worker not running');
          await db.query('SELECT 1');
        },
      })
    : undefined;

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${label} stopping`);
    probes?.state.draining();
    // the jobs in hand finish first: a job is done or retried later, never left half done
    await worker.close();
    await db.end().catch(() => {});
    probes?.server.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
