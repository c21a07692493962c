// Two more svc-identity internal calls consumed by svc-events (service to service only: /internal
// is never routed by the gateway; each call carries a signed context, session null, whose
// accountID is the account of the request svc-events serves, so only that account's members are
// ever answered).
//
// 1. Member details (events spec §3 Viewer data "attendees (each with record, member,
//    orgInformation)"; §6 "Any non-NONE level: ... full contact and attendance details (emails,
//    phones, organisation)"): for a list of member references, the platform §3 Member and the
//    organisation information of the member's unit. svc-events asks once per viewer request (one
//    batch for every attendee) and only for viewers allowed those details; everything else keeps
//    null. Where the organisation information comes from is svc-identity's choice, written down
//    in svc-identity/src/internal/memberDetailsRouter.ts and svc-events/README.md.
//
// 2. Flight members (events spec §6 "Attendance view: ... flight leaders (Cadet Flight Commander,
//    Cadet Flight Sergeant) see their flight"; platform §6 "FLIGHT for a member with a flight and a
//    Cadet Flight Commander or Cadet Flight Sergeant duty"): the member's flight (one of the
//    registry's flights, else null) and every member of the account in that flight.
import { z } from 'zod';
import { Member } from '../entities/member.ts';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';
import { OrgInformation } from '../events/entities.ts';
import { foundMembersResponse, memberReferencesRequest } from './internalMembers.ts';

// ---- member details ----

/** POST: body internalMemberDetailsRequest, answer internalMemberDetailsResponse. */
export const INTERNAL_MEMBER_DETAILS_PATH = '/internal/members/details';

/**
 * The most references one call takes: above the largest event's attendance, so a viewer request
 * makes one call (svc-events splits a larger list into calls of this size).
 */
export const INTERNAL_MEMBER_DETAILS_LIMIT = 2000;

export const internalMemberDetailsRequest = memberReferencesRequest(INTERNAL_MEMBER_DETAILS_LIMIT);
export type InternalMemberDetailsRequest = z.infer<typeof internalMemberDetailsRequest>;

/** One member of the context's account with their unit's organisation information. */
export const InternalMemberDetails = z.object({
  member: Member,
  orgInformation: OrgInformation,
});
export type InternalMemberDetails = z.infer<typeof InternalMemberDetails>;

export const internalMemberDetailsResponse = foundMembersResponse(InternalMemberDetails);
export type InternalMemberDetailsResponse = z.infer<typeof internalMemberDetailsResponse>;

// ---- flight members ----

/** GET: the member's flight and its members; 404 when the context's account has no such member. */
export const internalFlightMembersPath = (member: MemberReference): string =>
  `/internal/members/${encodeURIComponent(stringifyMemberReference(member))}/flight`;

export const internalFlightMembersResponse = z.object({
  /** The member's flight when it is one of the registry's flights, else null (Unassigned). */
  flight: z.string().nullable(),
  /** Every member of the account in that flight (the member included), by reference; [] when null. */
  members: z.array(MemberReference),
});
export type InternalFlightMembersResponse = z.infer<typeof internalFlightMembersResponse>;

// ---- organisation information ----

/**
 * The registry's social links, in the order the footer lists them (shell/src/frame/Footer.tsx),
 * with the URL a stored handle stands for.
 */
export const ORG_CONTACT_LINKS = [
  ['FaceBook', (v: string) => `https://www.facebook.com/${v}`],
  ['Twitter', (v: string) => `https://twitter.com/${v}`],
  ['YouTube', (v: string) => `https://www.youtube.com/channel/${v}`],
  ['LinkedIn', (v: string) => `https://www.linkedin.com/in/${v}`],
  ['Instagram', (v: string) => `https://www.instagram.com/${v}`],
  ['Flickr', (v: string) => `https://www.flickr.com/photos/${v}`],
  ['Discord', (v: string) => `https://discord.gg/${v}`],
] as const;

export type OrgContactLinkName = (typeof ORG_CONTACT_LINKS)[number][0];

/**
 * The §3 organisation contacts from an account's registry links: each set link (trimmed, not
 * blank) as a URL contact, a handle turned into its site's URL as the footer does, in
 * ORG_CONTACT_LINKS order. The registry holds no unit email, so there are no EMAIL contacts.
 */
export function orgContactsFromLinks(
  links: Partial<Record<OrgContactLinkName, string | null>>,
): OrgInformation['contacts'] {
  return ORG_CONTACT_LINKS.flatMap(([name, url]) => {
    const value = (links[name] ?? '').trim();
    if (!value) return [];
    const contact = /^https?:\/\//i.test(value) ? value : url(encodeURIComponent(value));
    return [{ type: 'URL' as const, contact }];
  });
}
