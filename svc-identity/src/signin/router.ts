// GET /api/token, GET /api/captcha, POST /api/signin, GET /api/check.
import {
  API_ERRORS,
  isSuperUser,
  normaliseUsername,
  SIGNIN_MESSAGES,
  signinCodeFor,
  signinRequest,
  type CheckResponse,
  type SigninResponse,
} from '@portal/contracts';
import { csrfTokenFor, httpError, encodedJson, parseOrThrow } from '@portal/contracts/server';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { contextOf } from '../http/context.ts';
import { setSessionCookie } from '../sessions/cookie.ts';
import { endSession } from '../sessions/store.ts';
import { attemptSignin, type SigninOutcome } from './signin.ts';
import { createHashGate } from '../passwords/hashGate.ts';
import { signatureTokenValid } from '../signinKeys/signatureToken.ts';
import { knownDevice, setDeviceCookie } from '../limits/deviceCookie.ts';
import { createSigninLimits, type Admission, type SigninAttemptKey } from '../limits/signinLimits.ts';

const CHECK_HEADERS = [
  'Content-Type',
  'application/json; charset=utf-8',
  'Cache-Control',
  'no-store',
  'Vary',
  'Accept-Encoding',
];

export function signinRouter(deps: ServiceDeps): Router {
  const router = Router();
  const limits = createSigninLimits(deps.redis, deps.config);
  const hashGate = createHashGate(deps.config.signinHashConcurrency, deps.config.signinQueueMax, {
    maxWaitMs: deps.config.signinMaxWaitMs,
  });
  const refuseBusy = (res: Response): never => {
    deps.logger.warn(hashGate.load(), 'sign-in refused: hash queue full');
    res.set('retry-after', String(hashGate.retryAfterSeconds()));
    throw httpError(API_ERRORS.signinBusy);
  };

  router.get('/api/token', (_req, res) => {
    const context = contextOf(res);
    res.json({
      token: csrfTokenFor(
        { sessionID: context.session?.id ?? null, accountID: context.accountID },
        deps.config.contextSecret,
      ),
    });
  });

  router.get('/api/captcha', async (_req, res) => {
    res.set('cache-control', 'no-store');
    res.json({ type: deps.captcha.type, challenge: await deps.captcha.challenge() });
  });

  router.post('/api/signin', async (req, res) => {
    const body = parseOrThrow(signinRequest, req.body);
    const context = contextOf(res);
    if (!context.account) throw httpError(API_ERRORS.accountNotFound);
    // The captcha comes before the rate limit, so locking a known username out costs the attacker a
    // solved proof of work per attempt. A Signature token (trusted clients, src/signinKeys) stands in
    // for the captcha when a registered key covering this account and user signed a fresh nonce.
    const captchaSolved =
      body.token.type === 'Recaptcha'
        ? await deps.captcha.verify(body.token.response)
        : await signatureTokenValid(deps, context.accountID, body.username, body.token);
    // A place in the hash gate is taken before the attempt is counted, so a busy night never locks
    // a member out; taken at once (not checked, then taken after the count's await), so two
    // simultaneous sign-ins cannot both pass a check and one of them be refused after counting.
    const place = captchaSolved ? hashGate.enter() : null;
    if (captchaSolved && !place) refuseBusy(res);
    let outcome: SigninOutcome = { result: 'TokenInvalid', message: SIGNIN_MESSAGES.tokenInvalid };
    const usernameKey = normaliseUsername(body.username);
    const attemptKey: SigninAttemptKey = {
      accountID: context.accountID,
      usernameKey,
      address: clientAddress(req, deps.config.trustedProxyHops),
      device: knownDevice(req, deps.config, { accountID: context.accountID, usernameKey }),
    };
    let admission: Admission | null = null;
    try {
      admission = place ? await limits.admit(attemptKey) : null;
      if (admission && !admission.ok) {
        res.set('retry-after', String(admission.retryAfterSeconds));
        throw httpError(API_ERRORS.rateLimited);
      }
      if (place) {
        const gated = await place.run(
          () =>
            attemptSignin(deps, {
              accountID: context.accountID,
              username: body.username,
              password: body.password,
            }),
          // the gateway gave up on this member (or the browser left): nobody would read the answer
          () => !req.socket.destroyed && !res.writableEnded,
        );
        if (!gated.ran) return;
        outcome = gated.value;
      }
    } finally {
      place?.leave();
    }
    if (outcome.session) {
      // a new id at every sign-in: whatever session the browser had before ends now
      if (context.session) await endSession(deps, context.accountID, context.session.id);
      setSessionCookie(res, deps.config, outcome.session);
    }
    // only a wrong username or password is a failure; any other result proved the password
    if (admission?.ok) await limits.settle(attemptKey, admission, outcome.result !== 'IncorrectCredentials');
    if (outcome.result === 'None') setDeviceCookie(res, deps.config, attemptKey);
    const response: SigninResponse = {
      result: outcome.result,
      code: signinCodeFor(outcome.result),
      ...(outcome.message ? { message: outcome.message } : {}),
      ...(outcome.member ? { member: outcome.member } : {}),
      ...(outcome.session ? { sessionType: outcome.session.type } : {}),
    };
    res.set('cache-control', 'no-store').json(response);
  });

  // Answered from the signed context alone: the gateway resolved the session for this request.
  // The same context gets the same answer, so it is kept in front of Express for a repeated call.
  router.get('/api/check', (req, res) => {
    const { session, member } = contextOf(res);
    let body: CheckResponse;
    if (!session) body = { error: 'INVALID_SESSION_ID', member: null };
    else if (session.type === 'MFAInProgress')
      body = { error: 'ACCOUNT_USES_MFA', member: null, sessionType: session.type };
    else if (session.type === 'PasswordReset')
      body = { error: 'PASSWORD_EXPIRED', member: null, sessionType: session.type };
    else if (!member) body = { error: 'INVALID_SESSION_ID', member: null };
    else
      body = {
        error: 'NONE',
        member,
        sessionType: session.type,
        ...(isSuperUser(member, deps.config.superUserIDs) ? { superUser: true } : {}),
      };
    const { encoding, body: bytes } = encodedJson(req, Buffer.from(JSON.stringify(body)));
    const headers =
      encoding === 'identity' ? CHECK_HEADERS : [...CHECK_HEADERS, 'Content-Encoding', encoding];
    deps.hotAnswers?.keep(req, { headers, body: bytes, holds: () => true });
    res.writeHead(200, [...headers, 'Content-Length', String(bytes.length)]);
    res.end(bytes);
  });

  return router;
}
