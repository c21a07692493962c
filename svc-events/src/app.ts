// createApp(deps): svc-events' HTTP app. Every route sits behind the signed-context check.
import type { Express } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { createServiceApp, type ContextSecret, type HotAnswers } from '@portal/contracts/server';
import { debriefRoutes } from './debriefs/debriefRoutes.ts';
import type { AttendanceListener } from './attendance/attendanceListeners.ts';
import { attendanceRoutes } from './attendance/attendanceRoutes.ts';
import { waitlistPromotedHook } from './waitlist/limitChange.ts';
import { attendanceViewRoutes } from './attendanceView/attendanceViewRoutes.ts';
import { eventReadRoutes } from './events/readRoutes.ts';
import { eventRoutes } from './events/router.ts';
import type { EventMovedDeps } from './events/writeRoutes.ts';
import { feedRoutes } from './feeds/feedRoutes.ts';
import { healthRoutes } from './health/healthRoutes.ts';
import { linkRoutes } from './links/linkRoutes.ts';
import { createMemberAccountsClient, type MemberAccountsClient } from './links/memberAccountsClient.ts';
import { createLogger } from './logger.ts';
import { createFlightMembersClient, type FlightMembersClient } from './orgInfo/flightMembersClient.ts';
import { createMemberDetailsClient, type MemberDetailsClient } from './orgInfo/memberDetailsClient.ts';
import { createMemberContactsClient, type MemberContactsClient } from './pocs/memberContactsClient.ts';
import { createCadetRecordsClient, type CadetRecordsClient } from './promotion/cadetRecordsClient.ts';
import { promotionRoutes } from './promotion/promotionRoutes.ts';
import { attendanceContactsRoutes } from './viewerExtras/attendanceContactsRoute.ts';
import { permissionSlips, resignOnEdit, type PermissionSlipDeps } from './permissionSlips/index.ts';
import { createTeamMembershipClient, type TeamMembershipClient } from './teams/teamMembershipClient.ts';
import type { ViewerChangeFeed } from './events/viewerChangeFeed.ts';

export interface EventsDeps {
  db: Pool;
  /** One key, or the accepted keys during a rotation (the first signs). */
  contextSecret: ContextSecret;
  logger?: Logger;
  /** svc-identity's base URL: every 500 is reported to its error list (platform §2 Error list). */
  identityUrl?: string;
  /** The privileged user(s) of platform §6 (SUPER_USER_IDS): FULL for every event. */
  superUserIDs?: readonly number[];
  /** svc-identity's member accounts, for linking; defaults to the client of identityUrl. */
  memberAccounts?: MemberAccountsClient;
  /** svc-identity's member contacts, for events' internal points of contact; defaults to identityUrl's. */
  memberContacts?: MemberContactsClient;
  /** svc-identity's teams, for an event's teamID; defaults to the client of identityUrl. */
  teamMembership?: TeamMembershipClient;
  /** Run after each committed attendance change (mail, reminders, waitlist); none by default. */
  attendanceListeners?: readonly AttendanceListener[];
  /** Run after a PUT moved an event's meet time (reminders, src/reminders); none by default. */
  onEventMoved?: EventMovedDeps['onEventMoved'];
  /** svc-identity's member details, for the viewer's attendees (src/orgInfo); defaults to identityUrl's. */
  memberDetails?: MemberDetailsClient;
  /** svc-identity's flight members, for flight leaders' attendance view (src/orgInfo); defaults to identityUrl's. */
  flightMembers?: FlightMembersClient;
  /** svc-identity's cadet records, for the promotion calls (src/promotion); defaults to identityUrl's. */
  cadetRecords?: CadetRecordsClient;
  /** The online CAPF 60-80 (src/permissionSlips): its mail, host, limiter, reminders and files; off when absent. */
  permissionSlips?: Pick<
    PermissionSlipDeps,
    'mail' | 'baseURL' | 'limiter' | 'reminders' | 'files' | 'recordRetryDelayMs'
  >;
  /** The database's change notices: the viewer keeps its events in memory while they are heard. */
  viewerChanges?: ViewerChangeFeed;
  /** Where the viewer keeps an answer for a repeated read, served in front of Express (main.ts). */
  hotAnswers?: HotAnswers;
}

