// The viewer's extra reads: attendance records (one query) and events of other accounts linked to
// this one (one query). Member details and organisation information of attendees come with the
// attendance calls of issue 7; until then they are null (the schema's "not shown").
import type { LinkedEventSummary, MemberReference, ViewerData } from '@portal/contracts';
import type { Pool } from 'pg';

interface AttendanceRow {
  member_type: MemberReference['type'];
  member_id: string;
  member_name: string;
  timestamp: string;
  status: ViewerData['attendees'][number]['record']['status'];
  comments: string;
  arrival_time: string | null;
  departure_time: string | null;
  plan_to_use_cap_transportation: boolean;
  can_use_photos: boolean;
  custom_attendance_field_values: ViewerData['attendees'][number]['record']['customAttendanceFieldValues'];
  summary_email_sent: boolean;
  source_account_id: string;
  source_event_id: number;
}

const memberRef = (type: MemberReference['type'], id: string): MemberReference =>
  type === 'CAPNHQMember' ? { type, id: Number(id) } : ({ type, id } as MemberReference);

export async function readAttendees(
  db: Pool,
  accountID: string,
  eventID: number,
): Promise<ViewerData['attendees']> {
  const result = await db.query<AttendanceRow>(
    'SELECT * FROM events.attendance WHERE account_id = $1 AND event_id = $2 ORDER BY timestamp',
    [accountID, eventID],
  );
  return result.rows.map((row) => ({
    record: {
      timestamp: Number(row.timestamp),
      memberID: memberRef(row.member_type, row.member_id),
      memberName: row.member_name,
      status: row.status,
      comments: row.comments,
      shiftTime:
        row.arrival_time === null || row.departure_time === null
          ? null
          : { arrivalTime: Number(row.arrival_time), departureTime: Number(row.departure_time) },
      planToUseCAPTransportation: row.plan_to_use_cap_transportation,
      canUsePhotos: row.can_use_photos,
      customAttendanceFieldValues: row.custom_attendance_field_values,
      summaryEmailSent: row.summary_email_sent,
      sourceAccountID: row.source_account_id,
      sourceEventID: row.source_event_id,
    },
    member: null,
    orgInformation: null,
  }));
}

/**
 * Events of other accounts that link to this one: their own id and account, the (source's) name,
 * and the target account's name kept at link time (no call to svc-identity per row).
 */
export async function readLinkedEvents(
  db: Pool,
  accountID: string,
  eventID: number,
): Promise<LinkedEventSummary[]> {
  const result = await db.query<{
    id: number;
    account_id: string;
    name: string;
    account_name: string | null;
  }>(
    `SELECT id, account_id, name, account_name FROM events.resolved_events
     WHERE type = 'LINKED' AND target_account_id = $1 AND target_event_id = $2 ORDER BY account_id, id`,
    [accountID, eventID],
  );
  return result.rows.map((r) => ({
    id: r.id,
    accountID: r.account_id,
    name: r.name,
    accountName: r.account_name ?? r.account_id,
  }));
}
