// Events §7 GET /member/promotionrequirements/currentuser and /account (the gateway routes
// /api/member/promotionrequirements here), answered with the §3 cadet requirements record that
// contracts' cadetRecordFromCapwatch builds from the member import's raw CAPWATCH rows. The rows
// and the member facts live in svc-identity: its internal cadet-records calls
// (cadetRecordsClient.ts), one call per request; svc-identity down: 503.
// Who may ask (contracts/src/cadetProgramme/calls.ts):
// - /currentuser: a signed-in cadet (§6 "Senior members see no promotion panel on home"): a senior
//   member is refused with 'Only cadets have promotion requirements'. A prospective cadet has no
//   national rows: the record of a new cadet, without asking svc-identity.
// - /account: §6 "Reports widget: holders of flight and command duties, or with full
//   PromotionManagement" (contracts' holdsReportsRole, the dashboard's reports rule; super users pass),
//   inside the caller's account only. Every member of the account is listed, cadets and senior
//   members, because §9's report member filter offers Cadets, Senior Members and All; a national
//   member has their record (from no rows: a new cadet's), a prospective member null (no national
//   records, and manager-entered records do not exist yet).
import {
  API_ERRORS,
  cadetRecordFromCapwatch,
  isSignedIn,
  isSuperUser,
  PROMOTION_MESSAGES,
  PROMOTION_REQUIREMENTS_PATHS,
  toMemberReference,
  holdsReportsRole,
  type InternalCadetRecords,
  type Member,
  type PromotionRequirementsAccountResponse,
  type PromotionRequirementsCurrentUserResponse,
} from '@portal/contracts';
import { contextOf, HttpError } from '@portal/contracts/server';
import { Router, type Response } from 'express';
import { signInRequired } from '../events/errors.ts';
import { identityUnavailable } from '../pocs/eventReferences.ts';
import type { CadetRecordsClient } from './cadetRecordsClient.ts';

export interface PromotionRouteDeps {
  superUserIDs: readonly number[];
  /** svc-identity's cadet records (null: not configured; the calls answer 503). */
  cadetRecords: CadetRecordsClient | null;
  now?: () => number;
}

const forbidden = (message: string) => new HttpError(403, API_ERRORS.forbidden.code, message);

function signedInMember(res: Response): { accountID: string; member: Member } {
  const context = contextOf(res);
  if (!isSignedIn(context) || !context.member) throw signInRequired();
  return { accountID: context.accountID, member: context.member };
}

/** §6 Reports widget's holders (the dashboard's rule, whatever the account type), or a super user. */
export function mayReadAccountRequirements(
  member: Member,
  superUserIDs: readonly number[],
  now: number,
): boolean {
  if (isSuperUser(toMemberReference(member), superUserIDs)) return true;
  return holdsReportsRole(
    {
      member: { ...toMemberReference(member), permissions: member.permissions },
      dutyPositions: member.dutyPositions,
      seniorMember: member.seniorMember,
      superUser: false,
      accountType: null,
    },
    now,
  );
}

/** The /account item of one member: national members always have a record. */
function accountItem({ member, rows }: InternalCadetRecords): PromotionRequirementsAccountResponse[number] {
  return { member, requirements: member.type === 'CAPNHQMember' ? cadetRecordFromCapwatch(rows) : null };
}

export function promotionRoutes(deps: PromotionRouteDeps): Router {
  const router = Router();
  const fromIdentity = async <T>(call: (client: CadetRecordsClient) => Promise<T>): Promise<T> => {
    if (!deps.cadetRecords) throw identityUnavailable();
    try {
      return await call(deps.cadetRecords);
    } catch {
      throw identityUnavailable();
    }
  };

  router.get(PROMOTION_REQUIREMENTS_PATHS.currentUser, async (_req, res) => {
    const { accountID, member } = signedInMember(res);
    if (member.seniorMember) throw forbidden(PROMOTION_MESSAGES.cadetsOnly);
    const found =
      member.type === 'CAPNHQMember'
        ? await fromIdentity((client) => client.ofMember(accountID, toMemberReference(member)))
        : null;
    // no rows (a prospective cadet, or a member svc-identity no longer has): a new cadet's record
    const answer: PromotionRequirementsCurrentUserResponse = cadetRecordFromCapwatch(found?.rows ?? {});
    res.set('cache-control', 'no-store').json(answer);
  });

  router.get(PROMOTION_REQUIREMENTS_PATHS.account, async (_req, res) => {
    const { accountID, member } = signedInMember(res);
    if (!mayReadAccountRequirements(member, deps.superUserIDs, deps.now?.() ?? Date.now()))
      throw forbidden(PROMOTION_MESSAGES.noPermission);
    const members = await fromIdentity((client) => client.ofAccount(accountID));
    const answer: PromotionRequirementsAccountResponse = members.map(accountItem);
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
