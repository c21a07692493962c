// Events spec §7 promotion calls (owner: svc-events, reading svc-identity's members and imported
// cadet records; both GET, no body, no token):
//   GET /api/member/promotionrequirements/currentuser  -  -> CadetRequirementsRecord (cadets only)
//   GET /api/member/promotionrequirements/account      -  -> promotionRequirementsAccountResponse
// Refusals are { code, message }:
//   401 not signed in: 'Please sign in';
//   403 /currentuser for a senior member (§6 "Senior members see no promotion panel on home"):
//       'Only cadets have promotion requirements' (ours; the spec shows no words);
//   403 /account without the reports widget's right (flight and command duty holders, or
//       PromotionManagement FULL; platform §2 widget 3, dashboard/widgets.ts): 'You do not have
//       permission to do that'.
// Design notes:
// - /currentuser answers a prospective cadet too: no national records, so the position of a new
//   cadet (promotionPosition(null)) with empty dates.
// - /account lists every member of the account (senior members too: §9's report member filter
//   offers Cadets, Senior Members and All): national members with their record (imported rows and
//   a manager's entries, entries.ts), prospective members null (no national records; entries are
//   for national cadets only, rules/entryRules.ts).
//   The member is the whole Member (the reports need names, flight, gender, birth, join and expiry
//   dates and contacts: §3 "Member fields used in reports").
import { z } from 'zod';
import { Member } from '../entities/member.ts';
import { CadetRequirementsRecord } from './entities.ts';

export const PROMOTION_REQUIREMENTS_PATHS = {
  currentUser: '/api/member/promotionrequirements/currentuser',
  account: '/api/member/promotionrequirements/account',
} as const;

export const PROMOTION_MESSAGES = {
  notSignedIn: 'Please sign in',
  cadetsOnly: 'Only cadets have promotion requirements',
  noPermission: 'You do not have permission to do that',
} as const;

/** GET /api/member/promotionrequirements/currentuser. */
export const promotionRequirementsCurrentUserResponse = CadetRequirementsRecord;
export type PromotionRequirementsCurrentUserResponse = z.infer<
  typeof promotionRequirementsCurrentUserResponse
>;

/** One row of /account: a cadet and their record (a national member always has one). */
export const PromotionRequirementsItem = z
  .object({
    member: Member,
    requirements: CadetRequirementsRecord.nullable(),
  })
  .superRefine((item, ctx) => {
    if (item.member.type === 'CAPNHQMember' && item.requirements === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['requirements'],
        message: 'requirements is required for a national member',
      });
    }
  });
export type PromotionRequirementsItem = z.infer<typeof PromotionRequirementsItem>;

/** GET /api/member/promotionrequirements/account. */
export const promotionRequirementsAccountResponse = z.array(PromotionRequirementsItem);
export type PromotionRequirementsAccountResponse = z.infer<typeof promotionRequirementsAccountResponse>;
