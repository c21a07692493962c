import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchersV3, MessageConsumerPact, asynchronousBodyHandler } from '@pact-foundation/pact';
import { pactOptions } from '@portal/contracts/testing';
import { deliverEmailPayload } from './emailWorker.ts';
import { createMailer } from './mailer.ts';
import { EMAIL_MESSAGES, EMAIL_PACT_CONSUMER, EMAIL_PACT_PROVIDER } from './pactNames.ts';
import { freshMailDir, removeDir } from './testQueue.ts';

const { like, regex, integer } = MatchersV3;

/** The consumer (the email worker) states which payload fields it relies on. */
const URL_PATTERN = '^https?://[a-z0-9-]+\\.[^/\\s]+(:\\d+)?/';
const ISO_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const common = { accountID: like('md001'), to: regex('^[^@\\s]+@[^@\\s]+$', 'member@example.com') };

const expectations = [
  {
    ...EMAIL_MESSAGES.finishSetup,
    jobId: regex('^finishsetup-[A-Za-z0-9_-]+$', 'finishsetup-1f0c'),
    content: {
      kind: 'finishSetup',
      ...common,
      data: {
        memberName: like('Pat Cadet'),
        capid: integer(123456),
        link: regex(
          `${URL_PATTERN}finishaccount/[A-Za-z0-9_-]+$`,
          'http://md001.localhost:8080/finishaccount/abc_DEF-123',
        ),
        expiresAt: regex(ISO_PATTERN, '2026-01-02T00:00:00.000Z'),
      },
    },
  },
  {
    ...EMAIL_MESSAGES.usernameReminder,
    jobId: regex('^usernamereminder-[A-Za-z0-9_-]+$', 'usernamereminder-9a8b'),
    content: {
      kind: 'usernameReminder',
      ...common,
      data: {
        memberName: like('Pat Cadet'),
        capid: integer(123456),
        username: like('cadet'),
        signinLink: regex(`${URL_PATTERN}signin$`, 'http://md001.localhost:8080/signin'),
      },
    },
  },
  {
    ...EMAIL_MESSAGES.passwordReset,
    jobId: regex('^passwordreset-[A-Za-z0-9_-]+$', 'passwordreset-77aa'),
    content: {
      kind: 'passwordReset',
      ...common,
      data: {
        memberName: like('Pat Cadet'),
        username: like('cadet'),
        link: regex(
          `${URL_PATTERN}finishpasswordreset/[A-Za-z0-9_-]+$`,
          'http://md001.localhost:8080/finishpasswordreset/abc_DEF-123',
        ),
        expiresAt: regex(ISO_PATTERN, '2026-01-02T00:00:00.000Z'),
      },
    },
  },
  {
    ...EMAIL_MESSAGES.accountNotice,
    jobId: regex('^accountnotice-[A-Za-z0-9_-]+$', 'accountnotice-5e6f'),
    content: {
      kind: 'accountNotice',
      ...common,
      data: {
        memberName: like('Pat Cadet'),
        title: like('Your password was changed'),
        text: like('Your password was changed.'),
      },
    },
  },
  {
    ...EMAIL_MESSAGES.prospectiveAccountLink,
    jobId: regex('^prospectiveaccount-[A-Za-z0-9_-]+$', 'prospectiveaccount-3'),
    content: {
      kind: 'prospectiveAccount',
      ...common,
      data: {
        memberName: like('Lee Prospect'),
        memberID: like('3'),
        link: regex(
          `${URL_PATTERN}finishaccount/[A-Za-z0-9_-]+$`,
          'http://md001.localhost:8080/finishaccount/abc_DEF-123',
        ),
        expiresAt: regex(ISO_PATTERN, '2026-01-02T00:00:00.000Z'),
      },
    },
  },
  {
    ...EMAIL_MESSAGES.prospectiveAccountPassword,
    jobId: regex('^prospectiveaccount-[A-Za-z0-9_-]+$', 'prospectiveaccount-4'),
    content: {
      kind: 'prospectiveAccount',
      ...common,
      data: {
        memberName: like('Lee Prospect'),
        memberID: like('4'),
        link: regex(`${URL_PATTERN}signin$`, 'http://md001.localhost:8080/signin'),
        username: like('lee.prospect'),
        password: like('Random-Password-1'),
      },
    },
  },
];

describe('email job message pact (issue tests: the email job payload as a message pact)', () => {
  let mailDir: string;

  beforeAll(async () => {
    mailDir = await freshMailDir();
  });
  afterAll(async () => {
    await removeDir(mailDir);
  });

  for (const expectation of expectations) {
    it(`the worker renders and delivers ${expectation.description}`, async () => {
      const pact = new MessageConsumerPact(pactOptions(EMAIL_PACT_CONSUMER, EMAIL_PACT_PROVIDER));
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
            expect(rendered.text.length).toBeGreaterThan(0);
            expect(result.file).toMatch(/\.eml$/);
          }),
        );
    });
  }
});
