// Tests only: the message pact of the mails svc-events puts on the `email` queue (sign-up,
// waitlist and reminder mails). Consumer: svc-identity's email worker (svc-identity/src/email/eventEmail.pact.test.ts runs
// the worker's deliverEmailPayload on each example). Provider: svc-events' email producer
// (svc-events/src/pact/email.provider.test.ts builds each message with src/mail's real code).
import path from 'node:path';
import { PACT_DIR, pactFileName } from './consumerPact.ts';

export const EVENT_EMAIL_PACT_CONSUMER = 'svc-identity-email-worker';
export const EVENT_EMAIL_PACT_PROVIDER = 'svc-events-email-producer';
export const EVENT_EMAIL_PACT_FILE = path.join(
  PACT_DIR,
  pactFileName(EVENT_EMAIL_PACT_CONSUMER, EVENT_EMAIL_PACT_PROVIDER),
);

/** Provider states and message descriptions, one per event mail kind. */
export const EVENT_EMAIL_MESSAGES = {
  eventSignup: {
    state: 'a member of md001 signed up for an event that uses an email body',
    description: 'an event sign-up email job',
  },
  eventWaitlistPromoted: {
    state: 'a waiting member of md001 got a place on an event',
    description: 'an event waitlist promotion email job',
  },
  eventReminder: {
    state: 'a member of md001 is committed to an upcoming event',
    description: 'an event reminder email job',
  },
  eventSignupDigest: {
    state: 'sign-ups arrived for an event of md001 whose point of contact receives sign-up updates',
    description: 'an event sign-up digest email job',
  },
  permissionSlipRequest: {
    state: "a cadet of md001 with a parent's email attends an event that requires the CAPF 60-80",
    description: 'a permission slip request email job',
  },
} as const;
