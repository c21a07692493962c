import { z } from 'zod';
import { MemberReference } from '../entities/memberReference.ts';

/**
 * The error list calls (platform §7 "errors", §3 Error record). They live beside the account calls
 * only because they were written with them; they may move to contracts/src/errors/.
 */

/** One parsed stack frame (§3: filename, line, column, name). */
export const errorStackEntry = z.object({
  filename: z.string().max(2000),
  line: z.number().int().nonnegative(),
  column: z.number().int().nonnegative(),
  name: z.string().max(500),
});
export type ErrorStackEntry = z.infer<typeof errorStackEntry>;

/** POST /api/errors/clienterror: the shell's crash report. */
export const clientErrorReport = z.object({
  componentStack: z.string().max(20_000),
  message: z.string().max(5_000),
  pageURL: z.string().max(2_000),
  stack: z.array(errorStackEntry).max(200),
  /** ms since the epoch, as the browser saw it */
  timestamp: z.number(),
  type: z.literal('Client'),
  /** Informational only: the server records the signed-in member from the session. */
  member: MemberReference.nullable().optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

export const ErrorType = z.enum(['Client', 'Server', 'DiscordBot']);
export type ErrorType = z.infer<typeof ErrorType>;

/** One entry of GET /api/errors (§3 Error record). */
export const errorRecord = z.object({
  id: z.number(),
  type: ErrorType,
  message: z.string(),
  /** ms since the epoch (server receive time) */
  timestamp: z.number(),
  stack: z.array(errorStackEntry),
  // client errors
  pageURL: z.string().nullable(),
  componentStack: z.string().nullable(),
  user: MemberReference.nullable(),
  // server errors
  requestMethod: z.string().nullable(),
  requestedPath: z.string().nullable(),
  payload: z.string().nullable(),
  resolved: z.boolean(),
});
export type ErrorRecord = z.infer<typeof errorRecord>;

export const errorListResponse = z.array(errorRecord);
export type ErrorListResponse = z.infer<typeof errorListResponse>;

/**
 * POST /api/errors: marks done every open error with this signature (same type and message,
 * first stack frame at fileName:line:column), as the error list groups them.
 */
export const markErrorDoneRequest = z.object({
  column: z.number().int().nonnegative(),
  fileName: z.string(),
  line: z.number().int().nonnegative(),
  message: z.string(),
  type: ErrorType,
});
export type MarkErrorDoneRequest = z.infer<typeof markErrorDoneRequest>;

export const markErrorDoneResponse = z.object({ resolved: z.number().int().nonnegative() });
export type MarkErrorDoneResponse = z.infer<typeof markErrorDoneResponse>;
