// The viewer's waitlist (beyond the spec; rules in contracts' attendance/waitlist.ts),
// in the Attendance section: how many of the event's places (desiredNumberOfParticipants) are
// taken by committed members — waiting records are not counted — and the waiting members apart, in
// waitlist order with their position. Nothing when the event has no limit and nobody waits, nor
// for a member of a privateAttendance event (contracts privacy.ts: they see only their own record,
// so the counts would be wrong; their own place in the waitlist shows in the sign-up section).
import {
  committedCount,
  participantLimit,
  waitlistOrder,
  WAITLIST_MESSAGES,
  stringifyMemberReference,
  type ManageEventLevel,
  type ViewerData,
} from '@portal/contracts';

export function WaitlistSection({ data, level }: { data: ViewerData; level: ManageEventLevel }) {
  if (data.event.privateAttendance && level === 'NONE') return null;
  const limit = participantLimit(data.event);
  const records = data.attendees.map((a) => a.record);
  const waiting = waitlistOrder(records);
  if (limit === null && waiting.length === 0) return null;
  return (
    <>
      {limit !== null && (
        <p className="evt-places">{WAITLIST_MESSAGES.places(committedCount(records), limit)}</p>
      )}
      {waiting.length > 0 && (
        <section aria-labelledby="waitlist-title" className="evt-waitlist">
          <h3 id="waitlist-title">{WAITLIST_MESSAGES.sectionTitle}</h3>
          <ol>
            {waiting.map((r, i) => (
              <li key={stringifyMemberReference(r.memberID)} value={r.waitlistPosition ?? i + 1}>
                {r.memberName}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
