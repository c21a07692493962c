// Events §7 "Scan mode POST /member/session/scanadd {eventID}": the signed-in member switches this
// browser's session into scan mode for one event (the attendance scanner, /events/scanadd/{id}).
// Platform §6: only holders of the ScanAdd permission (or a super user); others get 403, which the
// scanner page ignores (§8) and goes on adding with the ordinary session. In scan mode the session
// counts as signed in only for the scan-add call of that event (contracts isScanAddSessionFor):
// a kiosk left at the door cannot be used to read or change anything else as the member.
import { API_ERRORS, hasPermission, scanAddRequest } from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import type { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { currentSession } from '../http/currentSession.ts';
import { enterScanAddMode } from './store.ts';

export function addScanAddRoute(router: Router, deps: ServiceDeps): void {
  router.post('/api/member/session/scanadd', async (req, res) => {
    // re-read from the database; a scan-mode session may move on to another event
    const session = await currentSession(deps, res, ['Regular', 'ScanAdd']);
    const { member } = contextOf(res);
    if (!session || !member) throw httpError(API_ERRORS.signInRequired);
    if (!hasPermission(member, 'ScanAdd', 'YES', deps.config.superUserIDs))
      throw httpError(API_ERRORS.forbidden);
    const body = parseOrThrow(scanAddRequest, req.body);
    await enterScanAddMode(deps, session.accountID, session.id, body.eventID);
    deps.logger.info({ reqId: req.get('x-request-id'), member, eventID: body.eventID }, 'scan mode');
    res.status(204).end();
  });
}
