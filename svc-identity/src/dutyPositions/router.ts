// Temporary duty positions (platform §7 "GET and POST /member/tempdutypositions/{id}"; {id} is the
// member reference's string form). §6: assigning needs AssignTemporaryDutyPositions YES; §2: any
// signed-in member sees their own positions.
import {
  API_ERRORS,
  areMemberReferencesEqual,
  hasPermission,
  memberFullName,
  parseMemberReference,
  setTemporaryDutyPositionsRequest,
  temporaryDutyProblems,
  toMemberReference,
  type Member,
  type MemberDutyPositionsResponse,
  type MemberReference,
} from '@portal/contracts';
import { httpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router, type Request } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { requireMember, requirePermission, signedInMember } from '../http/permissions.ts';
import { loadMember } from '../members/repository.ts';
import { replaceTemporaryDutyPositions } from './repository.ts';

/** The {id} path segment as a reference; 400 with §3's 'Invalid member ID' / 'Invalid member type' otherwise. */
function referenceOrThrow(req: Request): MemberReference {
  const parsed = parseMemberReference(String(req.params.id ?? ''));
  if (parsed.ok) return parsed.value;
  throw invalid(parsed.error);
}

function answer(member: Member): MemberDutyPositionsResponse {
  return {
    member: toMemberReference(member),
    name: memberFullName(member),
    dutyPositions: member.dutyPositions,
  };
}

export function dutyPositionsRouter(deps: ServiceDeps): Router {
  const router = Router();
  const assigners = requirePermission(deps, 'AssignTemporaryDutyPositions', 'YES');

  router.get('/api/member/tempdutypositions/:id', requireMember, async (req, res) => {
    const ref = referenceOrThrow(req);
    const viewer = signedInMember(res)!;
    const own = areMemberReferencesEqual(toMemberReference(viewer), ref);
    if (!own && !hasPermission(viewer, 'AssignTemporaryDutyPositions', 'YES', deps.config.superUserIDs)) {
      throw httpError(API_ERRORS.forbidden);
    }
    const member = await loadMember(deps.pool, contextOf(res).accountID, ref, deps.clock());
    if (!member) throw httpError(API_ERRORS.notFound);
    res.json(answer(member));
  });

  router.post('/api/member/tempdutypositions/:id', assigners, async (req, res) => {
    const ref = referenceOrThrow(req);
    const body = parseOrThrow(setTemporaryDutyPositionsRequest, req.body);
    const now = deps.clock();
    const problems = temporaryDutyProblems(body.dutyPositions, now.getTime());
    if (problems.length > 0) throw invalid(problems[0]!, problems);
    const { accountID } = contextOf(res);
    const member = await loadMember(deps.pool, accountID, ref, now);
    if (!member) throw httpError(API_ERRORS.notFound);

    await inTransaction(deps.pool, (client) =>
      replaceTemporaryDutyPositions(client, accountID, ref, member.orgid || null, body.dutyPositions, now),
    );
    const updated = await loadMember(deps.pool, accountID, ref, now);
    res.json(answer(updated!));
  });

  return router;
}
