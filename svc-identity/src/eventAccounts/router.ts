// POST /api/events/account/ (platform §7 "events (account)"): create a special event account.
// The gateway sends /api/events/account* here (svc-identity owns accounts), the rest of /api/events
// to svc-events.
import {
  API_ERRORS,
  createEventAccountRequest,
  eventAccountErrors,
  mayCreateEventAccount,
  type CreateEventAccountResponse,
} from '@portal/contracts';
import { httpError, HttpError, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { requireMember, signedInMember } from '../http/permissions.ts';
import { createEventAccount } from './create.ts';

export function eventAccountsRouter(deps: ServiceDeps): Router {
  const router = Router();

  router.post(['/api/events/account', '/api/events/account/'], requireMember, async (req, res) => {
    const member = signedInMember(res)!;
    const account = contextOf(res).account!;
    if (!mayCreateEventAccount(member, account, deps.config.superUserIDs))
      throw httpError(API_ERRORS.forbidden);
    const body = parseOrThrow(createEventAccountRequest, req.body);
    const errors = Object.values(eventAccountErrors(body, account.id));
    if (errors.length > 0) throw new HttpError(400, 'VALIDATION', errors[0]!, errors);
    const created: CreateEventAccountResponse = await createEventAccount(deps, account, member, {
      id: body.accountID.trim(),
      name: body.accountName.trim(),
      event: body.event === undefined || body.event === null ? null : String(body.event),
    });
    res.json(created);
  });

  return router;
}
