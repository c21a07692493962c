// POST /internal/discord/{discordID}/code: the Discord bot's side of binding a chat-service id.
// Service to service only (app.ts's signed-context check on /internal; the gateway never routes
// /internal): the bot asks for a code for the Discord user who wants to bind, shows it to that user
// alone, and the member types it into /registerdiscord/{discordID} (contracts/src/account/discordCode.ts).
import {
  API_ERRORS,
  discordID as discordIDSchema,
  type InternalDiscordCodeResponse,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import { loadAccount } from '../accounts/repository.ts';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { issueDiscordCode } from './discordCodes.ts';

export function discordCodeRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.post('/internal/discord/:discordID/code', async (req, res) => {
    const discordID = parseOrThrow(discordIDSchema, req.params.discordID);
    const account = await loadAccount(deps.pool, contextOf(res).accountID);
    if (!account) throw httpError(API_ERRORS.accountNotFound);
    const issued: InternalDiscordCodeResponse = await issueDiscordCode(deps, account.id, discordID);
    deps.logger.info({ accountID: account.id }, 'discord code issued');
    res.set('cache-control', 'no-store').json(issued);
  });
  return router;
}
