// Provider verification of the event mails' message pact ("Pact for ... the email
// message"): svc-events' email producer against svc-identity's email worker
// (contracts/pacts/svc-identity-email-worker-svc-events-email-producer.json, written by
// svc-identity/src/email/eventEmail.pact.test.ts). Each message is produced by the real code: the
// sign-up mail by the attendance listener itself (src/mail/signupEmailListener.ts, reading the
// member through the real member-contacts client), the others by src/mail/builders.ts, which the
// waitlist and reminder features call.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MessageProviderPact } from '@pact-foundation/pact';
import {
  DEFAULT_SIGNUP_EMAIL_BODY,
  emailJob,
  newEventContent,
  type AttendanceRecord,
  type EmailJob,
  type Event,
} from '@portal/contracts';
import type { QueuedEmail } from '@portal/contracts/server/email';
import {
  EVENT_EMAIL_MESSAGES,
  EVENT_EMAIL_PACT_FILE,
  EVENT_EMAIL_PACT_PROVIDER,
  verifierPactSource,
} from '@portal/contracts/testing';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import { reminderEmail, signupDigestEmail, waitlistPromotedEmail } from '../mail/builders.ts';
import { eventLinkFor, type EventMail } from '../mail/eventMail.ts';
import { signupEmailListener } from '../mail/signupEmailListener.ts';
import { slipRequestEmails } from '../permissionSlips/slipMail.ts';
import { newSlipToken } from '../permissionSlips/slipTokens.ts';

const publicURL = { baseDomain: 'localhost', publicPort: 8080 };
// 2026-07-04 18:30 UTC = 14:30 in New York (§9)
const MEET = Date.UTC(2026, 6, 4, 18, 30);
const ANN = { type: 'CAPNHQMember' as const, id: 100001 };
const event: Event = {
  ...newEventContent(MEET),
  name: 'Drill night',
  meetLocation: 'Hangar 2',
  startDateTime: MEET + 900_000,
  useEmailBody: true,
  emailBody: { body: DEFAULT_SIGNUP_EMAIL_BODY },
  id: 7,
  accountID: 'md001',
  type: 'REGULAR',
  author: { type: 'CAPNHQMember', id: 200002 },
  debrief: [],
  targetAccountID: null,
  targetEventID: null,
};
const eventLink = eventLinkFor(publicURL, 'md001', event.id);
const common = { event, accountID: 'md001', eventLink };
const recipient = { member: ANN, name: 'C/Amn Ann Able', email: 'ann.able@example.org' };
const record: AttendanceRecord = {
  timestamp: MEET - 86_400_000,
  memberID: ANN,
  memberName: 'C/Amn Ann Able',
  status: 'COMMITTEDATTENDED',
  comments: '',
  shiftTime: null,
  planToUseCAPTransportation: false,
  canUsePhotos: true,
  customAttendanceFieldValues: [],
  summaryEmailSent: false,
  sourceAccountID: 'md001',
  sourceEventID: 7,
};

function asMessage(email: QueuedEmail) {
  return { __pactMessageMetadata: { queue: 'email', jobId: email.jobId }, message: email.job };
}

/** What the sign-up listener enqueues when Ann signs up (an EventMail that keeps the job). */
async function signupMessage() {
  const enqueued: QueuedEmail[] = [];
  const mail: EventMail = {
    enqueue: async (jobId: string, job: EmailJob) => void enqueued.push({ jobId, job: emailJob.parse(job) }),
    eventLink: (accountID, eventID) => eventLinkFor(publicURL, accountID, eventID),
    close: async () => undefined,
  };
  const memberContacts = directoryMemberContacts(
    new Map([['md001', [directoryEntry(ANN, recipient.name, recipient.email)]]]),
  );
  await signupEmailListener({ mail, memberContacts })({
    kind: 'added',
    event,
    store: { accountID: 'md001', eventID: 7 },
    hostAccountID: 'md001',
    records: [record],
    by: ANN,
    now: MEET - 86_400_000,
  });
  expect(enqueued).toHaveLength(1);
  return asMessage(enqueued[0]!);
}

const noState = async () => undefined;

describe('event email message pact: provider verification (svc-events email producer)', () => {
  it('the sign-up listener and the mail builders produce payloads the email worker accepts', async () => {
    expect(
      existsSync(EVENT_EMAIL_PACT_FILE),
      `run svc-identity's consumer pact tests first: ${EVENT_EMAIL_PACT_FILE}`,
    ).toBe(true);
    const verifier = new MessageProviderPact({
      provider: EVENT_EMAIL_PACT_PROVIDER,
      // the workspace's pact and the deployed consumer versions' (or the broker's selection)
      ...verifierPactSource(EVENT_EMAIL_PACT_PROVIDER),
      logLevel: 'warn',
      messageProviders: {
        [EVENT_EMAIL_MESSAGES.eventSignup.description]: signupMessage,
        [EVENT_EMAIL_MESSAGES.eventWaitlistPromoted.description]: () =>
          asMessage(waitlistPromotedEmail({ ...common, recipient, recordTimestamp: record.timestamp })),
        [EVENT_EMAIL_MESSAGES.eventReminder.description]: () =>
          asMessage(reminderEmail({ ...common, recipient })),
        [EVENT_EMAIL_MESSAGES.eventSignupDigest.description]: () =>
          asMessage(
            signupDigestEmail({
              ...common,
              contact: { name: 'Maj Pat Poc', email: 'pat.poc@example.org', key: 'CAPNHQMember-200002' },
              windowStart: MEET - 86_400_000,
              signups: [
                { memberName: 'C/Amn Ann Able', status: 'COMMITTEDATTENDED', at: MEET - 86_400_000 },
                {
                  memberName: 'C/Amn Bo Bee',
                  status: 'COMMITTEDATTENDED',
                  at: MEET - 86_000_000,
                  waitlisted: true,
                },
              ],
            }),
          ),
        // a re-signing request, as the slip feature builds it (src/permissionSlips/slipMail.ts)
        [EVENT_EMAIL_MESSAGES.permissionSlipRequest.description]: () =>
          asMessage(
            slipRequestEmails({
              accountID: 'md001',
              event,
              cadet: { member: ANN, name: 'C/Amn Ann Able' },
              to: ['jordan.able@example.org'],
              version: 2,
              token: newSlipToken(),
              baseURL: 'http://md001.localhost:8080',
              eventLink,
              changed: ['meetDateTime'],
              reminder: false,
            })[0]!,
          ),
      },
      stateHandlers: Object.fromEntries(Object.values(EVENT_EMAIL_MESSAGES).map((m) => [m.state, noState])),
    });
    await expect(verifier.verify()).resolves.toBeDefined();
  });
});
