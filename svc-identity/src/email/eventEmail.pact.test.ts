import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchersV3, MessageConsumerPact, asynchronousBodyHandler } from '@pact-foundation/pact';
import {
  EVENT_EMAIL_MESSAGES,
  EVENT_EMAIL_PACT_CONSUMER,
  EVENT_EMAIL_PACT_PROVIDER,
  pactOptions,
} from '@portal/contracts/testing';
import { deliverEmailPayload } from './emailWorker.ts';
import { createMailer } from './mailer.ts';
import { freshMailDir, removeDir } from './testQueue.ts';

const { like, regex, integer, eachLike } = MatchersV3;

/**
 * The mails svc-events enqueues ("Pact for ... the email message"), as the email worker
 * relies on them: the consumer runs the worker's own validate-render-deliver step on each example.
 */
const EVENT_LINK = '^https?://[a-z0-9-]+\\.[^/\\s]+(:\\d+)?/eventviewer/\\d+$';
const VIEWER_TIME = '^\\d{2}:\\d{2} on \\d{2}/\\d{2}/\\d{4}$';
const KEY = '[A-Za-z0-9_.@-]+';
const common = { accountID: like('md001'), to: regex('^[^@\\s]+@[^@\\s]+$', 'member@example.com') };
const eventFields = {
  eventID: integer(7),
  eventName: like('Drill night'),
  eventLink: regex(EVENT_LINK, 'http://md001.localhost:8080/eventviewer/7'),
};

const expectations = [
  {
    ...EVENT_EMAIL_MESSAGES.eventSignup,
    jobId: regex(`^eventsignup-${KEY}$`, 'eventsignup-md001-7-CAPNHQMember-100001'),
    content: {
      kind: 'eventSignup',
      ...common,
      data: {
        memberName: like('C/Amn Ann Able'),
        ...eventFields,
        // placeholders already replaced (no '%%' left): the worker renders the markdown as it is
        bodyMarkdown: regex(
          '^(?:[^%]|%(?:[^%]|$))+$',
          'Hello C/Amn Ann Able,\n\nThank you for signing up for **Drill night**.',
        ),
      },
    },
  },
  {
    ...EVENT_EMAIL_MESSAGES.eventWaitlistPromoted,
    jobId: regex(
      `^eventwaitlistpromoted-${KEY}$`,
      'eventwaitlistpromoted-md001-7-CAPNHQMember-100001-1700000000000',
    ),
    content: {
      kind: 'eventWaitlistPromoted',
      ...common,
      data: {
        memberName: like('C/Amn Ann Able'),
        ...eventFields,
        meetTime: regex(VIEWER_TIME, '14:30 on 07/04/2026'),
      },
    },
  },
  {
    ...EVENT_EMAIL_MESSAGES.eventReminder,
    jobId: regex(`^eventreminder-${KEY}$`, 'eventreminder-md001-7-CAPNHQMember-100001-1783189800000'),
    content: {
      kind: 'eventReminder',
      ...common,
      data: {
        memberName: like('C/Amn Ann Able'),
        ...eventFields,
        meetTime: regex(VIEWER_TIME, '14:30 on 07/04/2026'),
        meetLocation: like('Hangar 2'),
      },
    },
  },
  {
    ...EVENT_EMAIL_MESSAGES.eventSignupDigest,
    jobId: regex(`^eventsignupdigest-${KEY}$`, 'eventsignupdigest-md001-7-CAPNHQMember-200002-1700000000000'),
    content: {
      kind: 'eventSignupDigest',
      ...common,
      data: {
        contactName: like('Maj Pat Poc'),
        ...eventFields,
        signups: eachLike({
          memberName: like('C/Amn Ann Able'),
          status: like('Committed/Attended'),
          at: regex(VIEWER_TIME, '14:30 on 07/04/2026'),
        }),
      },
    },
  },
  {
    ...EVENT_EMAIL_MESSAGES.permissionSlipRequest,
    jobId: regex(
      `^permissionsliprequest-${KEY}$`,
      'permissionsliprequest-md001-7-CAPNHQMember-100001-v1-jordan@example.org',
    ),
    content: {
      kind: 'permissionSlipRequest',
      ...common,
      data: {
        cadetName: like('C/Amn Ann Able'),
        ...eventFields,
        meetTime: regex(VIEWER_TIME, '14:30 on 07/04/2026'),
        link: regex(
          '^https?://[a-z0-9-]+\\.[^/\\s]+(:\\d+)?/permissionslips/sign/[A-Za-z0-9_-]{43}$',
          'http://md001.localhost:8080/permissionslips/sign/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE',
        ),
        expiresAt: regex(VIEWER_TIME, '17:00 on 07/04/2026'),
        changed: eachLike('Meet time', 0),
        reminder: like(false),
      },
    },
  },
];

describe('event email message pact: svc-identity email worker <- svc-events (Pact for the email message)', () => {
  let mailDir: string;

  beforeAll(async () => {
    mailDir = await freshMailDir();
  });
  afterAll(async () => {
    await removeDir(mailDir);
  });

  for (const expectation of expectations) {
    it(`the worker renders and delivers ${expectation.description}`, async () => {
      const pact = new MessageConsumerPact(pactOptions(EVENT_EMAIL_PACT_CONSUMER, EVENT_EMAIL_PACT_PROVIDER));
      const mailer = createMailer({ mailDir, from: 'Portal <no-reply@localhost>' });
      await pact
        .given(expectation.state)
        .expectsToReceive(expectation.description)
        .withContent(expectation.content)
        .withMetadata({ queue: 'email', jobId: expectation.jobId })
        .verify(
          asynchronousBodyHandler(async (body) => {
            const { rendered, result } = await deliverEmailPayload(
              body,
              `pact-${expectation.content.kind}`,
              mailer,
            );
            expect(rendered.text).toContain('Drill night');
            // the slip request links to its signing page; every other event mail to the event
            expect(rendered.link).toBe(
              expectation.content.kind === 'permissionSlipRequest'
                ? 'http://md001.localhost:8080/permissionslips/sign/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE'
                : 'http://md001.localhost:8080/eventviewer/7',
            );
            expect(result.file).toMatch(/\.eml$/);
          }),
        );
    });
  }
});
