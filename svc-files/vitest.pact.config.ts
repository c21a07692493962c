import { defineConfig } from 'vitest/config';

// Pact consumer tests: svc-files -> svc-identity (the internal server-crash report).
// Writes contracts/pacts/svc-files-svc-identity.json.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
