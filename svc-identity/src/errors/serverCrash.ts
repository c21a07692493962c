// svc-identity's own 500s go straight into its error list (the other services report theirs
// through POST /internal/errors/server). Fire-and-forget and bounded like the shared reporter: the
// answer never waits, a failing database only logs, and at most MAX_IN_FLIGHT writes run at once.
import { serverErrorReportFor } from '@portal/contracts/server';
import type { RequestContext } from '@portal/contracts';
import type { Request, Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { takeFixedWindow } from './fixedWindow.ts';
import { insertServerError } from './repository.ts';
import { SERVER_ERROR_WINDOW_SECONDS, SERVER_ERRORS_PER_WINDOW } from './limits.ts';

const MAX_IN_FLIGHT = 8;

export type CrashRecorder = (error: unknown, req: Request, res: Response) => void;

export function recordServerCrash(
  deps: Pick<ServiceDeps, 'pool' | 'redis' | 'config' | 'clock' | 'logger'>,
): CrashRecorder {
  let inFlight = 0;
  return (error, req, res) => {
    const context = res.locals.context as RequestContext | undefined;
    if (!context) return;
    if (inFlight >= MAX_IN_FLIGHT) {
      deps.logger.warn('crash record dropped: too many in flight');
      return;
    }
    const report = serverErrorReportFor('svc-identity', error, req, context);
    inFlight += 1;
    // the same window as reports of the other services: a crash loop cannot fill the table
    const key = `${deps.config.redisPrefix}:servererror:${context.accountID}:svc-identity`;
    takeFixedWindow(deps.redis, key, SERVER_ERRORS_PER_WINDOW, SERVER_ERROR_WINDOW_SECONDS)
      .then((allowed) =>
        allowed
          ? insertServerError(deps.pool, {
              accountID: context.accountID,
              ...report,
              receivedAt: deps.clock(),
            })
          : false,
      )
      .catch((e: unknown) => deps.logger.warn({ err: String(e) }, 'could not record the crash'))
      .finally(() => {
        inFlight -= 1;
      });
  };
}
