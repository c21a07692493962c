// Error list calls beyond the client crash report (contracts/src/account/errorRecords.ts): the list
// entry with the server-crash fields, "mark done" by id, and the internal server-crash report that
// svc-events and svc-files send to svc-identity (POST /internal/errors/server).
import { z } from 'zod';
import { errorRecord, errorStackEntry, type ErrorStackEntry } from '../account/errorRecords.ts';
import { MemberReference } from '../entities/memberReference.ts';

/** Shown in a side list (Client, Server, Discord Bot) that has no open error. */
export const NO_ERRORS_MESSAGE = 'No errors';
export const ERROR_LIST_LOAD_ERROR = 'There was an error getting the error list';

/** One entry of GET /api/errors: §3 Error record plus which service crashed and its request id. */
export const errorListEntry = errorRecord.extend({
  /** Server errors: the service that crashed (svc-identity, svc-events, svc-files). */
  service: z.string().nullable(),
  /** Server errors: the request id (x-request-id) to find the log lines. */
  requestID: z.string().nullable(),
});
export type ErrorListEntry = z.infer<typeof errorListEntry>;
export const errorListEntries = z.array(errorListEntry);

/** POST /api/errors { id }: marks one error done (the clearer form beside the spec's signature). */
export const markErrorDoneByIdRequest = z.object({ id: z.number().int().positive() });
export type MarkErrorDoneByIdRequest = z.infer<typeof markErrorDoneByIdRequest>;

export const SERVER_ERROR_SERVICES = ['svc-identity', 'svc-events', 'svc-files'] as const;
export const ServerErrorService = z.enum(SERVER_ERROR_SERVICES);
export type ServerErrorService = z.infer<typeof ServerErrorService>;

/** Limits of a report, so a crash loop cannot fill the database with huge rows. */
export const SERVER_ERROR_MESSAGE_MAX = 2_000;
export const SERVER_ERROR_PATH_MAX = 2_000;
export const SERVER_ERROR_STACK_FRAMES_MAX = 50;

/**
 * POST /internal/errors/server: a 500 of another service. The account is the signed context's;
 * the body never carries the request's payload (it may hold passwords).
 */
export const serverErrorReport = z.object({
  service: ServerErrorService,
  message: z.string().max(SERVER_ERROR_MESSAGE_MAX),
  stack: z.array(errorStackEntry).max(SERVER_ERROR_STACK_FRAMES_MAX),
  requestMethod: z.string().max(16),
  requestedPath: z.string().max(SERVER_ERROR_PATH_MAX),
  requestID: z.string().max(200).nullable(),
  /** The signed-in member of the failed request, if any (§3 requestedUser). */
  member: MemberReference.nullable(),
});
export type ServerErrorReport = z.infer<typeof serverErrorReport>;

const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;

/**
 * §3 "stack entries (filename, line, column, name)" from a V8 stack ("    at fn (file:1:2)").
 * Lines that are not frames (the message, "at async ..." without a place) are skipped.
 */
export function parseStackFrames(
  stack: string | undefined,
  max = SERVER_ERROR_STACK_FRAMES_MAX,
): ErrorStackEntry[] {
  const frames: ErrorStackEntry[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const match = V8_FRAME.exec(line);
    if (!match) continue;
    frames.push({
      name: (match[1] ?? '<anonymous>').replace(/^async /, '').slice(0, 500),
      filename: match[2]!.slice(0, 2000),
      line: Number(match[3]),
      column: Number(match[4]),
    });
    if (frames.length >= max) break;
  }
  return frames;
}

/** GET /api/errors/count: open errors of the account (the dashboard's Errors count widget). */
export const errorCountResponse = z.object({ count: z.number().int().nonnegative() });
export type ErrorCountResponse = z.infer<typeof errorCountResponse>;
