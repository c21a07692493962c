// GET /api/member/contacts (owner: svc-identity): the members whose contact data the signed-in
// member may see (contactListAccess), feeding the unit email selector (/admin/emaillist,
// /emailselector), flight contact (/admin/flightcontact) and squadron contact
// (/admin/squadroncontact). A call this portal adds: §7 names none for these pages.
import { z } from 'zod';
import { NHQMember, ProspectiveMember } from '../entities/member.ts';

export const CONTACT_LIST_PATH = '/api/member/contacts';

/** Only what the pages show: names, rank, flight, type, expiry and contact (no permissions, duties, birth date). */
const contactFields = {
  type: true,
  id: true,
  nameFirst: true,
  nameMiddle: true,
  nameLast: true,
  nameSuffix: true,
  memberRank: true,
  seniorMember: true,
  flight: true,
  expirationDate: true,
  contact: true,
} as const;

export const ContactListMember = z.discriminatedUnion('type', [
  NHQMember.pick(contactFields),
  ProspectiveMember.pick(contactFields),
]);
export type ContactListMember = z.infer<typeof ContactListMember>;

export const contactListResponse = z.object({
  /** §4 group target: the whole account, or the viewer's flight only (§6 flight-restricted view). */
  scope: z.enum(['Account', 'Flight']),
  /** The viewer's own flight (Flight scope: the only flight listed; null when they have none). */
  flight: z.string().nullable(),
  /** The registry's flights in order, for the command group's flight filter. */
  flights: z.array(z.string()),
  /** Ordered by last and first name. */
  members: z.array(ContactListMember),
});
export type ContactListResponse = z.infer<typeof contactListResponse>;
