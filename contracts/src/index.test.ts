import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import * as server from './server/index.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // server/ and openapi/sweep/ are Node-only entries of their own (@portal/contracts/server and
    // @portal/contracts/sweep, the latter for the services' sweep tests); the browser entry never reaches them
    if (statSync(path).isDirectory()) return name === 'server' || name === 'sweep' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('package entry points', () => {
  it('the browser entry imports nothing Node-only (only zod)', () => {
    for (const file of sources(join(import.meta.dirname, '.'))) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:|require\(|\bBuffer\b|process\.env/);
      for (const [, spec] of text.matchAll(/from ['"]([^'"]+)['"]/g)) {
        expect(spec === 'zod' || spec!.startsWith('.'), `${file} imports ${spec}`).toBe(true);
        expect(/(^|\/)(server|sweep)\//.test(spec!), `${file} imports the Node-only ${spec}`).toBe(false);
      }
    }
  });

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
      'createTestDatabase',
      'dropTestDatabase',
      'testContext',
      'testMember',
    ]) {
      expect(server, name).toHaveProperty(name);
    }
  });
});
