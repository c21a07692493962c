import { describe, expect, it } from 'vitest';
import { DEV_CONTEXT_SECRET, sharedServerConfig } from './sharedConfig.ts';

describe('shared server configuration (docs/foundation.md: one set of names and defaults)', () => {
  it('development defaults when nothing is set', () => {
    expect(sharedServerConfig({})).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'portal',
      contextSecret: DEV_CONTEXT_SECRET,
      logLevel: 'info',
    });
  });

  it('the environment wins', () => {
    const config = sharedServerConfig({
      CONTEXT_SECRET: 's3cret',
      REDIS_PREFIX: 'ci',
      DATABASE_URL: 'postgres://x/y',
    });
    expect(config).toMatchObject({
      contextSecret: 's3cret',
      redisPrefix: 'ci',
      databaseUrl: 'postgres://x/y',
    });
  });
});
