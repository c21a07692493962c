// Permission management calls (platform §7 "POST and GET /member/permissions"; §6: needs
// PermissionManagement FULL) and the audit read this portal adds. A save is the full list after
// the edit, checked as a whole and written in one transaction: one bad entry writes nothing.
import {
  PERMISSION_AUDIT_LIMIT,
  PERMISSION_MANAGEMENT_MESSAGES,
  permissionSaveProblems,
  setPermissionsRequest,
  stringifyMemberReference,
  toMemberReference,
} from '@portal/contracts';
import { inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { isSuperUserRequest, requirePermission, signedInMember } from '../http/permissions.ts';
import { missingMembers } from '../members/repository.ts';
import { notifyPermissionChanges } from '../notifications/events.ts';
import {
  auditChanges,
  listPermissionAudit,
  listPermissionEntries,
  replacePermissions,
} from './repository.ts';

/** 400 naming the first problem, listing them all. */
const rejectSave = (problems: string[]) => invalid(problems[0]!, problems);

export function permissionsRouter(deps: ServiceDeps): Router {
  const router = Router();
  const managers = requirePermission(deps, 'PermissionManagement', 'FULL');

  router.get('/api/member/permissions', managers, async (_req, res) => {
    const { account, accountID } = contextOf(res);
    res.json(await listPermissionEntries(deps.pool, accountID, account!.type));
  });

  router.get('/api/member/permissions/audit', managers, async (_req, res) => {
    const { account, accountID } = contextOf(res);
    res.json(await listPermissionAudit(deps.pool, accountID, account!.type, PERMISSION_AUDIT_LIMIT));
  });

  router.post('/api/member/permissions', managers, async (req, res) => {
    const body = parseOrThrow(setPermissionsRequest, req.body);
    const { account, accountID } = contextOf(res);
    const accountType = account!.type;
    const saver = toMemberReference(signedInMember(res)!);
    const problems = permissionSaveProblems(body.newRoles, accountType, saver, isSuperUserRequest(deps, res));
    if (problems.length > 0) throw rejectSave(problems);

    await inTransaction(deps.pool, async (client) => {
      // only members of this account (a member of another account is refused like an unknown one)
      const missing = await missingMembers(
        client,
        accountID,
        body.newRoles.map((role) => role.member),
      );
      if (missing.length > 0) {
        throw rejectSave(
          missing.map((ref) => PERMISSION_MANAGEMENT_MESSAGES.notAMember(stringifyMemberReference(ref))),
        );
      }
      const changes = await replacePermissions(client, accountID, accountType, body.newRoles);
      await auditChanges(client, accountID, saver, deps.clock(), changes);
      await notifyPermissionChanges(client, accountID, accountType, signedInMember(res)!, changes);
    });
    res.json(await listPermissionEntries(deps.pool, accountID, accountType));
  });

  return router;
}
