// Reports a service's 500s to svc-identity's error list (POST /internal/errors/server, platform §2
// "Error list": server crashes of every service are recorded). Fire-and-forget and bounded: the
// 500 answer never waits for it, a slow or absent svc-identity costs at most `timeoutMs` per report,
// and at most `maxInFlight` reports travel at once (the rest are dropped and only logged), so a
// crash loop cannot pile up sockets or memory.
import type { Request, Response } from 'express';
import { redactLoggedUrl } from './redactUrl.ts';
import { toMemberReference } from '../../entities/memberReference.ts';
import type { RequestContext } from '../../entities/context.ts';
import {
  parseStackFrames,
  SERVER_ERROR_MESSAGE_MAX,
  SERVER_ERROR_PATH_MAX,
  type ServerErrorReport,
  type ServerErrorService,
} from '../../errorList/calls.ts';
import { CONTEXT_HEADER, REQUEST_ID_HEADER } from '../../headers.ts';
import { signContext, type ContextSecret } from '../context.ts';

export const SERVER_ERROR_REPORT_PATH = '/internal/errors/server';

export interface ServerErrorReporterOptions {
  service: ServerErrorService;
  /** svc-identity's base URL (IDENTITY_URL). */
  identityUrl: string;
  contextSecret: ContextSecret;
  timeoutMs?: number;
  maxInFlight?: number;
  /** Told when a report could not be delivered (never throws into the request). */
  onFailure?: (reason: string) => void;
  fetch?: typeof fetch;
}

/** What jsonErrorHandler calls for every 500; returns at once. */
export type ServerErrorReporter = (error: unknown, req: Request, res: Response) => void;

/** The report of one failed request (pure, so it is tested without a network). */
export function serverErrorReportFor(
  service: ServerErrorService,
  error: unknown,
  req: Pick<Request, 'method' | 'originalUrl' | 'header'>,
  context: RequestContext | undefined,
): ServerErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  const member = context?.session?.type === 'Regular' && context.member ? context.member : null;
  return {
    service,
    message: (err.message || err.name || 'Error').slice(0, SERVER_ERROR_MESSAGE_MAX),
    stack: parseStackFrames(err.stack),
    requestMethod: req.method.slice(0, 16),
    // the path only (query strings may carry secrets), with path secrets redacted (a feed's or a
    // permission slip link's token)
    requestedPath: redactLoggedUrl(req.originalUrl.split('?')[0] ?? '/').slice(0, SERVER_ERROR_PATH_MAX),
    requestID: req.header(REQUEST_ID_HEADER)?.slice(0, 200) ?? null,
    member: member ? toMemberReference(member) : null,
  };
}

export function createServerErrorReporter(options: ServerErrorReporterOptions): ServerErrorReporter {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const maxInFlight = options.maxInFlight ?? 8;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const url = new URL(SERVER_ERROR_REPORT_PATH, options.identityUrl).toString();
  const failed = (reason: string) => {
    try {
      options.onFailure?.(reason);
    } catch {
      /* a logger must not break the request either */
    }
  };
  let inFlight = 0;

  return (error, req, res) => {
    try {
      const context = res.locals.context as RequestContext | undefined;
      // Without a verified context there is no account to file the error under.
      if (!context) return;
      if (inFlight >= maxInFlight) {
        failed('too many crash reports in flight; this one was dropped');
        return;
      }
      const report = serverErrorReportFor(options.service, error, req, context);
      // An internal call carries a signed context without a session (docs/foundation.md).
      const header = signContext(
        {
          accountID: context.accountID,
          account: context.account,
          session: null,
          member: null,
          issuedAt: Date.now(),
        },
        options.contextSecret,
      );
      inFlight += 1;
      doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CONTEXT_HEADER]: header,
          ...(report.requestID ? { [REQUEST_ID_HEADER]: report.requestID } : {}),
        },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(timeoutMs),
      })
        .then(async (answer) => {
          await answer.body?.cancel();
          if (!answer.ok) failed(`svc-identity answered ${answer.status}`);
        })
        .catch((e: unknown) => failed(e instanceof Error ? e.message : String(e)))
        .finally(() => {
          inFlight -= 1;
        });
    } catch (e) {
      failed(e instanceof Error ? e.message : String(e));
    }
  };
}
