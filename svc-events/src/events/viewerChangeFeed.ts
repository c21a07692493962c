// What the viewer reads has changed: PostgreSQL says so on the channel events_viewer_changes
// (triggers of the viewer change migration, sent at commit, whoever writes), heard here on one
// connection of its own. While it listens (`live`), an in-memory copy of the viewer's event may be
// trusted until a change names it; when the connection drops, every copy is forgotten ('*') and
// none is trusted until it listens again.
// This process's own writes must show on its next read even if the browser asks again before the
// notice arrives: a request that may write counts as pending from its start until, after it has
// answered, a round trip on the listening connection has passed (PostgreSQL delivers a listener's
// pending notices before it answers its next query), and readers bypass the copies meanwhile.
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import type { Logger } from 'pino';

export const VIEWER_CHANGES_CHANNEL = 'events_viewer_changes';
/** Everything may have changed (a truncate, or notices missed while not listening). */
export const EVERYTHING = '*';
export const FEED_APPLICATION_NAME = 'svc-events viewer change feed';

export interface ViewerChangeFeed {
  /** Settles when the first attempt to listen has (live) or has not (retrying) succeeded. */
  readonly ready: Promise<void>;
  /** Listening now: copies made while live are dropped by the notices of later changes. */
  readonly live: boolean;
  /** Notices handled so far, resets included: a copy read before a notice is not kept after it. */
  readonly changes: number;
  /** Requests of this process that may have written and whose notices may not have arrived yet. */
  readonly pendingWrites: number;
  /** `key` is 'account/id' or EVERYTHING. */
  onChange(listener: (key: string) => void): void;
  /** Express middleware: counts a non-reading request as pending until its notices are in. */
  trackWrites(): (req: Request, res: Response, next: NextFunction) => void;
  /** Resolves once every notice committed before the call has been handled (or the feed is down). */
  fence(): Promise<void>;
  close(): Promise<void>;
}

export interface ViewerChangeFeedOptions {
  /** The connection settings of the service's pool (a connection of its own is opened). */
  connection: pg.ClientConfig;
  logger?: Logger;
  /** Wait before listening again after the connection dropped. */
  retryMs?: number;
}

const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

export const viewerEventKey = (accountID: string, id: number | string) => `${accountID}/${id}`;

/** Starts listening in the background (retrying while the database is away); see `ready`. */
export function startViewerChangeFeed(options: ViewerChangeFeedOptions): ViewerChangeFeed {
  const listeners: ((key: string) => void)[] = [];
  let client: pg.Client | null = null;
  let live = false;
  let changes = 0;
  let pendingWrites = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const announce = (key: string) => {
    changes += 1;
    for (const listener of listeners) listener(key);
  };
  const dropped = (reason: unknown) => {
    if (!client) return;
    const lost = client;
    client = null;
    if (live) announce(EVERYTHING);
    live = false;
    lost.removeAllListeners();
    lost.on('error', () => {});
    lost.end().catch(() => {});
    if (closed) return;
    options.logger?.warn({ reason: String(reason) }, 'viewer change feed: not listening; retrying');
    retry = setTimeout(() => void listen(), options.retryMs ?? 1_000);
    retry.unref();
  };
  const listen = async () => {
    // named, so an operator (or a test) can tell this connection in pg_stat_activity
    const next = new pg.Client({ application_name: FEED_APPLICATION_NAME, ...options.connection });
    client = next;
    next.on('error', dropped);
    next.on('end', () => dropped('connection ended'));
    next.on('notification', (notice) => {
      if (notice.channel === VIEWER_CHANGES_CHANNEL) announce(notice.payload ?? EVERYTHING);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${VIEWER_CHANGES_CHANNEL}`);
      if (client !== next || closed) return;
      // anything before this moment was not heard: copies start from nothing
      announce(EVERYTHING);
      live = true;
    } catch (error) {
      if (client === next) dropped(error);
    }
  };
  const ready = listen();

  // One round trip at a time on the connection; whoever asks while one is out shares the next
  // (the one out may have left before their write committed).
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const roundTrip = (): Promise<void> => {
    const current = client;
    const trip =
      !current || !live
        ? Promise.resolve()
        : current.query('SELECT 1').then(
            () => {},
            () => {},
          );
    running = trip.finally(() => {
      running = null;
    });
    return running;
  };
  const fence = (): Promise<void> => {
    if (!running) return roundTrip();
    queued ??= running.then(() => {
      queued = null;
      return roundTrip();
    });
    return queued;
  };

  return {
    ready,
    get live() {
      return live;
    },
    get changes() {
      return changes;
    },
    get pendingWrites() {
      return pendingWrites;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    trackWrites() {
      return (req, res, next) => {
        if (READING.has(req.method)) return next();
        pendingWrites += 1;
        let done = false;
        const settle = () => {
          if (done) return;
          done = true;
          void fence().finally(() => {
            pendingWrites -= 1;
          });
        };
        res.once('finish', settle);
        res.once('close', settle);
        next();
      };
    },
    fence,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
