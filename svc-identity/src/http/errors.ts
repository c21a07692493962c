// Refusals are thrown as HttpError and answered by the shared jsonErrorHandler, so a route stops
// with one line; a VALIDATION refusal carries its message as the one issue, as parseBody's do.
import { VALIDATION_ERROR_CODE } from '@portal/contracts';
import { httpError, HttpError } from '@portal/contracts/server';

/** A refusal's words: a catalogue entry such as API_ERRORS.forbidden, or one of the feature's. */
export interface RefusalWords {
  status: number;
  code: string;
  message: string;
}

/** 400 VALIDATION naming the first problem, with every problem as the issues. */
export function invalid(message: string, issues: string[] = [message]): HttpError {
  return new HttpError(400, VALIDATION_ERROR_CODE, message, issues);
}

/** The refusal as an HttpError; a VALIDATION one lists its message as the issue. */
export function refusal(words: RefusalWords): HttpError {
  return httpError(words, words.code === VALIDATION_ERROR_CODE ? [words.message] : undefined);
}
