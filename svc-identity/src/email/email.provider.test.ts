import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { MessageProviderPact } from '@pact-foundation/pact';
import { verifierPactSource } from '@portal/contracts/testing';
import { accountBaseURL, type QueuedEmail } from '@portal/contracts/server/email';
import { accountNoticeEmail, finishSetupEmail, passwordResetEmail, usernameReminderEmail } from './jobs.ts';
import { EMAIL_MESSAGES, EMAIL_PACT_FILE, EMAIL_PACT_PROVIDER } from './pactNames.ts';
import { serviceDeps } from '../app.ts';
import { createProspectiveMember } from '../prospective/create.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

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

/**
 * The prospective account mail has no builder of its own: createProspectiveMember enqueues it inline,
 * so the message comes from a real creation on a fresh database (the enqueue captured).
 */
let identity: TestApp | undefined;
afterAll(async () => {
  await identity?.close();
});
async function prospectiveAccountMail(type: 'EmailLink' | 'RandomPassword') {
  identity ??= await createTestApp();
  const queued: QueuedEmail[] = [];
  const deps = serviceDeps({
    pool: identity.db.pool,
    redis: identity.redis,
    config: identity.config,
    clock: identity.now,
    enqueueEmail: async (email) => {
      queued.push(email);
    },
  });
  await createProspectiveMember(deps, 'md001', {
    member: {
      contact: { EMAIL: { PRIMARY: 'lee.prospect@example.com' } },
      flight: null,
      nameFirst: 'Lee',
      nameLast: 'Prospect',
      nameMiddle: '',
      nameSuffix: '',
      seniorMember: false,
    },
    login: { type, username: `lee.prospect.${type.toLowerCase()}`, password: '' },
  });
  const mail = queued.find((email) => email.job.kind === 'prospectiveAccount');
  if (!mail) throw new Error(`no prospectiveAccount mail was enqueued for ${type}`);
  return asMessage(mail);
}

describe('email job message pact: provider verification (issue tests: verified by the provider)', () => {
  it('the enqueuer builders produce payloads the email worker accepts', async () => {
    expect(existsSync(EMAIL_PACT_FILE), `run the consumer test first: ${EMAIL_PACT_FILE}`).toBe(true);
    const verifier = new MessageProviderPact({
      provider: EMAIL_PACT_PROVIDER,
      // the workspace's pact and the deployed consumer versions' (or the broker's selection)
      ...verifierPactSource(EMAIL_PACT_PROVIDER),
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
        [EMAIL_MESSAGES.prospectiveAccountLink.description]: () => prospectiveAccountMail('EmailLink'),
        [EMAIL_MESSAGES.prospectiveAccountPassword.description]: () =>
          prospectiveAccountMail('RandomPassword'),
      },
      stateHandlers: {
        [EMAIL_MESSAGES.finishSetup.state]: noState,
        [EMAIL_MESSAGES.usernameReminder.state]: noState,
        [EMAIL_MESSAGES.passwordReset.state]: noState,
        [EMAIL_MESSAGES.accountNotice.state]: noState,
        [EMAIL_MESSAGES.prospectiveAccountLink.state]: noState,
        [EMAIL_MESSAGES.prospectiveAccountPassword.state]: noState,
      },
    });
    await expect(verifier.verify()).resolves.toBeDefined();
  });
});
