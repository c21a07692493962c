import { defineConfig } from 'vitest/config';

// Pact consumer tests: svc-events -> svc-identity (the internal server-crash report).
// Writes contracts/pacts/svc-events-svc-identity.json.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