export function createApp(deps: EventsDeps): Express {
  const logger = deps.logger ?? createLogger('info');
  return createServiceApp({
    service: 'svc-events',
    contextSecret: deps.contextSecret,
    logger,
    identityUrl: deps.identityUrl,
    routes: (app) => eventsRoutes(app, deps, logger),
  });
}

function eventsRoutes(app: Express, deps: EventsDeps, logger: Logger): void {
  // a request that may write holds the viewer's kept copies off until its change notices are in
  if (deps.viewerChanges) app.use(deps.viewerChanges.trackWrites());
  const identity = deps.identityUrl
    ? { identityUrl: deps.identityUrl, contextSecret: deps.contextSecret }
    : null;
  const teamMembership = deps.teamMembership ?? (identity ? createTeamMembershipClient(identity) : null);
  const memberDetails = deps.memberDetails ?? (identity ? createMemberDetailsClient(identity) : null);
  // the viewer and the audit log first: the most-read call, and no other path matches theirs
  app.use(
    eventReadRoutes({
      db: deps.db,
      contextSecret: deps.contextSecret,
      superUserIDs: deps.superUserIDs ?? [],
      teamMembership,
      memberDetails,
      viewerChanges: deps.viewerChanges ?? null,
      hotAnswers: deps.hotAnswers ?? null,
    }),
  );
  app.use(healthRoutes(deps.db));
  // calendar feeds (/api/calendar/...): a prefix of their own, mounted first all the same
  app.use(
    feedRoutes({ db: deps.db, contextSecret: deps.contextSecret, superUserIDs: deps.superUserIDs ?? [] }),
  );
  // linking (/api/events/{id}/linkable, /api/events/{id}/link/{account}): before the range route
  app.use(
    linkRoutes({
      db: deps.db,
      contextSecret: deps.contextSecret,
      superUserIDs: deps.superUserIDs ?? [],
      memberAccounts:
        deps.memberAccounts ??
        (deps.identityUrl
          ? createMemberAccountsClient({ identityUrl: deps.identityUrl, contextSecret: deps.contextSecret })
          : null),
    }),
  );
  // saving an event checks its internal points of contact and team with svc-identity (src/pocs)
  const memberContacts = deps.memberContacts ?? (identity ? createMemberContactsClient(identity) : null);
  // debriefs and the managers' attendee contacts: before the event routes
  const common = { db: deps.db, contextSecret: deps.contextSecret, superUserIDs: deps.superUserIDs ?? [] };
  app.use(debriefRoutes(common));
  app.use(attendanceContactsRoutes({ ...common, memberContacts }));
  // the online permission slips (/api/events/{id}/permissionslips, /api/permissionslips/sign/...)
  const slips: PermissionSlipDeps | null = deps.permissionSlips
    ? {
        ...common,
        ...deps.permissionSlips,
        memberDetails: deps.memberDetails ?? (identity ? createMemberDetailsClient(identity) : null),
        logger,
      }
    : null;
  if (slips) app.use(permissionSlips(slips));
  const cadetRecords = deps.cadetRecords ?? (identity ? createCadetRecordsClient(identity) : null);
  // attendance (/api/events/{id}/attendance[/bulk]): before the two-segment range route
  app.use(
    attendanceRoutes({
      ...common,
      memberContacts,
      teamMembership,
      cadetRecords,
      attendanceListeners: deps.attendanceListeners ?? [],
      logger,
    }),
  );
  // the attendance view (/api/member/attendance[/group|/{reference}], events §6/§7)
  const flightMembers = deps.flightMembers ?? (identity ? createFlightMembersClient(identity) : null);
  app.use(attendanceViewRoutes({ ...common, flightMembers }));
  // the promotion requirements (/api/member/promotionrequirements/*, events §7; src/promotion)
  app.use(promotionRoutes({ ...common, cadetRecords }));
  app.use(
    eventRoutes({
      db: deps.db,
      contextSecret: deps.contextSecret,
      superUserIDs: deps.superUserIDs ?? [],
      memberContacts,
      teamMembership,
      ...(deps.onEventMoved ? { onEventMoved: deps.onEventMoved } : {}),
      // the permission slips: a changed slip field asks the guardians to sign again
      ...(slips ? { onEventUpdated: resignOnEdit(slips) } : {}),
      // the waitlist: promotions by a raised desiredNumberOfParticipants reach the listeners too
      onWaitlistPromoted: waitlistPromotedHook(deps.attendanceListeners ?? [], logger),
    }),
  );
}
