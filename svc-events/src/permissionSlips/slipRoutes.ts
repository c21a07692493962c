// The managers' calls of the online CAPF 60-80 (contracts/src/events/permissionSlips/calls.ts):
// request (event management FULL, §6), list (FULL: every committed cadet; a cadet: their own row),
// revoke a cadet's link (FULL).
import {
  areMemberReferencesEqual,
  parseMemberReference,
  PERMISSION_SLIP_MESSAGES as M,
  requestSlipsRequest,
  requiresPermissionSlip,
  type RequestSlipsResponse,
  type SlipTarget,
} from '@portal/contracts';
import { contextOf, HttpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import { loadVisibleEvent, requireFull } from '../events/access.ts';
import { callerOf, mutatingCaller } from '../events/actor.ts';
import { noPermission, signInRequired } from '../events/errors.ts';
import { committedCadets, unavailable } from './cadets.ts';
import { issueAndMail } from './issue.ts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { findSlip, recordRetiredToken, revokeSlip, slipsOfEvent } from './slipRepository.ts';
import { scheduleReminder } from './reminder.ts';
import { siteNameOf } from './signedRecord.ts';
import type { SignedRecorder } from './signedRecorder.ts';
import { slipStatuses } from './statusList.ts';

const notRequired = () => new HttpError(400, 'VALIDATION', M.notRequired);
const noSlip = () => new HttpError(404, 'NOT_FOUND', M.noSlip);

export function permissionSlipRoutes(deps: PermissionSlipDeps, recorder: SignedRecorder): Router {
  const router = Router();

  router.post('/api/events/:id/permissionslips', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    parseOrThrow(requestSlipsRequest, req.body ?? {});
    const { event, level } = await loadVisibleEvent(deps.db, caller, req.params.id);
    requireFull(level);
    if (!requiresPermissionSlip(event.requiredForms)) throw notRequired();
    if (!deps.mail) throw unavailable();
    const cadets = await committedCadets(deps.db, deps.memberDetails, event);
    const answer: RequestSlipsResponse = { requested: [], withoutContact: [] };
    for (const cadet of cadets) {
      const target: SlipTarget = { member: cadet.member, memberName: cadet.name };
      if (cadet.guardians.length === 0) {
        answer.withoutContact.push(target);
        continue;
      }
      await inTransaction(deps.db, async (db) => {
        const slip = await findSlip(db, event.accountID, event.id, cadet.member, true);
        // a link still out (sent, or a re-signing request) or a signature standing is left as it
        // is: asking again is idempotent; a revoked or declined one gets a new version
        const standing =
          slip &&
          !slip.token_revoked &&
          (slip.state === 'SIGNED' ||
            ((slip.state === 'SENT' || slip.state === 'NEEDS_RESIGNING') && slip.token_hash));
        if (!standing)
          await issueAndMail(db, deps, event, cadet, {
            state: 'SENT',
            changed: [],
            reminder: false,
            now: caller.rules.now,
          });
      });
      answer.requested.push(target);
    }
    if (answer.requested.length > 0) await scheduleReminder(deps, event);
    res.json(answer);
  });

  router.get('/api/events/:id/permissionslips', async (req, res) => {
    const caller = callerOf(res, deps);
    if (!caller.actor || !caller.ref) throw signInRequired();
    const { event, level } = await loadVisibleEvent(deps.db, caller, req.params.id);
    // a cadet sees their own row only (none: an empty list); a senior member without FULL is refused
    if (level !== 'FULL' && contextOf(res).member?.seniorMember !== false) throw noPermission();
    const cadets = await committedCadets(deps.db, deps.memberDetails, event);
    // a signature whose PDF was not stored when it was signed gets it now (signedRecord.ts)
    const rows = await recorder.pending(
      await slipsOfEvent(deps.db, event.accountID, event.id),
      siteNameOf(contextOf(res).account, event.accountID),
    );
    const all = slipStatuses(event, cadets, rows);
    res.json(level === 'FULL' ? all : all.filter((s) => areMemberReferencesEqual(s.member, caller.ref!)));
  });

  router.delete('/api/events/:id/permissionslips/:memberType/:memberID', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    const parsed = parseMemberReference(`${req.params.memberType}-${req.params.memberID}`);
    await inTransaction(deps.db, async (db) => {
      const { event, level } = await loadVisibleEvent(db, caller, req.params.id);
      requireFull(level);
      if (!parsed.ok) throw noSlip();
      const slip = await findSlip(db, event.accountID, event.id, parsed.value, true);
      if (!slip) throw noSlip();
      await recordRetiredToken(db, slip.token_hash, slip);
      await revokeSlip(db, slip);
    });
    res.status(204).end();
  });

  return router;
}
