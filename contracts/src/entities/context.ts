import { z } from 'zod';
import { Account } from './account.ts';
import { Member } from './member.ts';
import { SessionInfo } from './session.ts';

/**
 * docs/foundation.md "Request path": what the gateway signs into `x-portal-context`.
 * issuedAt is ms since the epoch; a context is valid for 60 s after it.
 * The request id is not in here: it travels in `x-request-id` (it is for tracing, not security),
 * so the gateway can reuse one signed header per session for up to a second instead of signing
 * every request.
 */
export const RequestContext = z.object({
  accountID: z.string(),
  account: Account.nullable(),
  session: SessionInfo.nullable(),
  member: Member.nullable(),
  issuedAt: z.number(),
});
export type RequestContext = z.infer<typeof RequestContext>;

/** Answer of svc-identity's `GET /internal/context` (headers x-account-id, x-session-id). */
export const internalContextResponse = z.object({
  account: Account.nullable(),
  session: SessionInfo.nullable(),
  member: Member.nullable(),
});
export type InternalContextResponse = z.infer<typeof internalContextResponse>;
export const InternalContextResponse = internalContextResponse;

/** Services treat a request as signed in only with a Regular session (foundation). */
export function isSignedIn(ctx: Pick<RequestContext, 'session' | 'member'>): boolean {
  return ctx.session?.type === 'Regular' && ctx.member !== null;
}
