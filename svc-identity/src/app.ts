// createApp(deps): the whole HTTP service, built the same way by main.ts, the service tests
// and the Pact provider verification.
import { API_ERRORS, echoBody } from '@portal/contracts';
import {
  httpError,
  jsonBody,
  jsonCompression,
  jsonErrorHandler,
  notFoundHandler,
  parseOrThrow,
  requestLog,
} from '@portal/contracts/server';
import express, { type Express, type RequestHandler } from 'express';
import { pino } from 'pino';
import { accountRouter } from './account/router.ts';
import { discordCodeRouter } from './account/discordCodeRouter.ts';
import { createCaptchaVerifier } from './captcha/index.ts';
import { createFileInfoClient } from './registry/fileInfoClient.ts';
import type { AppDeps, ServiceDeps } from './deps.ts';
import { errorsRouter } from './errors/router.ts';
import { recordServerCrash } from './errors/serverCrash.ts';
import { contextOf, requireContext } from './http/context.ts';
import { requireCsrfToken } from './http/csrf.ts';
import { restrictIncompleteSessions } from './http/sessionGuard.ts';
import { internalContextRouter } from './internal/contextRouter.ts';
import { memberAccountsRouter } from './internal/memberAccountsRouter.ts';
import { memberContactsRouter } from './internal/memberContactsRouter.ts';
import { memberDetailsRouter } from './internal/memberDetailsRouter.ts';
import { flightMembersRouter } from './internal/flightMembersRouter.ts';
import { cadetRecordsRouter } from './cadetRecords/cadetRecordsRouter.ts';
import { cadetRecordEntryRoutes } from './cadetRecords/entryRoutes.ts';
import { mfaEnrolmentRouter } from './mfa/enrolmentRoutes.ts';
import { mfaRouter } from './mfa/router.ts';
import { dummyPasswordHash } from './passwords/hash.ts';
import { registryRouter } from './registry/router.ts';
import { sessionRouter } from './sessions/router.ts';
import { membersRouter } from './members/router.ts';
import { permissionsRouter } from './permissions/router.ts';
import { dutyPositionsRouter } from './dutyPositions/router.ts';
import { flightsRouter } from './flights/router.ts';
import { contactListsRouter } from './contactLists/router.ts';
import { prospectiveRouter } from './prospective/router.ts';
import { eventAccountsRouter } from './eventAccounts/router.ts';
import { signinKeysRouter } from './signinKeys/router.ts';
import { changelogRouter } from './changelog/router.ts';
import { memberImportRouter } from './memberImport/router.ts';
import { notificationsRouter } from './notifications/router.ts';
import { tasksRouter } from './tasks/router.ts';
import { signinRouter } from './signin/router.ts';
import { teamsRouter } from './teams/router.ts';

export type { AppDeps, ServiceDeps } from './deps.ts';

/** Fills in the defaults (logger, captcha, svc-files' file-info client) that routers rely on. */
export function serviceDeps(input: AppDeps): ServiceDeps {
  const logger = input.logger ?? pino({ level: input.config.logLevel, base: { service: 'svc-identity' } });
  return {
    ...input,
    logger,
    captcha: input.captcha ?? createCaptchaVerifier(input.config, input.redis, input.clock),
    fileInfo:
      input.fileInfo ??
      createFileInfoClient({ filesUrl: input.config.filesUrl, contextSecret: input.config.contextSecret }),
  };
}

/** Every /api call happens inside an existing account. */
const requireAccount: RequestHandler = (_req, res, next) => {
  if (!contextOf(res).account) throw httpError(API_ERRORS.accountNotFound);
  next();
};

export function createApp(input: AppDeps): Express {
  const deps = serviceDeps(input);
  // computed now, so the first unknown-username sign-in does not pay for it (and stand out in time)
  void dummyPasswordHash();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(jsonCompression());
  app.use(requestLog(deps.logger));
  // liveness for the supervisor: no data, no context needed
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use(jsonBody({ limit: '1mb' }));
  // the services' internal calls, walked only by /internal requests (not by every /api call)
  const internal = express
    .Router()
    .use(
      requireContext(deps),
      internalContextRouter(deps),
      memberAccountsRouter(deps),
      memberContactsRouter(deps),
      memberDetailsRouter(deps),
      flightMembersRouter(deps),
      cadetRecordsRouter(deps),
      discordCodeRouter(deps),
    );
  const internalOnly: RequestHandler = (req, res, next) => {
    if (req.path === '/internal' || req.path.startsWith('/internal/')) internal(req, res, next);
    else next();
  };
  // its routes stay visible to whoever lists the app's routes (a router's `stack`)
  app.use(Object.assign(internalOnly, { stack: internal.stack }));

  app.use('/api', requireContext(deps), requireAccount, restrictIncompleteSessions, requireCsrfToken(deps));
  app.use(signinRouter(deps));
  app.use(sessionRouter(deps));
  app.use(mfaEnrolmentRouter(deps));
  app.use(mfaRouter(deps));
  app.use(registryRouter(deps));
  app.post('/api/echo', (req, res) => {
    // a JSON object only: an array or a bare value is refused with §5's words, like any call
    const { token: _token, ...body } = parseOrThrow(echoBody, req.body);
    res.json(body);
  });
  app.use(accountRouter(deps));
  app.use(errorsRouter(deps));
  app.use(membersRouter(deps));
  app.use(permissionsRouter(deps));
  app.use(dutyPositionsRouter(deps));
  app.use(flightsRouter(deps));
  app.use(contactListsRouter(deps));
  app.use(prospectiveRouter(deps));
  app.use(eventAccountsRouter(deps));
  app.use(signinKeysRouter(deps));
  app.use(changelogRouter(deps));
  app.use(memberImportRouter(deps));
  app.use(teamsRouter(deps));
  app.use(notificationsRouter(deps));
  app.use(tasksRouter(deps));
  app.use(cadetRecordEntryRoutes(deps));

  app.use(notFoundHandler);
  app.use(
    jsonErrorHandler(deps.logger, { serviceName: 'identity', reportServerError: recordServerCrash(deps) }),
  );
  return app;
}
