// POST /internal/members/contacts (contracts/src/members/internalMembers.ts): for a list of member
// references, the name and point-of-contact details (primary email, primary phone) of each one the
// signed context's account has, and the references it does not have. svc-events calls it once per
// event save to check and fill the event's internal points of contact (events spec §3, §5). Behind
// app.ts's signed-context check on /internal; never routed by the gateway. Only the context's
// account is read, so a service cannot learn about members of another account.
import {
  internalMemberContactsRequest,
  pocContactOf,
  stringifyMemberReference,
  type InternalMemberContactsResponse,
  type MemberContact,
  type MemberReference,
} from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { fullNameOfRow, referenceFromRow, referenceToRow, type MemberNameRow } from '../members/reference.ts';

interface ContactRow extends MemberNameRow {
  contact: Partial<MemberContact>;
}

/** One query for the whole list: $1 account, $2 types, $3 ids (pairs by position). */
const CONTACTS_SQL = `
  SELECT m.type, m.id, m.name_first, m.name_middle, m.name_last, m.name_suffix, m.member_rank, m.contact
    FROM identity.members m
    JOIN unnest($2::text[], $3::text[]) AS asked(type, id) ON asked.type = m.type AND asked.id = m.id
   WHERE m.account_id = $1`;

export function memberContactsRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.post('/internal/members/contacts', async (req, res) => {
    const body = parseOrThrow(internalMemberContactsRequest, req.body);
    // each reference once, in the order asked
    const asked = new Map<string, MemberReference>();
    for (const member of body.members) asked.set(stringifyMemberReference(member), member);
    const rows = [...asked.values()].map(referenceToRow);
    const { rows: found } = await deps.pool.query<ContactRow>(CONTACTS_SQL, [
      contextOf(res).accountID,
      rows.map((r) => r.type),
      rows.map((r) => r.id),
    ]);
    const byKey = new Map(
      found.map((row) => [stringifyMemberReference(referenceFromRow(row.type, row.id)), row]),
    );
    const answer: InternalMemberContactsResponse = { found: [], notFound: [] };
    for (const [key, member] of asked) {
      const row = byKey.get(key);
      if (!row) {
        answer.notFound.push(member);
        continue;
      }
      answer.found.push({
        member,
        name: fullNameOfRow(row),
        ...pocContactOf(row.contact),
      });
    }
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
