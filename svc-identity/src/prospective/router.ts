// Prospective member management (platform §2, §6, §7): create, delete, upgrade. Every call needs a
// signed-in member with ProspectiveMemberManagement FULL (squadron accounts only) and the CSRF token.
import {
  prospectiveMemberIDParam,
  prospectiveMemberRequest,
  toMemberReference,
  upgradeProspectiveRequest,
  type ProspectiveMemberResponse,
  type UpgradeProspectiveResponse,
} from '@portal/contracts';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { requirePermission, signedInMember } from '../http/permissions.ts';
import { memberCause } from '../notifications/events.ts';
import { createProspectiveMember } from './create.ts';
import { Refusal } from './transaction.ts';
import { deleteProspectiveMember, upgradeProspectiveMember } from './upgrade.ts';

const BASE = '/api/member/account/capprospective';

/** Answers a refusal decided inside a transaction; anything else goes to the error handler. */
async function answering(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Refusal) sendError(res, error);
    else throw error;
  }
}

function idParam(res: Response, value: unknown): string | null {
  const parsed = prospectiveMemberIDParam.safeParse(value);
  if (parsed.success) return parsed.data;
  res.status(400).json({ code: 'VALIDATION', message: 'Invalid member ID', issues: ['Invalid member ID'] });
  return null;
}

export function prospectiveRouter(deps: ServiceDeps): Router {
  const router = Router();
  const allowed = requirePermission(deps, 'ProspectiveMemberManagement', 'FULL');

  router.post(`${BASE}/requestaccount`, allowed, async (req, res) => {
    const body = bodyOrReject(prospectiveMemberRequest, req, res);
    if (!body) return;
    await answering(res, async () => {
      const cause = memberCause(signedInMember(res)!);
      const member = await createProspectiveMember(deps, contextOf(res).accountID, body, cause);
      res.json({ member } satisfies ProspectiveMemberResponse);
    });
  });

  router.delete(`${BASE}/:account`, allowed, async (req, res) => {
    const id = idParam(res, req.params.account);
    if (id === null) return;
    await answering(res, async () => {
      await deleteProspectiveMember(deps, contextOf(res).accountID, id);
      res.status(204).end();
    });
  });

  router.post(`${BASE}/:account`, allowed, async (req, res) => {
    const id = idParam(res, req.params.account);
    if (id === null) return;
    const body = bodyOrReject(upgradeProspectiveRequest, req, res);
    if (!body) return;
    await answering(res, async () => {
      const member = await upgradeProspectiveMember(
        deps,
        contextOf(res).accountID,
        id,
        body.nhqReference.id,
        toMemberReference(signedInMember(res)!),
      );
      res.json({ member } satisfies UpgradeProspectiveResponse);
    });
  });

  return router;
}
