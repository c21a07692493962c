// The events calls' error answers: an EventError thrown in a route becomes { code, message }
// (eventsErrorHandler), so a handler stops with one line. Messages are the contracts' words (§8).
import { API_ERRORS, EVENT_MESSAGES, parseBody as parseContractBody } from '@portal/contracts';
import type { ErrorRequestHandler } from 'express';
import type { z } from 'zod';

export class EventError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** docs/foundation.md: every message, as strings (the kit reads only strings). */
    readonly issues?: string[],
  ) {
    super(message);
  }
}

/** §8 'Could not find event specified': unknown ids, bad ids, another account's ids, hidden drafts. */
export const eventNotFound = () => new EventError(404, 'NOT_FOUND', EVENT_MESSAGES.eventNotFound);
/** §6/§8 'You do not have permission to modify this event'. */
export const noPermission = () => new EventError(403, API_ERRORS.forbidden.code, EVENT_MESSAGES.noPermission);
export const signInRequired = () =>
  new EventError(401, API_ERRORS.signInRequired.code, API_ERRORS.signInRequired.message);
export const tokenInvalid = () =>
  new EventError(403, API_ERRORS.tokenInvalid.code, API_ERRORS.tokenInvalid.message);
export const invalid = (message: string, issues?: EventError['issues']) =>
  new EventError(400, 'VALIDATION', message, issues);

/**
 * Parses with a contracts schema; a failure is the foundation's 400 VALIDATION: the §5 messages of
 * contracts' parseBody (a schema's own words kept), the first as the message, all as issues.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = parseContractBody(schema, body ?? {});
  if (result.ok) return result.value;
  throw invalid(result.error.message, result.error.issues);
}

export const eventsErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof EventError)) {
    next(error);
    return;
  }
  res.status(error.status).json({
    code: error.code,
    message: error.message,
    ...(error.issues ? { issues: error.issues } : {}),
  });
};
