// Who is asking, from the gateway's signed context: a signed-in member (with permissions and duty
// positions, as the §6 rules need them) or an anonymous visitor (null). Super users come from
// SUPER_USER_IDS (platform §6), the same setting svc-identity and svc-files read.
import {
  isScanAddSessionFor,
  isSignedIn,
  toMemberReference,
  type EventActor,
  type EventRuleContext,
  type MemberReference,
} from '@portal/contracts';
import { checkCsrfToken, contextOf, CSRF_HEADER, type ContextSecret } from '@portal/contracts/server';
import type { Request, Response } from 'express';
import { signInRequired, tokenInvalid } from './errors.ts';

export interface EventsRouteDeps {
  contextSecret: ContextSecret;
  superUserIDs: readonly number[];
  now?: () => number;
}

export interface Caller {
  accountID: string;
  actor: NonNullable<EventActor> | null;
  ref: MemberReference | null;
  name: string;
  sessionID: string | null;
  rules: EventRuleContext;
}

/**
 * Platform §3 "Only Regular (and ScanAdd for scan-add calls) counts as signed in": the attendance
 * add passes its event id, and a scan-mode session bound to that event (events §7) counts as its
 * member there; everywhere else a ScanAdd session is anonymous.
 */
export interface CallerOptions {
  scanAddEventID?: number;
}

export function callerOf(res: Response, deps: EventsRouteDeps, options: CallerOptions = {}): Caller {
  const context = contextOf(res);
  const scanAdd =
    options.scanAddEventID !== undefined && isScanAddSessionFor(context, options.scanAddEventID);
  const member = isSignedIn(context) || scanAdd ? context.member : null;
  const rules = { superUserIds: deps.superUserIDs, now: deps.now?.() ?? Date.now() };
  if (!member)
    return { accountID: context.accountID, actor: null, ref: null, name: '', sessionID: null, rules };
  const ref = toMemberReference(member);
  return {
    accountID: context.accountID,
    actor: { ...ref, permissions: member.permissions, dutyPositions: member.dutyPositions },
    ref,
    name: `${member.nameFirst} ${member.nameLast}`.trim(),
    sessionID: context.session?.id ?? null,
    rules,
  };
}

/** Modifying calls: a signed-in member (401) with their session's CSRF token (403). */
export function mutatingCaller(
  req: Request,
  res: Response,
  deps: EventsRouteDeps,
  options: CallerOptions = {},
): Caller & {
  actor: NonNullable<EventActor>;
  ref: MemberReference;
} {
  const caller = callerOf(res, deps, options);
  if (!caller.actor || !caller.ref || !caller.sessionID) throw signInRequired();
  const body = req.body as { token?: unknown } | undefined;
  const sent = req.get(CSRF_HEADER) ?? (typeof body?.token === 'string' ? body.token : undefined);
  if (!checkCsrfToken(sent, { sessionID: caller.sessionID, accountID: caller.accountID }, deps.contextSecret))
    throw tokenInvalid();
  return { ...caller, actor: caller.actor, ref: caller.ref };
}
