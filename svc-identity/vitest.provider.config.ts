import { defineConfig } from 'vitest/config';

// Pact provider verification of every pact in contracts/pacts/ whose provider is svc-identity.
export default defineConfig({
  test: {
    include: ['src/**/*.provider.test.ts'],
    environment: 'node',
    // one test verifies every pact (about 1 min alone); on a loaded machine it took over 2 min
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
