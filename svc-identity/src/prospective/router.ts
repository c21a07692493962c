// Prospective member management (platform §2, §6, §7): create, delete, upgrade, each with the CSRF
// token. §6: creating needs a signed-in member; deleting and upgrading need ProspectiveMemberManagement
// FULL (squadron accounts only). The rules are contracts' prospective/access.ts.
import {
  API_ERRORS,
  mayCreateProspectiveMember,
  prospectiveMemberIDParam,
  prospectiveMemberRequest,
  toMemberReference,
  upgradeProspectiveRequest,
  type ProspectiveMemberResponse,
  type UpgradeProspectiveResponse,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { requirePermission, signedInMember } from '../http/permissions.ts';
import { memberCause } from '../notifications/events.ts';
import { createProspectiveMember } from './create.ts';
import { deleteProspectiveMember, upgradeProspectiveMember } from './upgrade.ts';

const BASE = '/api/member/account/capprospective';

function idParam(value: unknown): string {
  const parsed = prospectiveMemberIDParam.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalid('Invalid member ID');
}

export function prospectiveRouter(deps: ServiceDeps): Router {
  const router = Router();
  const allowed = requirePermission(deps, 'ProspectiveMemberManagement', 'FULL');
  const mayCreate: RequestHandler = (_req, res, next) => {
    if (!mayCreateProspectiveMember(signedInMember(res))) throw httpError(API_ERRORS.signInRequired);
    next();
  };

  router.post(`${BASE}/requestaccount`, mayCreate, async (req, res) => {
    const body = parseOrThrow(prospectiveMemberRequest, req.body);
    const cause = memberCause(signedInMember(res)!);
    const member = await createProspectiveMember(deps, contextOf(res).accountID, body, cause);
    res.json({ member } satisfies ProspectiveMemberResponse);
  });

  router.delete(`${BASE}/:account`, allowed, async (req, res) => {
    const id = idParam(req.params.account);
    await deleteProspectiveMember(deps, contextOf(res).accountID, id);
    res.status(204).end();
  });

  router.post(`${BASE}/:account`, allowed, async (req, res) => {
    const id = idParam(req.params.account);
    const body = parseOrThrow(upgradeProspectiveRequest, req.body);
    const member = await upgradeProspectiveMember(
      deps,
      contextOf(res).accountID,
      id,
      body.nhqReference.id,
      toMemberReference(signedInMember(res)!),
    );
    res.json({ member } satisfies UpgradeProspectiveResponse);
  });

  return router;
}
