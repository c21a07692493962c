// GET /api/member/list/{type?} and GET /api/member/byid/{id}: any signed-in member of the account;
// other members' contact data only for those allowed it (contracts memberForViewer).
import {
  API_ERRORS,
  memberForViewer,
  memberListType,
  parseMemberIdParam,
  type Member,
} from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { isSuperUserRequest, requireMember, signedInMember } from '../http/permissions.ts';
import { listMembers, loadMember } from './repository.ts';

export function memberListRoutes(deps: ServiceDeps): Router {
  const router = Router();

  router.get('/api/member/list{/:type}', requireMember, async (req, res) => {
    const viewer = signedInMember(res) as Member;
    let type: Member['type'] | null = null;
    if (req.params.type !== undefined) {
      const parsed = memberListType.safeParse(req.params.type);
      if (!parsed.success) throw invalid('Invalid member type');
      type = parsed.data;
    }
    const superUser = isSuperUserRequest(deps, res);
    const members = await listMembers(deps.pool, contextOf(res).accountID, type, deps.clock());
    res.json(members.map((m) => memberForViewer(m, viewer, superUser)));
  });

  router.get('/api/member/byid/:id', requireMember, async (req, res) => {
    const viewer = signedInMember(res) as Member;
    const parsed = parseMemberIdParam(String(req.params.id));
    if (!parsed.ok) throw invalid(parsed.error);
    const member = await loadMember(deps.pool, contextOf(res).accountID, parsed.value, deps.clock());
    if (!member) throw httpError(API_ERRORS.notFound);
    res.json(memberForViewer(member, viewer, isSuperUserRequest(deps, res)));
  });

  return router;
}
