// POST /internal/members/details (contracts/src/members/internalMemberDetails.ts): for a list of
// member references, the platform §3 Member of each one the signed context's account has and the
// organisation information of the member's unit (events spec §3 Viewer data "orgInformation:
// orgName, commanderName, contacts"), and the references it does not have. svc-events calls it
// once per viewer request, for viewers allowed "full contact and attendance details (emails,
// phones, organisation)" (§6). Behind app.ts's signed-context check on /internal; never routed by
// the gateway. Only the context's account is read.
//
// Where the organisation information comes from (the best source svc-identity has):
// - the unit: the member's org id (members.orgid, from the member import), or the account's main
//   org when the member has none (prospective members, members added by hand);
// - orgName: that org's Name in the member import's Organization table (identity.nhq_organizations);
//   without one, the account's name when the org is one of the account's (accounts.org_ids /
//   main_org), else the member's `squadron` text (Region-Wing-Unit from the import);
// - commanderName: the member of this account holding a current, non-assistant 'Commander' duty
//   position for that org (NHQ before temporary, then the oldest), by memberFullName; a duty
//   without an org id counts for the account's main org; '' when nobody holds it here;
// - contacts: for one of the account's own orgs, the registry's social links (site configuration)
//   as URL contacts; the registry stores no unit email, and other units' contacts are not stored,
//   so those have none.
import {
  internalMemberDetailsRequest,
  orgContactsFromLinks,
  stringifyMemberReference,
  type Account,
  type InternalMemberDetailsResponse,
  type Member,
  type MemberReference,
  type OrgInformation,
} from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import type { ServiceDeps } from '../deps.ts';
import { loadAccount, loadRegistry } from '../accounts/repository.ts';
import { contextOf } from '../http/context.ts';
import { fullNameOfRow, referenceToRow, type MemberNameColumns } from '../members/reference.ts';
import { selectMembers } from '../members/repository.ts';

interface Commander extends MemberNameColumns {
  orgid: number;
}

/** $1 account, $2 now, $3 the account's main org: current non-assistant Commanders per org. */
const COMMANDERS_SQL = `
  SELECT DISTINCT ON (COALESCE(d.orgid, $3)) COALESCE(d.orgid, $3) AS orgid,
         m.member_rank, m.name_first, m.name_middle, m.name_last, m.name_suffix
    FROM identity.duty_positions d
    JOIN identity.members m ON m.account_id = d.account_id AND m.type = d.member_type AND m.id = d.member_id
   WHERE d.account_id = $1 AND d.duty = 'Commander' AND NOT d.assistant
     AND (d.expires IS NULL OR d.expires > $2)
   ORDER BY COALESCE(d.orgid, $3), (d.type = 'NHQ') DESC, d.date, m.id`;

/** The organisation information of every org among `orgids`, built once per org. */
async function orgInformationOf(
  pool: Pool,
  accountID: string,
  account: Account | null,
  orgids: number[],
  now: Date,
): Promise<(orgid: number, member: Member) => OrgInformation> {
  const mainOrg = account?.mainOrg ?? 0;
  const own = new Set([...(account?.orgIDs ?? []), ...(account?.mainOrg ? [account.mainOrg] : [])]);
  const [orgs, commanders, registry] = await Promise.all([
    pool.query<{ orgid: number; name: string }>(
      `SELECT orgid, name FROM identity.nhq_organizations WHERE account_id = $1 AND orgid = ANY($2::int[])`,
      [accountID, orgids],
    ),
    pool.query<Commander>(COMMANDERS_SQL, [accountID, now, mainOrg]),
    loadRegistry(pool, accountID),
  ]);
  const names = new Map(orgs.rows.map((r) => [r.orgid, r.name.trim()]));
  const commanderNames = new Map(commanders.rows.map((c) => [c.orgid, fullNameOfRow(c)]));
  const ownContacts = orgContactsFromLinks(registry.Contact);
  return (orgid, member) => ({
    orgName: names.get(orgid) || (own.has(orgid) ? (account?.name ?? '') : member.squadron),
    commanderName: commanderNames.get(orgid) ?? '',
    contacts: own.has(orgid) ? ownContacts : [],
  });
}

export function memberDetailsRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.post('/internal/members/details', async (req, res) => {
    const body = parseOrThrow(internalMemberDetailsRequest, req.body);
    const accountID = contextOf(res).accountID;
    const now = deps.clock();
    // each reference once, in the order asked
    const asked = new Map<string, MemberReference>();
    for (const member of body.members) asked.set(stringifyMemberReference(member), member);
    const rows = [...asked.values()].map(referenceToRow);
    const members = await selectMembers(deps.pool, accountID, now, {
      keys: 'SELECT * FROM unnest($3::text[], $4::text[]) AS asked(type, id)',
      params: [rows.map((r) => r.type), rows.map((r) => r.id)],
      orderBy: 'm.type, m.id',
    });
    const byKey = new Map(members.map((m) => [stringifyMemberReference(m), m]));
    const account = await loadAccount(deps.pool, accountID);
    const unitOf = (m: Member) => m.orgid || account?.mainOrg || 0;
    const orgInformation = await orgInformationOf(
      deps.pool,
      accountID,
      account,
      [...new Set(members.map(unitOf))],
      now,
    );
    const answer: InternalMemberDetailsResponse = { found: [], notFound: [] };
    for (const [key, ref] of asked) {
      const member = byKey.get(key);
      if (member) answer.found.push({ member, orgInformation: orgInformation(unitOf(member), member) });
      else answer.notFound.push(ref);
    }
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
