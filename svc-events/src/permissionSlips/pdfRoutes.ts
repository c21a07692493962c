// GET /api/events/{id}/permissionslips/{memberType}/{memberID}/pdf (contracts/src/events/
// permissionSlips/calls.ts): a cadet's signed CAPF 60-80, authorised in the event's context. The
// PDF lives in the drive (signedRecord.ts), whose rules know the cadet, the event's author and its
// internal points of contact but not the event's managers; so it is read here from svc-files by its
// key and served to whoever the slip list shows it to: event management FULL (§6, the list's rule)
// and the cadet themself. Anyone else is refused before anything is looked up about the cadet.
import {
  areMemberReferencesEqual,
  parseMemberReference,
  PERMISSION_SLIP_MESSAGES as M,
} from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import { Router } from 'express';
import { loadVisibleEvent } from '../events/access.ts';
import { callerOf } from '../events/actor.ts';
import { noPermission, signInRequired } from '../events/errors.ts';
import { signedRecordKey, signedRecordName } from './signedRecord.ts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { findSlip } from './slipRepository.ts';

const noSignedPdf = () => new HttpError(404, 'NOT_FOUND', M.noSignedPdf);
const filesUnavailable = () => new HttpError(503, 'UNAVAILABLE', M.signedPdfUnavailable);

export function signedPdfRoutes(deps: PermissionSlipDeps): Router {
  const router = Router();

  router.get('/api/events/:id/permissionslips/:memberType/:memberID/pdf', async (req, res) => {
    const caller = callerOf(res, deps);
    if (!caller.actor || !caller.ref) throw signInRequired();
    const { event, level } = await loadVisibleEvent(deps.db, caller, req.params.id);
    const parsed = parseMemberReference(`${req.params.memberType}-${req.params.memberID}`);
    const own = parsed.ok && areMemberReferencesEqual(parsed.value, caller.ref);
    if (level !== 'FULL' && !own) throw noPermission();
    if (!parsed.ok) throw noSignedPdf();
    const slip = await findSlip(deps.db, event.accountID, event.id, parsed.value);
    // the slip links a file only while that file records its standing signature (setSlipFile)
    if (!slip?.file_id || slip.signed_at === null || slip.content_hash === null) throw noSignedPdf();
    if (!deps.files) throw filesUnavailable();
    const bytes = await deps.files.readDocument(slip.account_id, signedRecordKey(slip)).catch((error) => {
      deps.logger.warn({ err: String(error) }, 'signed permission slip not read from svc-files');
      throw filesUnavailable();
    });
    // gone from the drive (its owner deleted it): nothing to serve
    if (!bytes) throw noSignedPdf();
    res.setHeader('Content-Type', 'application/pdf');
    // the name is made of ids and a time (signedRecordName): nothing in it needs escaping
    res.setHeader('Content-Disposition', `attachment; filename="${signedRecordName(slip)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(bytes);
  });

  return router;
}
