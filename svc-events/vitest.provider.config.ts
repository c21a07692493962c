import { defineConfig } from 'vitest/config';

// Pact provider verification of every pact in contracts/pacts/ whose provider is svc-events
// (mfe-events' consumer tests write contracts/pacts/mfe-events-svc-events.json: run them first).
export default defineConfig({
  test: {
    include: ['src/**/*.provider.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
