// Member account calls (platform §7 "member account"): account request and setup, username
// reminder, password reset, chat-service registration, own login info. Paths are absolute, so the
// router is mounted at the app root: app.use(accountRouter(deps)).
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  API_ERRORS,
  discordID as discordIDSchema,
  finishPasswordResetRequest,
  finishSetupRequest,
  registerDiscordRequest,
  requestAccountRequest,
  requestPasswordResetRequest,
  requestUsernameRequest,
  type AccountSignedInResponse,
  type RequestContext,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router, type Request, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { clientNetwork } from '../http/clientAddress.ts';
import { contextOf } from '../http/context.ts';
import { setSessionCookie } from '../sessions/cookie.ts';
import { TOO_MANY_REQUESTS } from '../errors/fixedWindow.ts';
import { createMailLimits, type MailFlow } from '../limits/mailLimits.ts';
import { finishPasswordReset, finishSetup, type SignedIn } from './finishFlows.ts';
import { spendDiscordCode } from './discordCodes.ts';
import { memberAccountInfo, registerDiscord } from './memberAccount.ts';
import { requestAccount, requestPasswordReset, requestUsername, type FlowResult } from './requestFlows.ts';

const BASE = '/api/member/account';

export type AccountDeps = ServiceDeps;

const DISCORD_CODE_INVALID = {
  status: 400,
  code: ACCOUNT_ERROR_CODES.discordCodeInvalid,
  message: ACCOUNT_MESSAGES.discordCodeInvalid,
} as const;

function signedInMember(context: RequestContext) {
  return context.session?.type === 'Regular' && context.member ? context.member : null;
}

export function accountRouter(deps: ServiceDeps): Router {
  const router = Router();

  // each mail flow has its own per-address limit (limits/mailLimits.ts): one used up leaves the others open
  const takeMailRequest = createMailLimits(deps.redis, deps.config);

  /** Caps a mail-sending flow's calls per address; 429 with retry-after when over. */
  async function takeMailLimit(flow: MailFlow, req: Request, res: Response): Promise<void> {
    const retryAfterSeconds = await takeMailRequest(flow, clientNetwork(req, deps.config.trustedProxyHops));
    if (retryAfterSeconds === null) return;
    res.set('retry-after', String(retryAfterSeconds));
    throw httpError(TOO_MANY_REQUESTS);
  }

  function answer(res: Response, result: FlowResult): void {
    if (!result.ok) throw httpError(result.error);
    res.status(204).end();
  }

  function answerSignedIn(res: Response, result: FlowResult<SignedIn>): void {
    if (!result.ok) throw httpError(result.error);
    if (result.value.session) setSessionCookie(res, deps.config, result.value.session);
    res.json({ result: 'Ok', sessionType: result.value.sessionType } satisfies AccountSignedInResponse);
  }

  router.post(`${BASE}/capnhq/requestaccount`, async (req, res) => {
    const body = parseOrThrow(requestAccountRequest, req.body);
    await takeMailLimit('accountRequest', req, res);
    answer(res, await requestAccount(deps, contextOf(res).accountID, body));
  });

  router.post(`${BASE}/capnhq/requestusername`, async (req, res) => {
    const body = parseOrThrow(requestUsernameRequest, req.body);
    await takeMailLimit('usernameRequest', req, res);
    answer(res, await requestUsername(deps, contextOf(res).accountID, body));
  });

  router.post(`${BASE}/requestpasswordreset`, async (req, res) => {
    const body = parseOrThrow(requestPasswordResetRequest, req.body);
    await takeMailLimit('passwordReset', req, res);
    answer(res, await requestPasswordReset(deps, contextOf(res).accountID, body));
  });

  router.post(`${BASE}/finishsetup`, async (req, res) => {
    const body = parseOrThrow(finishSetupRequest, req.body);
    answerSignedIn(res, await finishSetup(deps, contextOf(res).accountID, body));
  });

  router.post(`${BASE}/finishpasswordreset`, async (req, res) => {
    const body = parseOrThrow(finishPasswordResetRequest, req.body);
    answerSignedIn(res, await finishPasswordReset(deps, contextOf(res).accountID, body));
  });

  router.post(`${BASE}/registerdiscord/:discordID`, async (req, res) => {
    const context = contextOf(res);
    const member = signedInMember(context);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    const discordID = parseOrThrow(discordIDSchema, req.params.discordID);
    const body = parseOrThrow(registerDiscordRequest, req.body);
    // proof from the Discord side: the code the bot showed that Discord user (discordCodes.ts)
    if (!(await spendDiscordCode(deps, context.accountID, discordID, body.code))) {
      throw httpError(DISCORD_CODE_INVALID);
    }
    answer(res, await registerDiscord(deps, context.accountID, member, discordID));
  });

  router.get(BASE, async (_req, res) => {
    const context = contextOf(res);
    const member = signedInMember(context);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    const info = await memberAccountInfo(deps, context.accountID, member);
    if (!info) throw httpError(API_ERRORS.notFound);
    res.json(info);
  });

  return router;
}
