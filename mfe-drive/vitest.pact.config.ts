import { defineConfig } from 'vitest/config';

// Pact consumer tests: mfe-drive's call modules -> svc-files and -> svc-identity (through the
// gateway's paths). Writes contracts/pacts/mfe-drive-svc-files.json and mfe-drive-svc-identity.json
// (removed first by the global setup, so no stale interactions survive; the test files then merge
// their interactions into them one by one).
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    globalSetup: ['src/pact/removeOldPact.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
