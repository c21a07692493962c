import { z } from 'zod';
import { UNKNOWN_ERROR_MESSAGE } from './clientErrors.ts';

/** docs/foundation.md: every 4xx/5xx body. */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;
export const ApiError = apiError;

/** The shared server error codes and messages fixed in docs/foundation.md. */
export const API_ERRORS = {
  noContext: { status: 401, code: 'NO_CONTEXT', message: 'Request did not come through the gateway' },
  tokenInvalid: {
    status: 403,
    code: 'TOKEN_INVALID',
    message: 'Your request token is missing or out of date. Please reload the page and try again.',
  },
  rateLimited: {
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  /** Sign-in when the password hashes already queued would take too long (svc-identity's hash gate). */
  signinBusy: {
    status: 503,
    code: 'SIGNIN_BUSY',
    message: 'Many members are signing in right now. Please try again in a few seconds.',
  },
  /** §8 access messages. */
  signInRequired: { status: 401, code: 'SIGNIN_REQUIRED', message: 'Please sign in' },
  forbidden: { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do that' },
  accountNotFound: { status: 404, code: 'ACCOUNT_NOT_FOUND', message: 'The account does not exist' },
  notFound: { status: 404, code: 'NOT_FOUND', message: 'The requested item cannot be found' },
  serverError: { status: 500, code: 'SERVER_ERROR', message: UNKNOWN_ERROR_MESSAGE },
  /** A body that cannot be read (malformed JSON, an unsupported charset) or that the database cannot store (a NUL byte, a number out of range): §5's generic words. */
  unreadable: { status: 400, code: 'VALIDATION', message: 'Object was unable to be verified' },
  /** A JSON body over the service's limit. */
  tooLarge: { status: 413, code: 'TOO_LARGE', message: 'The request is too large' },
  /** A JSON body nesting arrays and objects deeper than MAX_JSON_DEPTH (server/http/jsonDepth.ts), refused before parsing. */
  tooDeep: {
    status: 400,
    code: 'TOO_DEEP',
    message: 'The request nests lists and objects too deeply (at most 32 levels)',
  },
  /** A mutating call from a page of another origin (the gateway's origin check; not in the spec's words). */
  crossSiteRefused: {
    status: 403,
    code: 'CROSS_SITE_REFUSED',
    message: 'This request came from another site and was refused',
  },
} as const satisfies Record<string, ApiError & { status: number }>;

export const VALIDATION_ERROR_CODE = 'VALIDATION';
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

/** Gateway body when a service is down (502/503). */
export function serviceUnavailable(name: string): ApiError {
  return {
    code: SERVICE_UNAVAILABLE_CODE,
    message: `The ${name} service is not available right now. Please try again shortly.`,
  };
}

/** §8 access messages, word for word. */
export const ACCESS_MESSAGES = {
  cannotPerform: 'You cannot perform this action',
  noPermissionDoThat: 'You do not have permission to do that',
  noPermissionDoThatShort: "You don't have permission to do that",
  noPermissionAccessPage: 'You do not have permission to access this page',
  noPermissionViewPage: 'You do not have permission to view this page',
  pleaseSignIn: 'Please sign in',
  pleaseSignInToContinue: 'Please sign in to continue.',
  accountDoesNotExist: 'The account does not exist',
} as const;
