/** Header and cookie names fixed in docs/foundation.md (safe to use in the browser too). */
export const CONTEXT_HEADER = 'x-portal-context';
export const REQUEST_ID_HEADER = 'x-request-id';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sessionid';
/** Headers of svc-identity's internal `GET /internal/context` call. */
export const ACCOUNT_ID_HEADER = 'x-account-id';
export const SESSION_ID_HEADER = 'x-session-id';
/** A signed context is valid this long after its issuedAt. */
export const CONTEXT_MAX_AGE_MS = 60_000;
