// Tests only: svc-events' app on a fresh database (test_events_<random>), requests signed as the
// gateway signs them for a chosen viewer (with their CSRF token on modifying calls), and the cast
// of the permission matrices.
import express, { type Express } from 'express';
import type pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import {
  newEventContent,
  type DutyPosition,
  type EventContent,
  type MemberReference,
} from '@portal/contracts';
import { createHotAnswers, inTransaction, type HotAnswers } from '@portal/contracts/server';
import {
  contextToken,
  createServiceDatabase,
  signedRequest,
  testMember,
  viewerContext,
  type TestViewer,
} from '@portal/contracts/testing';
import { createApp, type EventsDeps } from '../app.ts';
import { runMigrations } from '../db/migrations.ts';
import { insertEvent } from '../events/repository.ts';
import { startViewerChangeFeed, type ViewerChangeFeed } from '../events/viewerChangeFeed.ts';
import type { MemberAccountsClient } from '../links/memberAccountsClient.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import { directoryEntry, directoryMemberContacts, directoryTeams } from '../pocs/testing.ts';
import type { TeamMembershipClient } from '../teams/teamMembershipClient.ts';

export const SECRET = 'test-secret-events';
export const SUPER_USER_ID = 520099;
export const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });

export interface Viewer extends TestViewer {
  dutyPositions?: DutyPosition[];
  /** A senior member (default: the test member's, a cadet). */
  seniorMember?: boolean;
}
export type Who = Viewer | 'anonymous';

export const PLAIN: Viewer = { ref: nhq(520002), name: ['Pat', 'Plain'] };
export const DRAFTER: Viewer = {
  ref: nhq(520003),
  permissions: { ManageEvent: 'ADDDRAFTEVENTS' },
  name: ['Dana', 'Drafter'],
};
export const FULL: Viewer = {
  ref: nhq(520004),
  permissions: { ManageEvent: 'FULL' },
  name: ['Fran', 'Full'],
};
export const AUTHOR: Viewer = { ref: nhq(520005), name: ['Abe', 'Author'] };
export const POC: Viewer = { ref: nhq(520006), name: ['Polly', 'Contact'] };
export const COMMANDER: Viewer = {
  ref: nhq(520007),
  dutyPositions: [{ duty: 'Commander', date: 0, expires: null, type: 'NHQ', orgid: 916, assistant: false }],
  name: ['Cora', 'Commander'],
};
export const SUPER: Viewer = { ref: nhq(SUPER_USER_ID), name: ['Sue', 'Super'] };
export const OTHER_ACCOUNT_FULL: Viewer = { ...FULL, accountID: 'md002' };

export function contextFor(who: Who) {
  if (who === 'anonymous') return viewerContext(who);
  return viewerContext(who, {
    dutyPositions: who.dutyPositions ?? [],
    seniorMember: who.seniorMember ?? testMember().seniorMember,
  });
}

export function tokenFor(who: Who): string {
  return contextToken(contextFor(who), SECRET);
}

const HOUR = 3_600_000;

/** A valid §2 form: names, locations, a uniform chosen, times by the §4 defaults from `meet`. */
export function validContent(meet: number, overrides: Partial<EventContent> = {}): EventContent {
  const base = newEventContent(meet);
  return {
    ...base,
    name: 'Squadron meeting',
    meetLocation: 'Hangar 3',
    location: 'Hangar 3',
    pickupLocation: 'Hangar 3',
    meetDateTime: meet,
    startDateTime: meet + 900_000,
    endDateTime: meet + 2.25 * HOUR,
    pickupDateTime: meet + 2.5 * HOUR,
    smuniform: { ...base.smuniform, values: base.smuniform.values.map((_, i) => i === 0) },
    cuniform: { ...base.cuniform, values: base.cuniform.values.map((_, i) => i === 0) },
    ...overrides,
  };
}

