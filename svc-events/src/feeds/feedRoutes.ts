// Calendar feeds (contracts/src/events/feeds.ts lists the calls). The .ics answers
// need no cookie: calendar apps fetch them on their own. The links are built on the host the
// browser used (the gateway's X-Forwarded-Host/-Proto), which is the account's own host.
import {
  API_ERRORS,
  CALENDAR_FEED_MESSAGES,
  calendarFeedResetRequest,
  FEED_INFO_PATH,
  FEED_RESET_PATH,
  feedOrigin,
  feedTokenOf,
  feedWindow,
  personalFeedPath,
  PUBLIC_FEED_PATH,
  type CalendarFeedResponse,
} from '@portal/contracts';
import { contextOf, httpError, parseOrThrow, signingSecret } from '@portal/contracts/server';
import { Router, type Request, type Response } from 'express';
import type { Pool } from 'pg';
import { callerOf, mutatingCaller, type EventsRouteDeps } from '../events/actor.ts';
import { invalid, signInRequired } from '../events/errors.ts';
import { feedCalendar, type FeedEvent } from './feedCalendar.ts';
import { personalFeedEvents, publicFeedEvents } from './feedQueries.ts';
import { writeIcs } from './ics.ts';
import { ensureFeedToken, memberForFeedToken, resetFeedToken, type PersonalToken } from './tokenStore.ts';

const notFound = () => httpError(API_ERRORS.notFound);

function originOf(req: Request): string {
  const origin = feedOrigin(
    req.get('x-forwarded-proto') ?? req.protocol,
    req.get('x-forwarded-host') ?? req.get('host'),
  );
  if (!origin) throw invalid(CALENDAR_FEED_MESSAGES.badHost);
  return origin;
}

/** The calendar's name: the account's name from the signed context, else its id in upper case. */
function accountName(res: Response): string {
  const context = contextOf(res);
  return context.account?.name.trim() || context.accountID.toUpperCase();
}

function sendIcs(
  res: Response,
  file: string,
  calendar: { name: string; description: string; origin: string; now: number; events: FeedEvent[] },
  cache: 'public' | 'private',
) {
  res
    .status(200)
    .type('text/calendar; charset=utf-8')
    .set('Content-Disposition', `inline; filename="${file}"`)
    // calendar apps poll; a quarter of an hour of staleness is fine, shared caches only for public
    .set('Cache-Control', `${cache}, max-age=900`)
    .send(writeIcs(feedCalendar(calendar)));
}

export function feedRoutes(deps: EventsRouteDeps & { db: Pool }): Router {
  const router = Router();
  const tokens = {
    db: deps.db,
    // links derive from the current secret only: a rotation changes them (tokenStore.ts)
    secret: signingSecret(deps.contextSecret),
    now: () => deps.now?.() ?? Date.now(),
  };

  const links = (origin: string, personal: PersonalToken): CalendarFeedResponse => ({
    publicUrl: `${origin}${PUBLIC_FEED_PATH}`,
    personalUrl: `${origin}${personalFeedPath(personal.token)}`,
    personalCreated: personal.created,
  });

  router.get(PUBLIC_FEED_PATH, async (req, res) => {
    const caller = callerOf(res, deps);
    const origin = originOf(req);
    const name = accountName(res);
    sendIcs(
      res,
      `${caller.accountID}.ics`,
      {
        name,
        description: `Events of ${name}`,
        origin,
        now: caller.rules.now,
        events: await publicFeedEvents(deps.db, caller.accountID, feedWindow(caller.rules.now)),
      },
      'public',
    );
  });

  router.get(FEED_INFO_PATH, async (req, res) => {
    const caller = callerOf(res, deps);
    if (!caller.ref) throw signInRequired();
    const origin = originOf(req);
    res.json(links(origin, await ensureFeedToken(tokens, caller.accountID, caller.ref)));
  });

  router.post(FEED_RESET_PATH, async (req, res) => {
    const caller = mutatingCaller(req, res, deps);
    parseOrThrow(calendarFeedResetRequest, req.body);
    const origin = originOf(req);
    res.json(links(origin, await resetFeedToken(tokens, caller.accountID, caller.ref)));
  });

  router.get(`${FEED_INFO_PATH}/:file`, async (req, res) => {
    const caller = callerOf(res, deps);
    const token = feedTokenOf(String(req.params.file));
    const member = token ? await memberForFeedToken(tokens, caller.accountID, token) : null;
    if (!member) throw notFound();
    const origin = originOf(req);
    const name = accountName(res);
    const window = feedWindow(caller.rules.now);
    sendIcs(
      res,
      `${caller.accountID}-mine.ics`,
      {
        name: `${name}: my events`,
        description: `Events of ${name} you signed up for`,
        origin,
        now: caller.rules.now,
        events: await personalFeedEvents(deps.db, caller.accountID, window, member),
      },
      'private',
    );
  });
  return router;
}
