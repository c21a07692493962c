// Node-only helpers of @portal/contracts (node:crypto). Browser code imports '@portal/contracts'.
export * from './context.ts';
export * from './csrf.ts';
export {
  CONTEXT_HEADER,
  REQUEST_ID_HEADER,
  CSRF_HEADER,
  SESSION_COOKIE,
  ACCOUNT_ID_HEADER,
  SESSION_ID_HEADER,
  CONTEXT_MAX_AGE_MS,
} from '../headers.ts';
