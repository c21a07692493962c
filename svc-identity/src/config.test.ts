import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('svc-identity configuration', () => {
  it('security: a password hash cost below OWASP stops the service at start with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_LOG_N: '12' })).toThrow(
      /PASSWORD_HASH_LOG_N=12 is below OWASP's 17/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: 'cheap' })).toThrow(/from 10 to 20/);
    expect(loadConfig({ NODE_ENV: 'production' }).port).toBe(8081);
    expect(loadConfig({ PASSWORD_HASH_LOG_N: '12' }).port).toBe(8081);
  });
});
