// Events §7 "Scan mode POST /member/session/scanadd {eventID}" (owner: svc-identity). The session
// becomes a ScanAdd session bound to one event: a kiosk left at the door can then add attendance to
// that event by scanned member number and do nothing else as the member (services count a ScanAdd
// session as signed in only for the scan-add call of its own event, isScanAddSessionFor below).
import { z } from 'zod';
import type { RequestContext } from '../entities/context.ts';

/** `POST /api/member/session/scanadd`: the event whose attendance the scanner adds to; answers 204. */
export const scanAddRequest = z.object({
  eventID: z.number({ message: 'An event is required for scan mode' }).int().positive().max(2_147_483_647),
  token: z.string().optional(),
});
export type ScanAddRequest = z.infer<typeof scanAddRequest>;

/**
 * Platform §3 "Only Regular (and ScanAdd for scan-add calls) counts as signed in": whether this
 * request comes from a ScanAdd session of a member, bound to this event (svc-events' attendance add
 * accepts such a caller for that one event; everything else treats the session as signed out).
 */
export function isScanAddSessionFor(
  ctx: Pick<RequestContext, 'session' | 'member'>,
  eventID: number,
): boolean {
  return ctx.session?.type === 'ScanAdd' && ctx.member !== null && ctx.session.scanAddEventID === eventID;
}
