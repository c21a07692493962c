// Events spec §3 Viewer data "attendees (each with record, member, orgInformation)" and §6 "Any
// non-NONE level: ... full contact and attendance details (emails, phones, organisation)": the
// member and organisation information of the viewer's attendees, from svc-identity's member-details
// call, merged into the answer of ONE viewer request. Never stored in the viewer-independent
// attendees cache (events/attendeesCache.ts): the cache keeps `member` and `orgInformation` null.
//
// Decisions (svc-events README "Attendee details in the viewer"):
// - one call per viewer request for every attendee (no call per attendee), asked in the host's
//   account (the request's account): svc-identity answers only its members, so an attendee that
//   account does not have (a linked event's attendee of another unit) keeps null;
// - svc-identity down, slow (the client's timeout) or answering outside the contract: the viewer
//   still answers, with member and orgInformation null, rather than failing the page.
import { stringifyMemberReference, type ViewerData } from '@portal/contracts';
import type { MemberDetailsClient } from './memberDetailsClient.ts';

type Attendees = ViewerData['attendees'];

/** `attendees` with member and orgInformation filled for those the account has; null on failure. */
export async function withAttendeeDetails(
  attendees: Attendees,
  client: MemberDetailsClient | null,
  accountID: string,
): Promise<Attendees> {
  if (!client || attendees.length === 0) return attendees;
  const asked = new Map(
    attendees.map((a) => [stringifyMemberReference(a.record.memberID), a.record.memberID]),
  );
  let found;
  try {
    found = (await client.detailsOf(accountID, [...asked.values()])).found;
  } catch {
    return attendees;
  }
  const byKey = new Map(found.map((d) => [stringifyMemberReference(d.member), d]));
  return attendees.map((a) => {
    const details = byKey.get(stringifyMemberReference(a.record.memberID));
    return details ? { ...a, member: details.member, orgInformation: details.orgInformation } : a;
  });
}
