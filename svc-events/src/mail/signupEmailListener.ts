// Events §5: when the event uses an email body (useEmailBody), a member added to
// its attendance as COMMITTEDATTENDED gets the event's body with every placeholder replaced, on
// the `email` queue (svc-identity's worker delivers it). Self sign-ups and managers' adds (single
// and bulk) alike: the member is on the list either way; also a record changed to
// COMMITTEDATTENDED from another status (a member who said 'I will NOT attend' now attends). A record waiting for a place
// (waitlisted) gets it when promoted instead (kind 'promoted', src/waitlist). Members without an
// email are skipped and logged. One mail per member and event (builders.ts job id): deleting the
// record and signing up again within the 30 days BullMQ keeps the job sends nothing new.
import type { AttendanceRecord } from '@portal/contracts';
import type { Logger } from 'pino';
import type { AttendanceChange, AttendanceListener } from '../attendance/attendanceListeners.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import { signupEmail } from './builders.ts';
import type { EventMail } from './eventMail.ts';
import { lookUpRecipients, recipientOrSkip } from './recipients.ts';

export interface SignupEmailDeps {
  mail: EventMail;
  memberContacts: MemberContactsClient;
  logger?: Logger;
}

/** The records of a change that get the sign-up email (before looking at the event). */
export function signupEmailRecords(change: AttendanceChange): AttendanceRecord[] {
  // 'promoted' is the waitlist's kind (a waiting record got a place): compared as a string so this
  // file does not depend on the order the kinds land in.
  const kind: string = change.kind;
  if (kind === 'added')
    return change.records.filter((r) => r.status === 'COMMITTEDATTENDED' && !r.waitlisted);
  if (kind === 'promoted') return change.records.filter((r) => r.status === 'COMMITTEDATTENDED');
  // 'I will NOT attend' changed to attending: that member has signed up now (at most one mail
  // per member and event all the same: the job id)
  if (kind === 'modified' && change.previous && change.previous.status !== 'COMMITTEDATTENDED')
    return change.records.filter((r) => r.status === 'COMMITTEDATTENDED' && !r.waitlisted);
  return [];
}

export function signupEmailListener(deps: SignupEmailDeps): AttendanceListener {
  return async (change) => {
    const { event, hostAccountID } = change;
    if (!event.useEmailBody || event.emailBody.body.trim() === '') return;
    const records = signupEmailRecords(change);
    if (records.length === 0) return;
    const recipients = await lookUpRecipients(
      deps.memberContacts,
      hostAccountID,
      records.map((r) => r.memberID),
    );
    const eventLink = deps.mail.eventLink(hostAccountID, event.id);
    await Promise.all(
      records.map(async (record) => {
        const skipped = { eventID: event.id, mail: 'sign-up', logger: deps.logger };
        const recipient = recipientOrSkip(recipients, record.memberID, skipped);
        if (!recipient) return;
        const { jobId, job } = signupEmail({ event, accountID: hostAccountID, eventLink, recipient });
        await deps.mail.enqueue(jobId, job);
      }),
    );
  };
}
