// GET /internal/members/{member}/accounts (contracts/src/events/internalAccounts.ts): the accounts
// where the member of the signed context's account also is a member, with what they hold in each
// (permissions, current duty positions). svc-events uses it to link events across accounts (events
// spec §6 "Link event"). Behind app.ts's signed-context check on /internal; never routed by the
// gateway. The member must belong to the context's account (404 otherwise), so a service only asks
// about the member of the request it serves. National members are matched by CAPID across
// accounts; a prospective member exists in one account only and gets just that one.
import {
  defaultPermissionsFor,
  normalizePermissions,
  type AccountType,
  type DutyPosition,
  type InternalMemberAccountsResponse,
  type PermissionSet,
} from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { refusal } from '../http/errors.ts';
import { TEAM_REFUSALS } from '../teams/messages.ts';
import { memberOfPath } from './memberOfPath.ts';

// contracts' internalMemberAccountsPath (memberAccounts.test.ts calls it)
const MEMBER_ACCOUNTS = '/internal/members/:member/accounts';

interface AccountRow {
  account_id: string;
  account_name: string;
  account_type: AccountType;
  permissions: PermissionSet | null;
  duty_positions: DutyPosition[];
}

/**
 * One query: the member's rows in every account they are in (the context's account first, then by
 * name), with permissions and live duty positions. $1 context account, $2 type, $3 id, $4 now.
 * Prospective members: only the context's account.
 */
const ACCOUNTS_SQL = `
  SELECT a.id AS account_id, a.name AS account_name, a.type AS account_type, p.permissions,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'duty', d.duty, 'assistant', d.assistant, 'type', d.type, 'orgid', COALESCE(d.orgid, 0),
                    'date', (extract(epoch from d.date) * 1000)::bigint,
                    'expires', (extract(epoch from d.expires) * 1000)::bigint)
                  ORDER BY d.date)
             FROM identity.duty_positions d
            WHERE d.account_id = m.account_id AND d.member_type = m.type AND d.member_id = m.id
              AND (d.expires IS NULL OR d.expires > $4)
         ), '[]'::json) AS duty_positions
    FROM identity.members m
    JOIN identity.accounts a ON a.id = m.account_id
    LEFT JOIN identity.permissions p
      ON p.account_id = m.account_id AND p.member_type = m.type AND p.member_id = m.id
   WHERE m.type = $2 AND m.id = $3 AND (m.type = 'CAPNHQMember' OR m.account_id = $1)
   ORDER BY (a.id = $1) DESC, lower(a.name), a.id`;

export function memberAccountsRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.get(MEMBER_ACCOUNTS, async (req, res) => {
    const { member, accountID, row } = memberOfPath(req, res);
    const { type, id } = row;
    const { rows } = await deps.pool.query<AccountRow>(ACCOUNTS_SQL, [accountID, type, id, deps.clock()]);
    // the member must be one of the context's account (its row sorts first)
    if (rows[0]?.account_id !== accountID) throw refusal(TEAM_REFUSALS.memberUnknown);
    const answer: InternalMemberAccountsResponse = {
      member,
      accounts: rows.map((row) => ({
        accountID: row.account_id,
        accountName: row.account_name,
        accountType: row.account_type,
        // a member without a stored set has the account type's defaults (§6), as loadMember does
        permissions: normalizePermissions(
          row.permissions ?? defaultPermissionsFor(row.account_type),
          row.account_type,
        ),
        dutyPositions: row.duty_positions.map((d) => ({
          ...d,
          date: Number(d.date),
          expires: d.expires === null ? null : Number(d.expires),
        })),
      })),
    };
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
