/**
 * Platform §8: the errors the browser builds itself (type, code, message). The kit's API
 * client maps failures onto these; CRASH carries the crash's message and error.
 */
export const ClientErrorType = {
  NoToken: 'NO_TOKEN',
  RequestFailed: 'REQUEST_FAILED',
  InvalidMemberID: 'INVALID_MEMBER_ID',
  InvalidMemberType: 'INVALID_MEMBER_TYPE',
  AccountInfo: 'ACCOUNT_INFO',
  Unknown: 'UNKNOWN',
  Crash: 'CRASH',
} as const;
export type ClientErrorType = (typeof ClientErrorType)[keyof typeof ClientErrorType];

export interface ClientError {
  type: ClientErrorType;
  code: number;
  message: string;
}

export interface CrashError extends ClientError {
  type: 'CRASH';
  error: unknown;
}

/** §8: the words for a failure the page cannot explain (a crash, a network error, a wrong answer). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

export const CLIENT_ERRORS = {
  noToken: { type: ClientErrorType.NoToken, code: 500, message: 'Could not get token' },
  requestFailed: { type: ClientErrorType.RequestFailed, code: 500, message: 'Could not complete request' },
  invalidMemberID: { type: ClientErrorType.InvalidMemberID, code: 400, message: 'Invalid member ID' },
  invalidMemberType: { type: ClientErrorType.InvalidMemberType, code: 400, message: 'Invalid member type' },
  accountInfo: { type: ClientErrorType.AccountInfo, code: 500, message: 'Could not get account information' },
  unknown: { type: ClientErrorType.Unknown, code: 500, message: UNKNOWN_ERROR_MESSAGE },
} as const satisfies Record<string, ClientError>;

export function crashError(message: string, error: unknown): CrashError {
  return { type: ClientErrorType.Crash, code: 500, message, error };
}

/** §2 shell crash page text. */
export const CRASH_PAGE_MESSAGE = 'Uh oh! Something bad happened on our end...';
/** §1 header tagline. */
export const TAGLINE = 'Citizens Serving Communities';
