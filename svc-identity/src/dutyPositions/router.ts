// Temporary duty positions (platform §7 "GET and POST /member/tempdutypositions/{id}"; {id} is the
// member reference's string form). §6: assigning needs AssignTemporaryDutyPositions YES; §2: any
// signed-in member sees their own positions.
import {
  API_ERRORS,
  VALIDATION_ERROR_CODE,
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
import { Router, type Request, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { requireMember, requirePermission, signedInMember } from '../http/permissions.ts';
import { loadMember } from '../members/repository.ts';
import { replaceTemporaryDutyPositions } from './repository.ts';

/** The {id} path segment as a reference, or answers 400 with §3's 'Invalid member ID' / 'Invalid member type'. */
function referenceOrReject(req: Request, res: Response): MemberReference | null {
  const parsed = parseMemberReference(String(req.params.id ?? ''));
  if (parsed.ok) return parsed.value;
  res.status(400).json({ code: VALIDATION_ERROR_CODE, message: parsed.error, issues: [parsed.error] });
  return null;
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
    const ref = referenceOrReject(req, res);
    if (!ref) return;
    const viewer = signedInMember(res)!;
    const own = areMemberReferencesEqual(toMemberReference(viewer), ref);
    if (!own && !hasPermission(viewer, 'AssignTemporaryDutyPositions', 'YES', deps.config.superUserIDs)) {
      sendError(res, API_ERRORS.forbidden);
      return;
    }
    const member = await loadMember(deps.pool, contextOf(res).accountID, ref, deps.clock());
    if (!member) {
      sendError(res, API_ERRORS.notFound);
      return;
    }
    res.json(answer(member));
  });

  router.post('/api/member/tempdutypositions/:id', assigners, async (req, res) => {
    const ref = referenceOrReject(req, res);
    if (!ref) return;
    const body = bodyOrReject(setTemporaryDutyPositionsRequest, req, res);
    if (!body) return;
    const now = deps.clock();
    const problems = temporaryDutyProblems(body.dutyPositions, now.getTime());
    if (problems.length > 0) {
      res.status(400).json({ code: VALIDATION_ERROR_CODE, message: problems[0], issues: problems });
      return;
    }
    const { accountID } = contextOf(res);
    const member = await loadMember(deps.pool, accountID, ref, now);
    if (!member) {
      sendError(res, API_ERRORS.notFound);
      return;
    }

    const client = await deps.pool.connect();
    try {
      await client.query('BEGIN');
      await replaceTemporaryDutyPositions(
        client,
        accountID,
        ref,
        member.orgid || null,
        body.dutyPositions,
        now,
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    const updated = await loadMember(deps.pool, accountID, ref, now);
    res.json(answer(updated!));
  });

  return router;
}
