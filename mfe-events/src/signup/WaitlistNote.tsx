// The waitlist in the sign-up section (beyond the spec; rules in contracts'
// attendance/waitlist.ts): the member's own waiting record says so with its position; before a
// member submits on a full event (a new sign-up, or a record not holding a place) they read that
// attending means joining the waitlist. Attendance managers never wait (they decide), so they see
// neither note. On a privateAttendance event a member sees only their own record (contracts
// privacy.ts), so the event never looks full to them: no warning, only their own position.
import {
  eventIsFull,
  holdsPlace,
  participantLimit,
  WAITLIST_MESSAGES,
  type AttendanceRecord,
  type ViewerData,
} from '@portal/contracts';

/** The note's text, or null: the own record's position, or the full event's warning. */
export function waitlistNote(
  data: ViewerData,
  record: AttendanceRecord | null,
  managesAttendance: boolean,
): string | null {
  if (record?.waitlisted) return WAITLIST_MESSAGES.onWaitlist(record.waitlistPosition ?? 1);
  const limit = participantLimit(data.event);
  if (managesAttendance || limit === null || (record && holdsPlace(record))) return null;
  return eventIsFull(
    data.event,
    data.attendees.map((a) => a.record),
  )
    ? WAITLIST_MESSAGES.eventFull(limit)
    : null;
}

export function WaitlistNote(props: {
  data: ViewerData;
  record: AttendanceRecord | null;
  managesAttendance: boolean;
}) {
  const text = waitlistNote(props.data, props.record, props.managesAttendance);
  if (text === null) return null;
  return (
    <p role="status" className="signup-waitlist">
      {text}
    </p>
  );
}
