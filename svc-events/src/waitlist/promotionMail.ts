// The waitlist's promotion mail ("the next member is promoted and told when a place
// frees up"): an attendance listener (attendanceListeners.ts, registered in main.ts) that, for a
// change of kind 'promoted', puts one eventWaitlistPromoted mail per promoted member on the
// `email` queue (src/mail: builders.ts waitlistPromotedEmail, svc-identity's worker delivers it).
// The promotion is already committed: a failure (Redis or svc-identity down) is logged by the
// listeners' runner, never a failed call. Members are looked up in the account whose host served
// the call, then, for those not found there, in the account where the records are stored (a
// LINKED event's source). Members without an email are skipped and logged.
import type { Logger } from 'pino';
import type { AttendanceListener } from '../attendance/attendanceListeners.ts';
import { waitlistPromotedEmail } from '../mail/builders.ts';
import type { EventMail } from '../mail/eventMail.ts';
import { lookUpRecipients, recipientKey, recipientOrSkip, type MailRecipient } from '../mail/recipients.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';

export interface PromotionMailDeps {
  mail: EventMail;
  memberContacts: MemberContactsClient;
  logger?: Logger;
}

export function waitlistPromotionListener(deps: PromotionMailDeps): AttendanceListener {
  return async (change) => {
    if (change.kind !== 'promoted' || change.records.length === 0) return;
    const { event, hostAccountID, store } = change;
    const members = change.records.map((r) => r.memberID);
    const recipients: Map<string, MailRecipient> = await lookUpRecipients(
      deps.memberContacts,
      hostAccountID,
      members,
    );
    const missing = members.filter((m) => !recipients.has(recipientKey(m)));
    if (missing.length > 0 && store.accountID !== hostAccountID) {
      const atSource = await lookUpRecipients(deps.memberContacts, store.accountID, missing);
      for (const [key, recipient] of atSource) recipients.set(key, recipient);
    }
    const eventLink = deps.mail.eventLink(hostAccountID, event.id);
    for (const record of change.records) {
      const skipped = { eventID: event.id, mail: 'waitlist promotion', logger: deps.logger };
      const recipient = recipientOrSkip(recipients, record.memberID, skipped);
      if (!recipient) continue;
      // the id names the promotion's time: a member who leaves, waits again and is promoted again
      // is told again; the same promotion is never mailed twice
      const { jobId, job } = waitlistPromotedEmail({
        event,
        accountID: hostAccountID,
        eventLink,
        recipient,
        recordTimestamp: change.now,
      });
      await deps.mail.enqueue(jobId, job);
    }
  };
}
