import type { z } from 'zod';
import type { ApiError } from '../errors/apiError.ts';
import { VALIDATION_ERROR_CODE } from '../errors/apiError.ts';
import { genericErrorMap, validationMessages } from './validationMessages.ts';

export type ParseBodyResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * Validates a request body. On failure gives the 400 body of docs/foundation.md:
 * { code: 'VALIDATION', message: first §5 message, issues: all of them }.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): ParseBodyResult<z.output<S>> {
  const result = schema.safeParse(body, { error: genericErrorMap });
  if (result.success) return { ok: true, value: result.data };
  const issues = validationMessages(result.error);
  return {
    ok: false,
    error: { code: VALIDATION_ERROR_CODE, message: issues[0] ?? 'Object was unable to be verified', issues },
  };
}
