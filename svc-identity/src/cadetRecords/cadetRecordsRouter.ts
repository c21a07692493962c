// svc-identity's internal cadet-records calls (contracts/src/cadetProgramme/internalCadetRecords.ts)
// for svc-events' promotion calls (events §7 GET /member/promotionrequirements/currentuser and
// /account): members with their imported CAPWATCH cadet rows, raw, and the managers' entries
// merged in as rows of the same shape (Source 'Entry'; entryRoutes.ts, contracts entryRows.ts). Who may see them is svc-events'
// rule (cadets only; the reports widget's holders); this only answers the context's account.
// Behind app.ts's signed-context check on /internal; never routed by the gateway.
//   GET /internal/cadetrecords                    every member of the account (type, id order)
//   GET /internal/members/{member}/cadetrecords   one member; 404 when the account has none
import {
  INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
  type InternalAccountCadetRecordsResponse,
  type InternalMemberCadetRecordsResponse,
} from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { refusal } from '../http/errors.ts';
import { loadMember, selectMembers } from '../members/repository.ts';
import { memberReferenceOrThrow } from '../teams/http.ts';
import { TEAM_REFUSALS } from '../teams/messages.ts';
import { recordRowsByCapid, withRows } from './repository.ts';

// contracts' internalMemberCadetRecordsPath (cadetRecords.test.ts calls it)
const MEMBER_CADET_RECORDS = '/internal/members/:member/cadetrecords';

export function cadetRecordsRouter(deps: ServiceDeps): Router {
  const router = Router();

  router.get(INTERNAL_ACCOUNT_CADET_RECORDS_PATH, async (_req, res) => {
    const accountID = contextOf(res).accountID;
    const [members, rows] = await Promise.all([
      selectMembers(deps.pool, accountID, deps.clock(), {
        keys: 'SELECT type, id FROM identity.members WHERE account_id = $1',
        params: [],
        orderBy: 'm.type, m.id',
      }),
      recordRowsByCapid(deps.pool, accountID, 'all'),
    ]);
    const answer: InternalAccountCadetRecordsResponse = { members: members.map((m) => withRows(m, rows)) };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.get(MEMBER_CADET_RECORDS, async (req, res) => {
    const reference = memberReferenceOrThrow(req.params.member);
    const accountID = contextOf(res).accountID;
    const member = await loadMember(deps.pool, accountID, reference, deps.clock());
    if (!member) throw refusal(TEAM_REFUSALS.memberUnknown);
    const rows =
      member.type === 'CAPNHQMember'
        ? await recordRowsByCapid(deps.pool, accountID, [member.id])
        : new Map<number, never>();
    const answer: InternalMemberCadetRecordsResponse = withRows(member, rows);
    res.set('cache-control', 'no-store').json(answer);
  });

  return router;
}
