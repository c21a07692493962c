import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('svc-identity configuration', () => {
  it('security: a password hash cost below OWASP stops the service at start with NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CONTEXT_SECRET: 'k'.repeat(32), PASSWORD_HASH_LOG_N: '12' }),
    ).toThrow(/PASSWORD_HASH_LOG_N=12 is below OWASP's 17/);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: 'cheap' })).toThrow(/from 10 to 20/);
    expect(loadConfig({ NODE_ENV: 'production', CONTEXT_SECRET: 'k'.repeat(32) }).port).toBe(8081);
    expect(loadConfig({ PASSWORD_HASH_LOG_N: '12' }).port).toBe(8081);
  });

  it('security: outside development the service refuses to start without its own CONTEXT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CONTEXT_SECRET is not set/);
  });
});
