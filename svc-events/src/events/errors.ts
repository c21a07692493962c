// The events calls' refusals in the spec's words (§8), as HttpErrors: a route throws one and the
// shared jsonErrorHandler answers { code, message, issues? }.
import { API_ERRORS, EVENT_MESSAGES } from '@portal/contracts';
import { HttpError, httpError } from '@portal/contracts/server';

/** §8 'Could not find event specified': unknown ids, bad ids, another account's ids, hidden drafts. */
export const eventNotFound = () => new HttpError(404, 'NOT_FOUND', EVENT_MESSAGES.eventNotFound);
/** §6/§8 'You do not have permission to modify this event'. */
export const noPermission = () => new HttpError(403, API_ERRORS.forbidden.code, EVENT_MESSAGES.noPermission);
export const signInRequired = () => httpError(API_ERRORS.signInRequired);
export const tokenInvalid = () => httpError(API_ERRORS.tokenInvalid);
/** A 400 VALIDATION with the message alone (issues only when given). */
export const invalid = (message: string, issues?: string[]) =>
  new HttpError(400, 'VALIDATION', message, issues);
