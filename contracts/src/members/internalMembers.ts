// svc-identity's internal "member contacts" call, consumed by svc-events when it saves an event's
// points of contact (events spec §3 Point of contact, §5 Points of contact). Service to service
// only (/internal is never routed by the gateway); the call carries a signed context (session
// null) whose accountID is the account of the request svc-events serves, so only members of that
// account are ever answered: any other reference (another account's member, an unknown CAPID)
// comes back in `notFound`.
//
// One call per save, whatever the number of contacts: the request lists every member reference,
// the answer has, for each one found, the name the viewer shows and the contact details a point
// of contact carries (§3: email and phone), so the viewer needs no lookup per view.
import { z } from 'zod';
import type { MemberContact } from '../entities/member.ts';
import { MemberReference } from '../entities/memberReference.ts';
import { namedMemberFields } from '../entities/namedMember.ts';

/** POST: body internalMemberContactsRequest, answer internalMemberContactsResponse. */
export const INTERNAL_MEMBER_CONTACTS_PATH = '/internal/members/contacts';

/** The most references one call takes (an event has at most 50 points of contact). */
export const INTERNAL_MEMBER_CONTACTS_LIMIT = 100;

/** A batch call's body: 1 to `limit` member references. */
export const memberReferencesRequest = (limit: number) =>
  z.object({ members: z.array(MemberReference).min(1).max(limit) });

/** A batch call's answer: what the account has of the references, and the references it has not. */
export const foundMembersResponse = <Item extends z.ZodTypeAny>(item: Item) =>
  z.object({
    /** The members the account has, in the order asked (each once). */
    found: z.array(item),
    /** The references the account has no member for, in the order asked (each once). */
    notFound: z.array(MemberReference),
  });

export const internalMemberContactsRequest = memberReferencesRequest(INTERNAL_MEMBER_CONTACTS_LIMIT);
export type InternalMemberContactsRequest = z.infer<typeof internalMemberContactsRequest>;

/** One member of the context's account, as a point of contact shows them. */
export const InternalMemberContact = z.object({
  /** name: memberFullName: rank, first name, middle initial, last name, suffix. */
  ...namedMemberFields,
  /** pocContactOf: the primary email and the primary phone, '' when none is stored. */
  email: z.string(),
  phone: z.string(),
});
export type InternalMemberContact = z.infer<typeof InternalMemberContact>;

export const internalMemberContactsResponse = foundMembersResponse(InternalMemberContact);
export type InternalMemberContactsResponse = z.infer<typeof internalMemberContactsResponse>;

/** Platform §3 Contact kinds a phone number is taken from, in order (as the contact lists order them). */
export const POC_PHONE_KINDS = ['CELLPHONE', 'HOMEPHONE', 'WORKPHONE'] as const;

/**
 * The email and phone a point of contact carries for a member (platform §3 Contact): the PRIMARY
 * email, and the first PRIMARY phone of cell, home, work; '' when none is stored. Values are kept
 * as stored (trimmed): the viewer formats phones itself (§9 xxx.xxx.xxxx).
 */
export function pocContactOf(contact: Partial<MemberContact>): { email: string; phone: string } {
  const primary = (kind: keyof MemberContact) => (contact[kind]?.PRIMARY ?? '').trim();
  const phone = POC_PHONE_KINDS.map(primary).find((value) => value !== '') ?? '';
  return { email: primary('EMAIL'), phone };
}
