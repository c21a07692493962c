// Provider states of the pacts whose provider is svc-events (names and session ids in
// @portal/contracts/testing, shared with the consumers). Every interaction starts from an empty
// events schema (reset() before each one), so event numbers are the same every time (the first event of md001 is 1); the
// viewer states choose who the request filter signs the context for (the session id they hand out
// is also the cookie value the consumer sends).
import {
  emptyCadetRows,
  type InternalCadetRecords,
  type InternalMemberDetails,
  type MemberAccount,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import {
  EVENTS_CUSTOM_FIELDS,
  EVENTS_DEBRIEF_TIME,
  EVENTS_SESSIONS,
  EVENTS_STATES,
} from '@portal/contracts/testing';
import type { Pool } from 'pg';
import { writeAudit } from '../events/audit.ts';
import { ensureFeedToken } from '../feeds/tokenStore.ts';
import { slipProviderStates } from '../permissionSlips/providerStates.ts';
import { findEvent } from '../events/repository.ts';
import { insertLinkedEvent } from '../links/linkRepository.ts';
import { membership, memberKey } from '../links/testing.ts';
import {
  AUTHOR,
  contextFor,
  FULL,
  PLAIN,
  SECRET,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';

const DAY = 86_400_000;

/** Events §6 attendance view: a member with AttendanceView OTHER (sees any member and the group). */
const ATTENDANCE_VIEWER: Viewer = {
  ref: { type: 'CAPNHQMember', id: 520040 },
  name: ['Vera', 'Viewer'],
  permissions: { AttendanceView: 'OTHER' },
};

/** Events §6 reports widget: PromotionManagement FULL (reads /member/promotionrequirements/account). */
const PROMOTION_MANAGER: Viewer = {
  ref: { type: 'CAPNHQMember', id: 520041 },
  name: ['Paula', 'Promotions'],
  permissions: { PromotionManagement: 'FULL' },
};

/** Events §6 "Senior members see no promotion panel on home": a senior member without permissions. */
const SENIOR: Viewer = {
  ref: { type: 'CAPNHQMember', id: 520042 },
  name: ['Sam', 'Senior'],
  seniorMember: true,
};

/** The viewers of the pacts, by the session id the states hand out (also the cookie value). */
export const PACT_VIEWERS: Record<string, Viewer> = {
  [EVENTS_SESSIONS.manager]: FULL,
  [EVENTS_SESSIONS.member]: PLAIN,
  [EVENTS_SESSIONS.attendanceViewer]: ATTENDANCE_VIEWER,
  [EVENTS_SESSIONS.promotionManager]: PROMOTION_MANAGER,
  [EVENTS_SESSIONS.senior]: SENIOR,
};

export interface PactScope {
  who: Who;
  /**
   * svc-identity's member accounts (the provider's stand-in reads it, see directoryMemberAccounts):
   * member string form -> memberships. Every member is in md001 with their own permissions.
   */
  directory: Map<string, MemberAccount[]>;
  /**
   * svc-identity's cadet records (the provider's stand-in reads it, src/promotion/testing.ts):
   * accountID -> members with their raw CAPWATCH rows. Empty unless a state fills it.
   */
  cadetRecords: Map<string, InternalCadetRecords[]>;
  /**
   * svc-identity's member details (src/orgInfo/testing.ts reads it): accountID -> members. The
   * permission slip states put their cadet with a parent's address here.
   */
  memberDetails: Map<string, InternalMemberDetails[]>;
}

/** A CAPWATCH date ('M/D/YYYY', UTC) `days` before now, as the member import stores it. */
function capwatchDaysAgo(days: number): string {
  const t = new Date(Date.now() - days * DAY);
  return `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()}`;
}

/** The directory every interaction starts from: each pact viewer a member of md001 only. */
export function baseDirectory(): Map<string, MemberAccount[]> {
  return new Map(
    Object.values(PACT_VIEWERS).map((v) => [memberKey(v.ref), [membership('md001', v.permissions ?? {})]]),
  );
}

/** Empties every table of the events schema (not the migrations' bookkeeping) and the counters. */
export async function resetEvents(db: Pool): Promise<void> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'events' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'pgmigrations%'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((r) => `events."${r.table_name.replace(/"/g, '""')}"`).join(', ');
  await db.query(`TRUNCATE ${tables} CASCADE`);
}

export function providerStates(h: Pick<EventsHarness, 'db' | 'seed'>, scope: PactScope) {
  /** md001's event 1: a confirmed recurring meeting in two days, shown in upcoming lists. */
  async function seedEvent(name = 'Summer Bivouac'): Promise<{ eventID: number; meet: number }> {
    const meet = Date.now() + 2 * DAY;
    const base = validContent(meet);
    const eventID = await h.seed(
      {
        ...base,
        name,
        subtitle: 'Two days in the woods',
        status: 'CONFIRMED',
        memberComments: 'Members only note',
        showUpcoming: true,
        activity: { ...base.activity, values: base.activity.labels.map((l) => l === 'Recurring Meeting') },
      },
      AUTHOR,
    );
    return { eventID, meet };
  }

  const signIn = (sessionID: string) => async () => {
    scope.who = PACT_VIEWERS[sessionID]!;
    return { sessionID };
  };

  return {
    [EVENTS_STATES.manager]: signIn(EVENTS_SESSIONS.manager),
    [EVENTS_STATES.member]: signIn(EVENTS_SESSIONS.member),
    [EVENTS_STATES.attendanceViewer]: signIn(EVENTS_SESSIONS.attendanceViewer),
    [EVENTS_STATES.promotionManager]: signIn(EVENTS_SESSIONS.promotionManager),
    [EVENTS_STATES.senior]: signIn(EVENTS_SESSIONS.senior),
    [EVENTS_STATES.noSession]: async () => {
      scope.who = 'anonymous';
      return {};
    },
    [EVENTS_STATES.event]: async () => {
      const { eventID, meet } = await seedEvent();
      return { eventID, rangeStart: meet - DAY, rangeEnd: meet + DAY };
    },
    // an Add by the author, then the Modify of its name by the manager (as the routes write them)
    [EVENTS_STATES.audited]: async () => {
      const { eventID } = await seedEvent('Summer camp');
      await inTransaction(h.db, async (client) => {
        const stored = await findEvent(client, 'md001', eventID);
        const event = stored!.event;
        const at = (who: Viewer, now: number) => ({ ref: who.ref, name: (who.name ?? []).join(' '), now });
        await writeAudit(client, event, at(AUTHOR, Date.now() - DAY), { type: 'Add', objectData: event });
        await client.query(
          "UPDATE events.events SET name = 'Summer Bivouac' WHERE account_id = 'md001' AND id = $1",
          [eventID],
        );
        await writeAudit(client, event, at(FULL, Date.now()), {
          type: 'Modify',
          changes: { name: { oldValue: 'Summer camp', newValue: 'Summer Bivouac' } },
        });
      });
      return { eventID };
    },
    // svc-identity says the manager is also in md000 'Maryland Wing' with ManageEvent FULL there
    [EVENTS_STATES.managesWing]: async () => {
      scope.directory.set(memberKey(FULL.ref), [
        membership('md001', FULL.permissions ?? {}),
        membership('md000', { ManageEvent: 'FULL' }),
      ]);
      return {};
    },
    // after 'event 1 exists': its LINKED copy is md000's event 1, linked by the manager
    [EVENTS_STATES.linkedToWing]: async () => {
      await inTransaction(h.db, (client) =>
        insertLinkedEvent(client, {
          source: { accountID: 'md001', id: 1 },
          sourceAccountName: 'Composite Squadron 1',
          targetAccountID: 'md000',
          targetAccountName: 'Maryland Wing',
          linker: FULL.ref,
          linkerName: (FULL.name ?? []).join(' '),
        }),
      );
      return {};
    },
    // debriefs and the managers' attendee contacts (src/debriefs, src/viewerExtras)
    [EVENTS_STATES.ended]: async () => {
      const meet = Date.now() - 2 * DAY;
      await h.db.query(
        `UPDATE events.events SET meet_date_time = $2::bigint, start_date_time = $2::bigint + 900000,
           end_date_time = $2::bigint + 8100000, pickup_date_time = $2::bigint + 9000000
         WHERE account_id = 'md001' AND id = $1`,
        [1, meet],
      );
      return {};
    },
    [EVENTS_STATES.debriefed]: async () => {
      const item = {
        debriefText: 'Good drill',
        publicView: false,
        memberName: (PLAIN.name ?? []).join(' '),
        memberRef: PLAIN.ref,
        timeSubmitted: EVENTS_DEBRIEF_TIME,
      };
      await h.db.query("UPDATE events.events SET debrief = $2 WHERE account_id = 'md001' AND id = $1", [
        1,
        JSON.stringify([item]),
      ]);
      return {};
    },
    // the waitlist (src/waitlist): one place, taken by the manager
    [EVENTS_STATES.customFields]: async () => {
      await h.db.query(
        `UPDATE events.events SET details = details || $1::jsonb WHERE account_id = 'md001' AND id = 1`,
        [
          JSON.stringify({
            signUpPartTime: true,
            transportationProvided: true,
            transportationDescription: 'Van from the hangar',
            customAttendanceFields: EVENTS_CUSTOM_FIELDS,
          }),
        ],
      );
      // a shift inside the event (meet + 30 min to pickup - 15 min) for the consumers' requests
      const { rows } = await h.db.query<{ meet: string; pickup: string }>(
        `SELECT meet_date_time AS meet, pickup_date_time AS pickup FROM events.events
          WHERE account_id = 'md001' AND id = 1`,
      );
      return {
        arrivalTime: Number(rows[0]!.meet) + 30 * 60_000,
        departureTime: Number(rows[0]!.pickup) - 15 * 60_000,
      };
    },
    [EVENTS_STATES.full]: async () => {
      await h.db.query(
        `UPDATE events.events SET details = jsonb_set(details, '{desiredNumberOfParticipants}', '1')
          WHERE account_id = 'md001' AND id = 1`,
      );
      await h.db.query(
        `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
           status, source_account_id, source_event_id)
         VALUES ('md001', 1, 'CAPNHQMember', $1, $2, $3, 'COMMITTEDATTENDED', 'md001', 1)`,
        [String(FULL.ref.id), (FULL.name ?? []).join(' '), Date.now() - DAY],
      );
      return {};
    },
    // after 'event 1 is full': the member signed up later and waits for a place (position 1)
    [EVENTS_STATES.waiting]: async () => {
      const now = Date.now();
      await h.db.query(
        `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
           status, source_account_id, source_event_id, waitlisted_at)
         VALUES ('md001', 1, 'CAPNHQMember', $1, $2, $3, 'COMMITTEDATTENDED', 'md001', 1, $3)`,
        [String(PLAIN.ref.id), (PLAIN.name ?? []).join(' '), now],
      );
      return {};
    },
    // the promotion panel (events §7 /currentuser): the member (520002, a cadet in contextFor) has
    // Curry and Arnold approved (the last 70 days ago), Feik in progress with the oath and
    // leadership done, a passed fitness test 30 days ago and an orientation flight
    [EVENTS_STATES.cadetRecords]: async () => {
      const capid = String(PLAIN.ref.id);
      const member = contextFor(PLAIN).member!;
      scope.cadetRecords.set('md001', [
        {
          member,
          rows: {
            ...emptyCadetRows(),
            CadetAchvAprs: [
              { CAPID: capid, CadetAchvID: '1', Status: 'APR', DateMod: capwatchDaysAgo(150) },
              { CAPID: capid, CadetAchvID: '2', Status: 'APR', DateMod: capwatchDaysAgo(70) },
              // the achievement in progress, as the import lists it (incomplete)
              { CAPID: capid, CadetAchvID: '3', Status: 'INC', DateMod: capwatchDaysAgo(20) },
            ],
            CadetAchv: [
              { CAPID: capid, CadetAchvID: '3', CadetOath: '1', LeadLabDateP: capwatchDaysAgo(20) },
            ],
            CadetHFZInformation: [{ CAPID: capid, DateTaken: capwatchDaysAgo(30), IsPassed: 'True' }],
            OFlight: [{ CAPID: capid, Syllabus: '6', FltDate: capwatchDaysAgo(100) }],
          },
        },
      ]);
      return {};
    },
    // the personal calendar feed (a calendar program fetches it without a cookie): the member's
    // token, made as GET /api/calendar/feed makes it; returns { file } ('{token}.ics')
    [EVENTS_STATES.feedLink]: async () => {
      const deps = { db: h.db, secret: SECRET, now: () => Date.now() };
      const { token } = await ensureFeedToken(deps, 'md001', PLAIN.ref);
      return { file: `${token}.ics` };
    },
    // the online permission slips (src/permissionSlips/providerStates.ts)
    ...slipProviderStates(h, scope),
    [EVENTS_STATES.attended]: async () => {
      await h.db.query(
        `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
           status, source_account_id, source_event_id)
         VALUES ('md001', 1, 'CAPNHQMember', $1, $2, $3, 'COMMITTEDATTENDED', 'md001', 1)`,
        [String(PLAIN.ref.id), (PLAIN.name ?? []).join(' '), Date.now()],
      );
      return {};
    },
  };
}
