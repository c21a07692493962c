// What a reminder or digest job does when it fires (the worker process): read the event and the
// records from PostgreSQL as they are NOW, decide, and put mails on the `email` queue. Nothing is
// removed when a sign-up is withdrawn or an event moved or cancelled: these checks make stale jobs
// do nothing. Each answer says what happened (kept as the job's return value, logged by the worker).
// An unreachable database, svc-identity or Redis throws: BullMQ retries with backoff, and the mail
// job ids (src/mail/builders.ts: one per member and meet time; per contact and window) make a
// retry, or a promoted member's second job, mail no one twice.
import { holdsPlace, type InternalPointOfContact, type PointOfContact } from '@portal/contracts';
import type { Pool } from 'pg';
import { findAttendance, listAttendance } from '../attendance/attendanceRepository.ts';
import { findEvent } from '../events/repository.ts';
import { reminderEmail, signupDigestEmail, type DigestContact } from '../mail/builders.ts';
import type { EventMail } from '../mail/eventMail.ts';
import { lookUpRecipients, mailable, recipientKey, type MailRecipient } from '../mail/recipients.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import type { MemberReminderJob, SignupDigestJob } from './reminderJobs.ts';

export interface FireDeps {
  db: Pool;
  mail: Pick<EventMail, 'enqueue' | 'eventLink'>;
  /** svc-identity's member contacts (members' and internal contacts' emails); null: none known. */
  memberContacts: MemberContactsClient | null;
}

/** Event statuses whose members are not reminded (nothing to go to). */
const NO_REMINDER = new Set(['DRAFT', 'CANCELLED']);

interface Host {
  accountID: string;
  eventID: number;
}

/**
 * The member's email and the host they are mailed from: the event's own account if svc-identity
 * knows the member there, else the first account the event is linked into that does (a wing
 * member who signed up through a LINKED event; the link then points at that account's event).
 */
async function reminderRecipient(
  deps: FireDeps,
  contacts: MemberContactsClient,
  job: MemberReminderJob,
): Promise<{ recipient: MailRecipient; host: Host } | null> {
  const at = async (host: Host) => {
    const found = await lookUpRecipients(contacts, host.accountID, [job.member]);
    const recipient = mailable(found.get(recipientKey(job.member)));
    return recipient ? { recipient, host } : null;
  };
  const own = await at({ accountID: job.accountID, eventID: job.eventID });
  if (own) return own;
  const links = await deps.db.query<{ account_id: string; id: number }>(
    `SELECT account_id, id FROM events.events
      WHERE type = 'LINKED' AND target_account_id = $1 AND target_event_id = $2 ORDER BY account_id`,
    [job.accountID, job.eventID],
  );
  for (const row of links.rows) {
    const linked = await at({ accountID: row.account_id, eventID: row.id });
    if (linked) return linked;
  }
  return null;
}

export async function fireMemberReminder(deps: FireDeps, job: MemberReminderJob): Promise<string> {
  const store = { accountID: job.accountID, eventID: job.eventID };
  const stored = await findEvent(deps.db, job.accountID, job.eventID);
  if (!stored) return 'skipped: event deleted';
  const event = stored.event;
  if (NO_REMINDER.has(event.status)) return `skipped: event ${event.status.toLowerCase()}`;
  if (event.meetDateTime !== job.meetDateTime) return 'skipped: event moved';
  const record = await findAttendance(deps.db, store, job.member);
  if (!record) return 'skipped: no record';
  if (record.status !== 'COMMITTEDATTENDED') return 'skipped: not committed';
  if (!holdsPlace(record)) return 'skipped: waitlisted';
  if (!deps.memberContacts) return 'skipped: no member contacts';
  const found = await reminderRecipient(deps, deps.memberContacts, job);
  if (!found) return 'skipped: no email';
  const { jobId, job: mail } = reminderEmail({
    event: { ...event, id: found.host.eventID },
    accountID: found.host.accountID,
    eventLink: deps.mail.eventLink(found.host.accountID, found.host.eventID),
    recipient: { ...found.recipient, name: found.recipient.name || record.memberName },
  });
  await deps.mail.enqueue(jobId, mail);
  return 'sent';
}

/** The event's contacts with receiveSignUpUpdates and an email, each address once. */
async function digestRecipients(
  deps: FireDeps,
  accountID: string,
  pocs: readonly PointOfContact[],
): Promise<DigestContact[]> {
  const wanted = pocs.filter((poc) => poc.receiveSignUpUpdates);
  const internal = wanted.filter((poc): poc is InternalPointOfContact => poc.type === 'INTERNAL');
  const found =
    internal.length > 0 && deps.memberContacts
      ? await lookUpRecipients(
          deps.memberContacts,
          accountID,
          internal.map((poc) => poc.memberReference),
        )
      : new Map();
  const byAddress = new Map<string, DigestContact>();
  for (const poc of wanted) {
    // an internal contact's primary email from svc-identity, else the email stored on the contact
    const known = poc.type === 'INTERNAL' ? mailable(found.get(recipientKey(poc.memberReference))) : null;
    const email = (known?.email ?? poc.email).trim();
    const name = known?.name || poc.name || '';
    // the address is the contact's key: two contacts with one address get one mail
    const key = email.toLowerCase();
    if (email.includes('@') && !byAddress.has(key)) byAddress.set(key, { email, name, key });
  }
  return [...byAddress.values()];
}

export async function fireSignupDigest(deps: FireDeps, job: SignupDigestJob): Promise<string> {
  const store = { accountID: job.accountID, eventID: job.eventID };
  const stored = await findEvent(deps.db, job.accountID, job.eventID);
  if (!stored) return 'skipped: event deleted';
  const event = stored.event;
  const end = job.windowStart + job.windowMs;
  const signups = (await listAttendance(deps.db, store)).filter(
    (r) => r.timestamp >= job.windowStart && r.timestamp < end,
  );
  if (signups.length === 0) return 'skipped: no sign-ups left in the window';
  const recipients = await digestRecipients(deps, job.accountID, event.pointsOfContact);
  if (recipients.length === 0) return 'skipped: no contact to tell';
  const eventLink = deps.mail.eventLink(job.accountID, event.id);
  const listed = signups.map((r) => ({
    memberName: r.memberName,
    status: r.status,
    at: r.timestamp,
    waitlisted: r.waitlisted === true,
  }));
  for (const contact of recipients) {
    const { jobId, job: mail } = signupDigestEmail({
      event,
      accountID: job.accountID,
      eventLink,
      contact,
      signups: listed,
      windowStart: job.windowStart,
    });
    await deps.mail.enqueue(jobId, mail);
  }
  return `sent ${recipients.length}`;
}
