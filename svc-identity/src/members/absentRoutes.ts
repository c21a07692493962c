// POST /api/member/absent: the signed-in member sets their own absentee information (§3).
import { absentRequest, type AbsentResponse, type Member } from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { requireMember, signedInMember } from '../http/permissions.ts';
import { referenceToRow } from './reference.ts';

export function memberAbsentRoutes(deps: ServiceDeps): Router {
  const router = Router();

  router.post('/api/member/absent', requireMember, async (req, res) => {
    const member = signedInMember(res) as Member;
    const body = parseOrThrow(absentRequest, req.body);
    const { type, id } = referenceToRow(member);
    await deps.pool.query(
      `UPDATE identity.members SET absent_until = to_timestamp($4::double precision / 1000), absent_comments = $5
        WHERE account_id = $1 AND type = $2 AND id = $3`,
      [contextOf(res).accountID, type, id, body.absentUntil, body.comments],
    );
    const response: AbsentResponse = { absentUntil: body.absentUntil, comments: body.comments };
    res.json(response);
  });

  return router;
}
