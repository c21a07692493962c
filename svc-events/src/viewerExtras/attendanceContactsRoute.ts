// Designed call GET /api/events/{id}/attendance/contacts (contracts/src/events/attendanceContacts.ts):
// the emails and phones of an event's attendees for managers (§6 "Any non-NONE level: ... full
// contact and attendance details (emails, phones, organisation) ... spreadsheet download"), for the
// viewer's 'Show emails' dialog and the attendance sheet. A call of its own so the viewer's cached
// attendees JSON stays the same for every reader (events/attendeesCache.ts).
// The members come from the event's attendance records (a LINKED event's are its source's, where
// linked attendance is stored); their details from svc-identity's internal contacts call (src/pocs),
// in batches of its limit, asked in the host's account: svc-identity answers only that account's
// members, so an attendee of another account has no entry (the sheet leaves their cells blank).
import {
  INTERNAL_MEMBER_CONTACTS_LIMIT,
  type AttendanceContactsResponse,
  type InternalMemberContact,
  type MemberReference,
} from '@portal/contracts';
import { Router } from 'express';
import type { Pool } from 'pg';
import { loadVisibleEvent, requireModify } from '../events/access.ts';
import { callerOf, type EventsRouteDeps } from '../events/actor.ts';
import { signInRequired } from '../events/errors.ts';
import { identityUnavailable } from '../pocs/eventReferences.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import { debriefHome } from '../debriefs/debriefRoutes.ts';

export interface AttendanceContactsDeps extends EventsRouteDeps {
  db: Pool;
  /** null: svc-identity not configured (the call answers 503). */
  memberContacts: MemberContactsClient | null;
}

export function attendanceContactsRoutes(deps: AttendanceContactsDeps): Router {
  const router = Router();
  router.get('/api/events/:id/attendance/contacts', async (req, res) => {
    const caller = callerOf(res, deps);
    if (!caller.actor) throw signInRequired();
    const { event, level } = await loadVisibleEvent(deps.db, caller, req.params.id);
    requireModify(level);
    const home = debriefHome(event);
    const rows = await deps.db.query<{ member_type: MemberReference['type']; member_id: string }>(
      `SELECT member_type, member_id FROM events.attendance WHERE account_id = $1 AND event_id = $2
        ORDER BY timestamp, member_type, member_id`,
      [home.accountID, home.id],
    );
    const members = rows.rows.map((r): MemberReference =>
      r.member_type === 'CAPNHQMember'
        ? { type: 'CAPNHQMember', id: Number(r.member_id) }
        : { type: 'CAPProspectiveMember', id: r.member_id },
    );
    const found: InternalMemberContact[] = [];
    if (members.length > 0) {
      if (!deps.memberContacts) throw identityUnavailable();
      for (let i = 0; i < members.length; i += INTERNAL_MEMBER_CONTACTS_LIMIT) {
        const batch = members.slice(i, i + INTERNAL_MEMBER_CONTACTS_LIMIT);
        try {
          found.push(...(await deps.memberContacts.contactsOf(caller.accountID, batch)).found);
        } catch {
          throw identityUnavailable();
        }
      }
    }
    const answer: AttendanceContactsResponse = found.map((c) => ({
      member: c.member,
      name: c.name,
      emails: c.email ? [c.email] : [],
      phones: c.phone ? [c.phone] : [],
    }));
    res.json(answer);
  });
  return router;
}
