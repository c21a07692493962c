// The one error model of the services: a route throws an HttpError and jsonErrorHandler answers
// { code, message, issues? }, so a handler stops with one line and the words stay the catalogue's.
import type { z } from 'zod';
import type { ApiError } from '../../errors/apiError.ts';
import { parseBody } from '../../validation/parseBody.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Every message as a string (the kit reads only strings). */
    readonly issues?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The answer's body. */
  toJSON(): ApiError {
    return { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) };
  }
}

/** An HttpError from a catalogue entry such as API_ERRORS.forbidden. */
export function httpError(
  entry: { status: number; code: string; message: string },
  issues?: string[],
): HttpError {
  return new HttpError(entry.status, entry.code, entry.message, issues);
}

/** Parses with a contracts schema, or throws the 400 VALIDATION of parseBody (first message, all issues). */
export function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = parseBody(schema, body ?? {});
  if (result.ok) return result.value;
  throw new HttpError(400, result.error.code, result.error.message, result.error.issues);
}
