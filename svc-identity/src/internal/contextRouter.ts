// GET /internal/context: how the gateway resolves account + session once per request
// (headers x-account-id, x-session-id). A session counts only in the account it was made in.
import type { InternalContextResponse, Member } from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { loadAccount } from '../accounts/repository.ts';
import { loadMember } from '../members/repository.ts';
import { resolveSessionCookie } from '../sessions/store.ts';

export function internalContextRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.get('/internal/context', async (req, res) => {
    const accountID = (req.get('x-account-id') ?? '').toLowerCase();
    const sessionID = req.get('x-session-id') ?? '';
    const answer: InternalContextResponse = { account: null, session: null, member: null };
    const account = accountID ? await loadAccount(deps.pool, accountID) : null;
    if (account) {
      answer.account = account;
      const session = sessionID ? await resolveSessionCookie(deps, account.id, sessionID) : null;
      if (session) {
        answer.session = {
          id: session.id,
          type: session.type,
          expires: session.expires.getTime(),
          // events §7 scan mode: services let a ScanAdd session add attendance to this event only
          ...(session.scanAddEventID !== null ? { scanAddEventID: session.scanAddEventID } : {}),
        };
        // half-finished sign-ins (MFAInProgress, PasswordReset) carry no member: nobody may act as it
        let member: Member | null = null;
        if (session.type === 'Regular' || session.type === 'ScanAdd') {
          member = await loadMember(deps.pool, account.id, session.member, deps.clock());
        }
        answer.member = member;
        if (!member && (session.type === 'Regular' || session.type === 'ScanAdd')) answer.session = null;
      }
    }
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
