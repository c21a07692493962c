import { defineConfig } from 'vitest/config';

// Pact consumer tests: mfe-admin's call modules -> svc-identity (through the gateway's paths).
// Writes contracts/pacts/mfe-admin-svc-identity.json (removed first by the global setup, so no
// stale interactions survive; the test files then merge their interactions into it one by one).
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    globalSetup: ['src/pact/removeOldPact.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
