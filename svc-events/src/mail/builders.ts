// The mails svc-events sends, built in one place so the message pact's
// provider test (src/pact/email.provider.test.ts) verifies exactly what the listeners enqueue.
// Pure: event + member (+ contact) in, { jobId, job } out; the caller enqueues with EventMail and
// passes eventLink = mail.eventLink(hostAccountID, event.id).
//
// Job ids are business keys (BullMQ keeps a job 30 days and the worker a sent marker as long, so
// a second enqueue of the same key sends nothing):
// - eventsignup-{account}-{event}-{memberType}-{memberId}: one confirmation per member and event.
//   A member who deletes their record and signs up again within those 30 days gets no second one
//   (they already have the event's instructions; toggling cannot flood their mailbox).
// - eventwaitlistpromoted-{account}-{event}-{memberType}-{memberId}-{recordTimestamp}: one per
//   waiting record that got a place (a new sign-up that waits again is a new record).
// - eventreminder-{account}-{event}-{memberType}-{memberId}-{meetDateTime}: one per member and
//   meet time, so moving the event gives a new reminder.
// - eventsignupdigest-{account}-{event}-{contactKey}-{windowStart}: one per contact and window.
import {
  ATTENDANCE_STATUS_LABELS,
  EVENT_TIME_ZONE,
  fillSignupEmailBody,
  formatViewerDateTime,
  type AttendanceStatus,
  type Event,
  type EventReminderEmailJob,
  type EventSignupDigestEmailJob,
  type EventSignupEmailJob,
  type EventWaitlistPromotedEmailJob,
  type MemberReference,
  WAITLIST_MESSAGES,
} from '@portal/contracts';
import { queuedEmail } from '@portal/contracts/server';
import type { QueuedEmail } from '@portal/contracts/server/email';
import type { MailRecipient } from './recipients.ts';

/** What a builder needs of the event the call named. */
export type MailEvent = Pick<Event, 'id' | 'name' | 'meetDateTime' | 'meetLocation' | 'startDateTime'> & {
  emailBody: Event['emailBody'];
};

interface Common {
  event: MailEvent;
  /** The account whose host served the call (the envelope's account; the link points there). */
  accountID: string;
  /** mail.eventLink(accountID, event.id). */
  eventLink: string;
  /** The account's zone for times (§9: America/New_York). */
  zone?: string;
}

/** A job id part: BullMQ 6 refuses ':' in custom ids. */
const part = (value: string | number) => String(value).replace(/:/g, '_');
export const memberKey = (member: MemberReference) => `${member.type}-${part(member.id)}`;
const eventKey = (accountID: string, eventID: number) => `${part(accountID)}-${eventID}`;

const eventFields = (input: Common) => ({
  eventID: input.event.id,
  eventName: input.event.name,
  eventLink: input.eventLink,
});

/** A mail to one member about the event: its envelope and the start of its job key. */
const toMember = (input: Common & { recipient: MailRecipient }) => ({
  envelope: { accountID: input.accountID, to: input.recipient.email },
  key: `${eventKey(input.accountID, input.event.id)}-${memberKey(input.recipient.member)}`,
});

/** What the waitlist and reminder mails tell a member: their name, the event and its meet time. */
const meetFields = (input: Common & { recipient: MailRecipient }) => ({
  memberName: input.recipient.name,
  ...eventFields(input),
  meetTime: formatViewerDateTime(input.event.meetDateTime, input.zone ?? EVENT_TIME_ZONE),
});

/** Events §5: the event's email body to a member who signed up (every placeholder replaced). */
export function signupEmail(input: Common & { recipient: MailRecipient }): QueuedEmail<EventSignupEmailJob> {
  const { event, recipient } = input;
  const { envelope, key } = toMember(input);
  return queuedEmail<EventSignupEmailJob>('eventSignup', key, envelope, {
    memberName: recipient.name,
    ...eventFields(input),
    bodyMarkdown: fillSignupEmailBody(event.emailBody.body, {
      memberName: recipient.name,
      eventName: event.name,
      eventStart: event.startDateTime,
      eventLink: input.eventLink,
      zone: input.zone ?? EVENT_TIME_ZONE,
    }),
  });
}

/** Beyond the spec: a waiting member got a place. */
export function waitlistPromotedEmail(
  input: Common & { recipient: MailRecipient; recordTimestamp: number },
): QueuedEmail<EventWaitlistPromotedEmailJob> {
  const { envelope, key } = toMember(input);
  const promoted = `${key}-${input.recordTimestamp}`;
  return queuedEmail<EventWaitlistPromotedEmailJob>(
    'eventWaitlistPromoted',
    promoted,
    envelope,
    meetFields(input),
  );
}

/** Beyond the spec: a reminder before the event to a committed member. */
export function reminderEmail(
  input: Common & { recipient: MailRecipient },
): QueuedEmail<EventReminderEmailJob> {
  const { envelope, key } = toMember(input);
  return queuedEmail<EventReminderEmailJob>('eventReminder', `${key}-${input.event.meetDateTime}`, envelope, {
    ...meetFields(input),
    meetLocation: input.event.meetLocation,
  });
}

/** A point of contact with receiveSignUpUpdates (internal: their member; external: their email). */
export interface DigestContact {
  name: string;
  email: string;
  /** A stable key of the contact: memberKey(member) for internal ones, the email for external ones. */
  key: string;
}

export interface DigestSignup {
  memberName: string;
  status: AttendanceStatus;
  /** When the record was written (epoch ms). */
  at: number;
  /** A record waiting for a place (AttendanceRecord.waitlisted): shown as 'Waitlisted'. */
  waitlisted?: boolean;
}

/** Beyond the spec: the sign-ups of a window, to one point of contact. */
export function signupDigestEmail(
  input: Common & { contact: DigestContact; signups: readonly DigestSignup[]; windowStart: number },
): QueuedEmail<EventSignupDigestEmailJob> {
  const zone = input.zone ?? EVENT_TIME_ZONE;
  const key = `${eventKey(input.accountID, input.event.id)}-${part(input.contact.key)}-${input.windowStart}`;
  const envelope = { accountID: input.accountID, to: input.contact.email };
  return queuedEmail<EventSignupDigestEmailJob>('eventSignupDigest', key, envelope, {
    contactName: input.contact.name,
    ...eventFields(input),
    signups: input.signups.map((s) => ({
      memberName: s.memberName,
      status: s.waitlisted ? WAITLIST_MESSAGES.statusLabel : ATTENDANCE_STATUS_LABELS.existing[s.status],
      at: formatViewerDateTime(s.at, zone),
    })),
  });
}
