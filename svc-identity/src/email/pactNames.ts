import path from 'node:path';
import { PACT_DIR } from '@portal/contracts/testing';

/** The email job message pact: who is who, and where the pact file lives. */
export const EMAIL_PACT_CONSUMER = 'svc-identity-email-worker';
export const EMAIL_PACT_PROVIDER = 'svc-identity-email-producer';
export const EMAIL_PACT_FILE = path.join(PACT_DIR, `${EMAIL_PACT_CONSUMER}-${EMAIL_PACT_PROVIDER}.json`);

/** Provider states and message descriptions shared by the consumer and provider tests. */
export const EMAIL_MESSAGES = {
  finishSetup: {
    state: 'a member of md001 requested an account',
    description: 'a finish account setup email job',
  },
  usernameReminder: {
    state: 'a member of md001 requested their username',
    description: 'a username reminder email job',
  },
  passwordReset: {
    state: 'a member of md001 requested a password reset',
    description: 'a password reset email job',
  },
  accountNotice: {
    state: 'a notice about a member of md001 account',
    description: 'an account notice email job',
  },
  prospectiveAccountLink: {
    state: 'a prospective member of md001 was created with an emailed link',
    description: 'a prospective account email job with a finish account link',
  },
  prospectiveAccountPassword: {
    state: 'a prospective member of md001 was created with a random password',
    description: 'a prospective account email job with a random password',
  },
} as const;