export interface EventsHarness {
  app: Express;
  db: pg.Pool;
  /** The database's change notices the app's viewer keeps its copies by (viewerChangeFeed.ts). */
  viewerChanges: ViewerChangeFeed;
  /** The answers kept in front of the app (contracts' hotAnswers.ts), as main.ts serves them. */
  hotAnswers: HotAnswers;
  call(
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    who: Who,
    options?: { token?: string | null },
  ): request.Test;
  /** An event written straight to the database (no audit item), as `author` of `accountID`. */
  seed(content: EventContent, author?: Viewer, accountID?: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * svc-identity's members as the contacts call answers them (src/pocs/testing.ts): the cast above,
 * each in their own account, named 'First Last' with no email or phone stored.
 */
export function castDirectory(): Map<string, ReturnType<typeof directoryEntry>[]> {
  const cast = [PLAIN, DRAFTER, FULL, AUTHOR, POC, COMMANDER, SUPER, OTHER_ACCOUNT_FULL];
  const directory = new Map<string, ReturnType<typeof directoryEntry>[]>();
  for (const who of cast) {
    const account = who.accountID ?? 'md001';
    directory.set(account, [
      ...(directory.get(account) ?? []),
      directoryEntry(who.ref, (who.name ?? []).join(' ')),
    ]);
  }
  return directory;
}

/** The teams svc-identity has by default in the tests: team 0 and 1 in md001, team 0 in md002. */
export const CAST_TEAMS: ReadonlyMap<string, readonly number[]> = new Map([
  ['md001', [0, 1]],
  ['md002', [0]],
]);

export async function createEventsHarness(
  options: {
    memberAccounts?: MemberAccountsClient;
    /** Default: the cast (castDirectory) through the real client over a stand-in (src/pocs/testing.ts). */
    memberContacts?: MemberContactsClient;
    /** Default: CAST_TEAMS through the real client over a stand-in. */
    teamMembership?: TeamMembershipClient;
    /** Run after committed attendance changes and event moves (mail, reminders, waitlist). */
    attendanceListeners?: EventsDeps['attendanceListeners'];
    onEventMoved?: EventsDeps['onEventMoved'];
    /** svc-identity's member details and flight members (src/orgInfo/testing.ts); none by default. */
    memberDetails?: EventsDeps['memberDetails'];
    flightMembers?: EventsDeps['flightMembers'];
    /** svc-identity's cadet records (src/promotion/testing.ts); none by default (the calls answer 503). */
    cadetRecords?: EventsDeps['cadetRecords'];
    /** The online permission slips (src/permissionSlips); off by default. */
    permissionSlips?: EventsDeps['permissionSlips'];
    /**
     * Default true: each request first waits until the notices of every write committed before it
     * are in, as if the tests' own SQL writes came through the app. False: the app as deployed
     * (a write made outside its requests shows once its notice arrives).
     */
    fenceRequests?: boolean;
  } = {},
): Promise<EventsHarness> {
  const database = await createServiceDatabase('events', runMigrations, 4);
  const db = database.db;
  const viewerChanges = startViewerChangeFeed({ connection: { connectionString: database.url } });
  await viewerChanges.ready;
  const hotAnswers = createHotAnswers({ contextSecret: SECRET });
  const service = createApp({
    db,
    contextSecret: SECRET,
    hotAnswers,
    logger: pino({ level: 'silent' }),
    superUserIDs: [SUPER_USER_ID],
    // svc-identity's member accounts for linking (src/links/testing.ts; the real call is a Pact)
    ...(options.memberAccounts ? { memberAccounts: options.memberAccounts } : {}),
    // svc-identity's member contacts and teams for saving events (src/pocs; the real calls are Pacts)
    memberContacts: options.memberContacts ?? directoryMemberContacts(castDirectory()),
    teamMembership: options.teamMembership ?? directoryTeams(CAST_TEAMS),
    ...(options.attendanceListeners ? { attendanceListeners: options.attendanceListeners } : {}),
    ...(options.onEventMoved ? { onEventMoved: options.onEventMoved } : {}),
    ...(options.memberDetails ? { memberDetails: options.memberDetails } : {}),
    ...(options.flightMembers ? { flightMembers: options.flightMembers } : {}),
    ...(options.cadetRecords ? { cadetRecords: options.cadetRecords } : {}),
    ...(options.permissionSlips ? { permissionSlips: options.permissionSlips } : {}),
    viewerChanges,
  });
  // in front of the app as main.ts serves it: a repeated read answered before Express
  const app = express();
  if (options.fenceRequests !== false)
    app.use((_req, _res, next) => void viewerChanges.fence().then(() => next()));
  app.use(hotAnswers.handle);
  app.use(service);
  return {
    app,
    db,
    viewerChanges,
    hotAnswers,
    call: (method, url, who, options = {}) =>
      signedRequest(request(app)[method](url), method, contextFor(who), SECRET, options.token),
    seed: (content, author = AUTHOR, accountID = 'md001') =>
      inTransaction(
        db,
        async (client) =>
          (await insertEvent(client, accountID, content, author.ref, (author.name ?? []).join(' '))).id,
      ),
    close: async () => {
      await viewerChanges.close();
      await database.close();
    },
  };
}
