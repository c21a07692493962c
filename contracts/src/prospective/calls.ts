// Call schemas of prospective member management (platform §7 "member account"):
// POST /api/member/account/capprospective/requestaccount, DELETE and POST
// /api/member/account/capprospective/{account}. Mutating calls carry the CSRF `token` (foundation).
import { z } from 'zod';
import { ContactInstance, Member, ProspectiveMember } from '../entities/member.ts';
import { NHQMemberReference, ProspectiveMemberReference } from '../entities/memberReference.ts';
import { PASSWORD_CREATION_TYPES, prospectiveFormErrors, type ProspectiveFormErrors } from './rules.ts';

const name = z.string().max(100);
const contactInstance = ContactInstance.extend({
  PRIMARY: z.string().max(200).optional(),
  SECONDARY: z.string().max(200).optional(),
  EMERGENCY: z.string().max(200).optional(),
});

/** §3 Prospective member request: member {...}, login {type, username, password}. */
export const prospectiveMemberRequest = z
  .object({
    member: z.object({
      contact: z
        .object({
          CELLPHONE: contactInstance,
          WORKPHONE: contactInstance,
          HOMEPHONE: contactInstance,
          CADETPARENTPHONE: contactInstance,
          EMAIL: contactInstance,
          CADETPARENTEMAIL: contactInstance,
        })
        .partial(),
      /** A flight name from the registry, or null when Unassigned. */
      flight: z.string().max(100).nullable(),
      nameFirst: name,
      nameLast: name,
      nameMiddle: name,
      nameSuffix: name,
      seniorMember: z.boolean(),
    }),
    login: z.object({
      type: z.enum(PASSWORD_CREATION_TYPES),
      /** Ignored for EmailLink (the member chooses it with the emailed link); trimmed otherwise. */
      username: z.string().max(200),
      /** Used only for SetNow. */
      password: z.string().max(1000),
    }),
  })
  .superRefine((value, ctx) => {
    const errors = prospectiveFormErrors(value);
    const paths: Record<keyof ProspectiveFormErrors, (string | number)[]> = {
      nameFirst: ['member', 'nameFirst'],
      nameLast: ['member', 'nameLast'],
      email: ['member', 'contact', 'EMAIL'],
      username: ['login', 'username'],
      password: ['login', 'password'],
    };
    for (const [field, message] of Object.entries(errors) as [keyof ProspectiveFormErrors, string][]) {
      ctx.addIssue({ code: 'custom', message, path: paths[field] });
    }
  });
export type ProspectiveMemberRequest = z.infer<typeof prospectiveMemberRequest>;

/** Answer of requestaccount: the new member (its id is `{accountID}-{n}`). */
export const prospectiveMemberResponse = z.object({ member: ProspectiveMember });
export type ProspectiveMemberResponse = z.infer<typeof prospectiveMemberResponse>;

/** Path parameter {account} of DELETE/POST capprospective/{account}: the prospective member's id. */
export const prospectiveMemberIDParam = ProspectiveMemberReference.shape.id.max(100);

/** POST capprospective/{account}: upgrade to the national member `nhqReference` of this account. */
export const upgradeProspectiveRequest = z.object({ nhqReference: NHQMemberReference });
export type UpgradeProspectiveRequest = z.infer<typeof upgradeProspectiveRequest>;
/** Answer of the upgrade: the national member who replaced the prospective member. */
export const upgradeProspectiveResponse = z.object({ member: Member });
export type UpgradeProspectiveResponse = z.infer<typeof upgradeProspectiveResponse>;

/** Messages of prospective member management that the spec does not word. */
export const PROSPECTIVE_MESSAGES = {
  notFound: 'That prospective member does not exist',
  nhqMemberNotFound: 'No member with that member number was found in this unit',
  nhqMemberHasLogin:
    'That member already has an account; delete the prospective member instead, or remove the other account first',
  usernameTaken: 'That username is already taken. Please choose another one.',
  unknownFlight: 'That flight does not exist in the site configuration',
  squadronOnly: 'Prospective members exist only in squadron accounts',
} as const;
