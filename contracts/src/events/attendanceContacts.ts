// Designed call (the spec shows no path): the contact details the viewer's manager extras need
// (§2 'Show emails' dialog, §9 attendance sheet Email(s) and Phone(s); §6 "Any non-NONE level:
// ... full contact and attendance details (emails, phones, organisation) ... spreadsheet
// download"). Kept out of the viewer data on purpose: the viewer's attendees JSON is cached per
// event for every reader (svc-events/src/events/attendeesCache.ts) and must not depend on who reads.
//   GET /api/events/{id}/attendance/contacts  -> 200 attendanceContactsResponse (non-NONE level,
//       else 403; anonymous 401). One entry per attendance record's member that the account has
//       (svc-identity's internal contacts call: primary email and phone), in record order.
import { z } from 'zod';
import { namedMemberFields } from '../entities/namedMember.ts';

export const attendanceContactsPath = (eventID: number) => `/api/events/${eventID}/attendance/contacts`;

export const AttendeeContact = z.object({
  ...namedMemberFields,
  /** Every email known for the member ('' entries dropped); the sheet de-duplicates and joins. */
  emails: z.array(z.string()),
  phones: z.array(z.string()),
});
export type AttendeeContact = z.infer<typeof AttendeeContact>;

export const attendanceContactsResponse = z.array(AttendeeContact);
export type AttendanceContactsResponse = z.infer<typeof attendanceContactsResponse>;
