import { describe, expect, it } from 'vitest';
import {
  DEV_CONTEXT_SECRET,
  acceptedContextSecrets,
  databasePoolMax,
  sharedServerConfig,
} from './sharedConfig.ts';

const strong = 'k'.repeat(32);

describe('shared server configuration (docs/foundation.md: one set of names and defaults)', () => {
  it('development defaults when nothing is set', () => {
    expect(sharedServerConfig({})).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'portal',
      contextSecret: DEV_CONTEXT_SECRET,
      host: '127.0.0.1',
      logLevel: 'info',
    });
  });

  it('the environment wins', () => {
    const config = sharedServerConfig({
      CONTEXT_SECRET: 's3cret',
      REDIS_PREFIX: 'ci',
      DATABASE_URL: 'postgres://x/y',
      HOST: '0.0.0.0',
    });
    expect(config).toMatchObject({
      contextSecret: 's3cret',
      redisPrefix: 'ci',
      databaseUrl: 'postgres://x/y',
      host: '0.0.0.0',
    });
  });
});

describe('security: the context secret outside development (a public key lets anyone sign a context)', () => {
  it('NODE_ENV=production without CONTEXT_SECRET stops the process at start, saying what to set', () => {
    expect(() => sharedServerConfig({ NODE_ENV: 'production' })).toThrow(/CONTEXT_SECRET is not set/);
  });

  it('a non-local BASE_DOMAIN without CONTEXT_SECRET stops the process too (production by another name)', () => {
    expect(() => sharedServerConfig({ BASE_DOMAIN: 'portal.example.org' })).toThrow(
      /CONTEXT_SECRET is not set.*BASE_DOMAIN=portal\.example\.org/,
    );
  });

  it('the public development value and a short secret are refused outside development', () => {
    expect(() => sharedServerConfig({ NODE_ENV: 'production', CONTEXT_SECRET: DEV_CONTEXT_SECRET })).toThrow(
      /development value/,
    );
    expect(() => sharedServerConfig({ NODE_ENV: 'production', CONTEXT_SECRET: 'short-secret' })).toThrow(
      /at least 32 characters/,
    );
    expect(() =>
      sharedServerConfig({
        NODE_ENV: 'production',
        CONTEXT_SECRET: strong,
        CONTEXT_SECRET_PREVIOUS: DEV_CONTEXT_SECRET,
      }),
    ).toThrow(/CONTEXT_SECRET_PREVIOUS.*development value/);
    expect(sharedServerConfig({ NODE_ENV: 'production', CONTEXT_SECRET: strong }).contextSecret).toBe(strong);
  });

  it('local development (localhost, *.localhost, no NODE_ENV=production) keeps the dev default', () => {
    expect(sharedServerConfig({ BASE_DOMAIN: 'localhost' }).contextSecret).toBe(DEV_CONTEXT_SECRET);
    expect(sharedServerConfig({ BASE_DOMAIN: 'portal.localhost', NODE_ENV: 'test' }).contextSecret).toBe(
      DEV_CONTEXT_SECRET,
    );
  });
});

describe('rotation: sign with the current secret, accept the current and the previous one', () => {
  it('CONTEXT_SECRET_PREVIOUS joins the accepted secrets after the current one; unset, only the current', () => {
    const rotating = sharedServerConfig({
      CONTEXT_SECRET: 'new-secret',
      CONTEXT_SECRET_PREVIOUS: 'old-secret',
    });
    expect(rotating.contextSecret).toBe('new-secret');
    expect(acceptedContextSecrets(rotating)).toEqual(['new-secret', 'old-secret']);
    expect(acceptedContextSecrets(sharedServerConfig({ CONTEXT_SECRET: 'new-secret' }))).toEqual([
      'new-secret',
    ]);
    // a test that sets its own contextSecret over a loaded config is accepted with it
    expect(acceptedContextSecrets({ ...rotating, contextSecret: 'test' })).toEqual(['test', 'old-secret']);
  });
});

describe('database connection budget: DATABASE_POOL_MAX sizes each process pool', () => {
  it('the process default when unset, the environment when set, a bad value refused at start', () => {
    expect(databasePoolMax({}, 10)).toBe(10);
    expect(databasePoolMax({ DATABASE_POOL_MAX: '3' }, 10)).toBe(3);
    expect(() => databasePoolMax({ DATABASE_POOL_MAX: '0' }, 10)).toThrow(/DATABASE_POOL_MAX/);
    expect(() => databasePoolMax({ DATABASE_POOL_MAX: 'lots' }, 10)).toThrow(/DATABASE_POOL_MAX/);
  });
});
