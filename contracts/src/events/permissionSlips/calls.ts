// The online CAPF 60-80 (owner: svc-events). Managers (event management FULL, §6) request slips;
// a parent or guardian signs through an emailed link without an account.
//   POST   /api/events/{id}/permissionslips        {token?} (CSRF)   -> requestSlipsResponse
//   GET    /api/events/{id}/permissionslips        -                 -> slipStatusListResponse
//            (managers: every committed cadet attendee; a cadet: only their own row)
//   DELETE /api/events/{id}/permissionslips/{memberType}/{memberID}  -> 204 (revokes the link)
//   GET    /api/events/{id}/permissionslips/{memberType}/{memberID}/pdf -> the signed PDF's bytes
//            (managers, and the cadet for their own slip; the drive's own rules do not apply)
// Public, no sign-in, on the unit's host (the token is the only key; refusals: SLIP_TOKEN_REFUSALS):
//   GET    /api/permissionslips/sign/{token}       -                 -> SlipForSigning
//   POST   /api/permissionslips/sign/{token}       signSlipRequest   -> signSlipResponse
// The email's link opens the page /permissionslips/sign/{token} on the unit's host.
import { z } from 'zod';
import { MemberReference } from '../../entities/memberReference.ts';
import { EpochMs } from '../entities.ts';
import { SlipFields } from './fields.ts';
import { PERMISSION_SLIP_MESSAGES as M } from './messages.ts';

export const SlipState = z.enum(['NOT_REQUESTED', 'SENT', 'SIGNED', 'DECLINED', 'NEEDS_RESIGNING']);
export type SlipState = z.infer<typeof SlipState>;

export const PERMISSION_SLIP_PATHS = {
  /** Managers' calls, under the event. */
  event: '/api/events/{id}/permissionslips',
  revoke: '/api/events/{id}/permissionslips/{memberType}/{memberID}',
  /** The signed slip's PDF (an attachment, application/pdf); 404 while no signed PDF is stored. */
  signedPdf: '/api/events/{id}/permissionslips/{memberType}/{memberID}/pdf',
  /** The public calls. */
  sign: '/api/permissionslips/sign/{token}',
} as const;

/** The link to a cadet's signed slip PDF in an event (PERMISSION_SLIP_PATHS.signedPdf). */
export const signedSlipPdfPath = (eventID: number, member: MemberReference): string =>
  `/api/events/${eventID}/permissionslips/${encodeURIComponent(member.type)}/${encodeURIComponent(
    String(member.id),
  )}/pdf`;

/** The signing page on the unit's host. */
export const permissionSlipSignPage = (token: string): string =>
  `/permissionslips/sign/${encodeURIComponent(token)}`;

/** A signing token: 43 base64url characters (32 random bytes). Anything else is unknown at once. */
export const SLIP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SlipTarget = z.object({ member: MemberReference, memberName: z.string() });
export type SlipTarget = z.infer<typeof SlipTarget>;

export const requestSlipsRequest = z.object({ token: z.string().optional() });
export const requestSlipsResponse = z.object({
  /** Cadets whose guardians were emailed (a job each, idempotent per event, member, slip version). */
  requested: z.array(SlipTarget),
  /** Committed cadets with no parent or guardian email on record. */
  withoutContact: z.array(SlipTarget),
});
export type RequestSlipsResponse = z.infer<typeof requestSlipsResponse>;

export const SlipStatus = z.object({
  member: MemberReference,
  memberName: z.string(),
  state: SlipState,
  sentAt: EpochMs.nullable(),
  signedAt: EpochMs.nullable(),
  guardianName: z.string().nullable(),
  /** The signed PDF in the event's attachments (files service), once signed. */
  fileID: z.string().nullable(),
  /** For NEEDS_RESIGNING: the slip fields (SlipFieldName) changed since signing. */
  changed: z.array(z.string()),
});
export type SlipStatus = z.infer<typeof SlipStatus>;
export const slipStatusListResponse = z.array(SlipStatus);

export const SlipForSigning = z.object({
  eventName: z.string(),
  cadetName: z.string(),
  fields: SlipFields,
  /** The fields changed since the guardian last signed (a re-signing link); [] otherwise. */
  changed: z.array(z.string()),
  /** The zone the times are shown in (the event's account's). */
  timeZone: z.string(),
});
export type SlipForSigning = z.infer<typeof SlipForSigning>;

const required = (message: string, max = 200) =>
  z
    .string({ error: message })
    .max(max)
    .refine((s) => s.trim() !== '', message);

/**
 * SIGN needs every field and consent: true. DECLINE needs the guardian's name, relationship and
 * typed signature (who declined); phones and consent may be left out.
 */
export const signSlipRequest = z
  .object({
    decision: z.enum(['SIGN', 'DECLINE']),
    guardianName: required(M.guardianNameRequired),
    relationship: required(M.relationshipRequired, 100),
    phoneDuringActivity: z.string().max(40).default(''),
    alternatePhone: z.string().max(40).default(''),
    signature: required(M.signatureRequired),
    consent: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'SIGN') return;
    if (body.phoneDuringActivity.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['phoneDuringActivity'], message: M.phoneRequired });
    if (body.consent !== true)
      ctx.addIssue({ code: 'custom', path: ['consent'], message: M.consentRequired });
  });
export type SignSlipRequest = z.input<typeof signSlipRequest>;
export const signSlipResponse = z.object({ state: SlipState });
export type SignSlipResponse = z.infer<typeof signSlipResponse>;

/** The 60-80 is among the event's required forms (its label contains '60-80'). */
export function requiresPermissionSlip(requiredForms: { labels: string[]; values: boolean[] }): boolean {
  return requiredForms.labels.some((label, i) => requiredForms.values[i] && /60-80/.test(label));
}
