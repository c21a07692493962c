import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import * as server from './server/index.ts';
import * as testing from './testing/index.ts';

describe('package entry points', () => {
  it('exports the names other parts rely on', () => {
    for (const name of [
      'parseMemberReference',
      'Member',
      'Account',
      'internalContextResponse',
      'apiError',
      'signinMessage',
      'validationMessages',
      'parseBody',
      'checkPasswordPolicy',
      'presetFor',
      'hasPermission',
      'returnUrlAction',
      'remoteForPath',
      'shellOwnsPath',
      'signinRequest',
      'emailJob',
      'MFA_TOKEN_MESSAGE',
      'PASSWORD_SET_MESSAGES',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
    for (const name of [
      'signContext',
      'verifyContext',
      'csrfTokenFor',
      'checkCsrfToken',
      'sessionEndedChannel',
      'requireSignedContext',
      'requireSignedIn',
      'contextOf',
      'notFoundHandler',
      'jsonErrorHandler',
      'requestLog',
      'runMigrations',
    ]) {
      expect(server, name).toHaveProperty(name);
    }
    for (const name of ['createTestDatabase', 'dropTestDatabase', 'testContext', 'testMember']) {
      expect(testing, name).toHaveProperty(name);
    }
  });
});
