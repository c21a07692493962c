import { defineConfig } from 'vitest/config';

// Pact consumer tests: kit's API client -> svc-identity (through the gateway's paths).
// Writes contracts/pacts/shell-kit-svc-identity.json.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
