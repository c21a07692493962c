import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { MessageProviderPact } from '@pact-foundation/pact';
import { accountBaseURL, type QueuedEmail } from '@portal/contracts/server/email';
import { accountNoticeEmail, finishSetupEmail, passwordResetEmail, usernameReminderEmail } from './jobs.ts';
import { EMAIL_MESSAGES, EMAIL_PACT_FILE, EMAIL_PACT_PROVIDER } from './pactNames.ts';

/**
 * Provider verification: the payloads are built by the same builder functions the account flows use
 * to enqueue, with a link base computed the way the enqueuer computes it from configuration.
 */
const baseURL = accountBaseURL({ baseDomain: 'localhost', publicPort: 8080 }, 'md001');
const common = { accountID: 'md001', to: 'pat.cadet@example.com', memberName: 'Pat Cadet', baseURL };
const expiresAt = new Date('2026-01-02T00:00:00.000Z');

function asMessage(email: QueuedEmail) {
  return { __pactMessageMetadata: { queue: 'email', jobId: email.jobId }, message: email.job };
}

const noState = async () => undefined;

describe('email job message pact: provider verification (issue tests: verified by the provider)', () => {
  it('the enqueuer builders produce payloads the email worker accepts', async () => {
    expect(existsSync(EMAIL_PACT_FILE), `run the consumer test first: ${EMAIL_PACT_FILE}`).toBe(true);
    const verifier = new MessageProviderPact({
      provider: EMAIL_PACT_PROVIDER,
      pactUrls: [EMAIL_PACT_FILE],
      logLevel: 'warn',
      messageProviders: {
        [EMAIL_MESSAGES.finishSetup.description]: () =>
          asMessage(
            finishSetupEmail({ ...common, capid: 123456, requestID: 'Xy_z-1', token: 'tok_EN-1', expiresAt }),
          ),
        [EMAIL_MESSAGES.usernameReminder.description]: () =>
          asMessage(usernameReminderEmail({ ...common, capid: 123456, username: 'cadet', requestID: 'r-2' })),
        [EMAIL_MESSAGES.passwordReset.description]: () =>
          asMessage(
            passwordResetEmail({
              ...common,
              username: 'cadet',
              tokenID: 't-3',
              token: 'tok_EN-3',
              expiresAt,
            }),
          ),
        [EMAIL_MESSAGES.accountNotice.description]: () =>
          asMessage(
            accountNoticeEmail({
              ...common,
              noticeID: 'n-4',
              title: 'Your password was changed',
              text: 'Your password was changed.',
            }),
          ),
      },
      stateHandlers: {
        [EMAIL_MESSAGES.finishSetup.state]: noState,
        [EMAIL_MESSAGES.usernameReminder.state]: noState,
        [EMAIL_MESSAGES.passwordReset.state]: noState,
        [EMAIL_MESSAGES.accountNotice.state]: noState,
      },
    });
    await expect(verifier.verify()).resolves.toBeDefined();
  });
});
