// POST /internal/discord/{discordID}/code: the Discord bot's side of binding a chat-service id.
// Service to service only (app.ts's signed-context check on /internal; the gateway never routes
// /internal): the bot asks for a code for the Discord user who wants to bind, shows it to that user
// alone, and the member types it into /registerdiscord/{discordID} (contracts/src/account/discordCode.ts).
import {
  API_ERRORS,
  discordID as discordIDSchema,
  parseBody,
  type InternalDiscordCodeResponse,
} from '@portal/contracts';
import { Router } from 'express';
import { loadAccount } from '../accounts/repository.ts';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { sendError } from '../http/errors.ts';
import { issueDiscordCode } from './discordCodes.ts';

export function discordCodeRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.post('/internal/discord/:discordID/code', async (req, res) => {
    const parsed = parseBody(discordIDSchema, req.params.discordID);
    if (!parsed.ok) {
      res.status(400).json(parsed.error);
      return;
    }
    const account = await loadAccount(deps.pool, contextOf(res).accountID);
    if (!account) {
      sendError(res, API_ERRORS.accountNotFound);
      return;
    }
    const issued: InternalDiscordCodeResponse = await issueDiscordCode(deps, account.id, parsed.value);
    deps.logger.info({ accountID: account.id }, 'discord code issued');
    res.set('cache-control', 'no-store').json(issued);
  });
  return router;
}
