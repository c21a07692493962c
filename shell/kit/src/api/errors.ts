import { CLIENT_ERRORS, ClientErrorType, UNKNOWN_ERROR_MESSAGE } from '@portal/contracts';

/**
 * Errors the API client throws, one shape `{ type, code, status, message, issues? }`:
 * - client-built (platform §8 catalogue in contracts): type = ClientErrorType ('NO_TOKEN',
 *   'REQUEST_FAILED', 'UNKNOWN', 'CRASH', ...), code = the catalogue's number (500/400);
 * - server: type = 'SERVER', code = the service's string code ('TOKEN_INVALID', 'VALIDATION', ...),
 *   message = the server's message, status = the HTTP status.
 */
export type ApiErrorType = ClientErrorType | 'SERVER';

/** Keys of contracts' CLIENT_ERRORS, plus 'crash' (message and error supplied by the caller). */
export type ClientErrorId = keyof typeof CLIENT_ERRORS | 'crash';

export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly code: number | string;
  readonly status: number;
  readonly issues?: string[];
  /** The underlying thrown value for network failures and crashes. */
  readonly error?: unknown;

  constructor(init: {
    type: ApiErrorType;
    code: number | string;
    status: number;
    message: string;
    issues?: string[];
    error?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.type = init.type;
    this.code = init.code;
    this.status = init.status;
    if (init.issues) this.issues = init.issues;
    if (init.error !== undefined) this.error = init.error;
  }

  get isServerError(): boolean {
    return this.type === 'SERVER';
  }

  toJSON(): {
    type: ApiErrorType;
    code: number | string;
    status: number;
    message: string;
    issues?: string[];
  } {
    return {
      type: this.type,
      code: this.code,
      status: this.status,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

/** Builds a client-built catalogue error ('crash' takes its own message). */
export function clientError(id: ClientErrorId, error?: unknown, message?: string): ApiError {
  const entry =
    id === 'crash'
      ? { type: ClientErrorType.Crash, code: 500, message: UNKNOWN_ERROR_MESSAGE }
      : CLIENT_ERRORS[id];
  return new ApiError({
    type: entry.type,
    code: entry.code,
    status: entry.code,
    message: message ?? entry.message,
    ...(error !== undefined ? { error } : {}),
  });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The message to show for a failed call: the API error's own words, else the unknown-error words. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
}
