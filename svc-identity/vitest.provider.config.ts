import { defineConfig } from 'vitest/config';

// Pact provider verification of every pact in contracts/pacts/ whose provider is svc-identity.
export default defineConfig({
  test: {
    include: ['src/**/*.provider.test.ts'],
    environment: 'node',
    // tests hash at 2^12 (11 ms) instead of OWASP's 2^17 (0.4 s, 128 MiB); the security suite's
    // password-storage checks go back to OWASP's cost (passwords/hash.ts currentScrypt)
    env: { PASSWORD_HASH_LOG_N: '12' },
    // one test verifies every pact (about 1 min alone); on a loaded machine it took over 2 min
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
