// Events spec §6/§7 "Link event": GET /api/events/{id}/linkable (designed: the accounts the
// picker or button offers) and POST /api/events/{eventid}/link/{targetaccount} (returns {id,
// accountID} of the LINKED event made in the target account). The member's accounts and what they
// hold in each come from svc-identity (memberAccountsClient.ts); whether an account is linkable is
// contracts' pure rule (events/links.ts), computed from THAT account's own permissions.
import {
  API_ERRORS,
  EVENT_LINK_MESSAGES,
  linkableAccounts,
  linkEventRequest,
  linkRefusal,
  type LinkableAccountsResponse,
  type LinkRefusal,
  type MemberAccount,
  type MemberReference,
} from '@portal/contracts';
import { HttpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import { loadVisibleEvent } from '../events/access.ts';
import { callerOf, mutatingCaller, type EventsRouteDeps } from '../events/actor.ts';
import { auditActorOf, writeAudit } from '../events/audit.ts';
import { eventNotFound } from '../events/errors.ts';
import { findEvent } from '../events/repository.ts';
import { insertLinkedEvent, linkedAccountIDs } from './linkRepository.ts';
import type { MemberAccountsClient } from './memberAccountsClient.ts';

export interface LinkRouteDeps extends EventsRouteDeps {
  db: Pool;
  /** svc-identity's member accounts (null: not configured, linking answers 503). */
  memberAccounts: MemberAccountsClient | null;
}

/** Account ids as svc-identity allows them (lower case letters, then digits, ...). */
const ACCOUNT_ID = /^[a-z]+[0-9]+[a-z0-9]*$/;

const CODES: Record<LinkRefusal['status'], string> = {
  400: 'VALIDATION',
  403: API_ERRORS.forbidden.code,
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};
const refused = (r: LinkRefusal) => new HttpError(r.status, CODES[r.status], r.message);

async function accountsOf(deps: LinkRouteDeps, accountID: string, member: MemberReference) {
  if (!deps.memberAccounts) throw new HttpError(503, 'UNAVAILABLE', 'Linking is not available');
  return (await deps.memberAccounts.accountsOf(accountID, member)) ?? [];
}

export function linkRoutes(deps: LinkRouteDeps): Router {
  const router = Router();

  router.get('/api/events/:id/linkable', async (req, res) => {
    const caller = callerOf(res, deps);
    const { event, level } = await loadVisibleEvent(deps.db, caller, req.params.id);
    let answer: LinkableAccountsResponse = [];
    // §6 "a LINKED event cannot be linked further", "needs non-NONE permission": nothing to ask
    if (caller.ref && level !== 'NONE' && event.type === 'REGULAR') {
      const [memberAccounts, linked] = await Promise.all([
        accountsOf(deps, caller.accountID, caller.ref),
        linkedAccountIDs(deps.db, event),
      ]);
      answer = linkableAccounts({
        event,
        level,
        member: caller.ref,
        memberAccounts,
        linkedAccountIDs: linked,
        rules: caller.rules,
      });
    }
    res.set('cache-control', 'no-store').json(answer);
  });

  router.post('/api/events/:eventid/link/:targetaccount', async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    parseOrThrow(linkEventRequest, req.body);
    const target = req.params.targetaccount.toLowerCase();
    const stored = await loadVisibleEvent(deps.db, caller, req.params.eventid);
    if (!ACCOUNT_ID.test(target)) throw refused({ status: 404, message: EVENT_LINK_MESSAGES.invalidAccount });
    const memberAccounts: MemberAccount[] =
      stored.level === 'NONE' || stored.event.type === 'LINKED'
        ? [] // refused below without asking svc-identity
        : await accountsOf(deps, caller.accountID, caller.ref);
    const actor = auditActorOf(caller);
    const created = await inTransaction(deps.db, async (client) => {
      // the source's row locked: a concurrent link or delete of it waits for this one
      const source = await findEvent(client, caller.accountID, stored.event.id, true);
      if (!source) throw eventNotFound();
      const refusal = linkRefusal(
        {
          event: source.event,
          level: stored.level,
          member: caller.ref,
          memberAccounts,
          linkedAccountIDs: await linkedAccountIDs(client, source.event),
          rules: caller.rules,
        },
        target,
      );
      if (refusal) throw refused(refusal);
      const name = (id: string) => memberAccounts.find((a) => a.accountID === id)?.accountName ?? id;
      const linked = await insertLinkedEvent(client, {
        source: source.event,
        sourceAccountName: name(caller.accountID),
        targetAccountID: target,
        targetAccountName: name(target),
        linker: caller.ref,
        linkerName: caller.name,
      });
      // §3 Audit item: the target account's log shows who added the link
      await writeAudit(client, linked, actor, { type: 'Add', objectData: linked });
      return linked;
    });
    res.status(201).json({ id: created.id, accountID: created.accountID });
  });
  return router;
}
