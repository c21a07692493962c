import { defineConfig } from 'vitest/config';

// Pact consumer tests: mfe-events' call modules -> svc-events (through the gateway's /api paths).
// Writes contracts/pacts/mfe-events-svc-events.json (removed first by the global setup; the test
// files then merge their interactions into it one by one). svc-events verifies it with
// `npm run test:provider -w @portal/svc-events`. scanAdd.identity.pact.test.ts writes
// mfe-events-svc-identity.json (the scanner -> svc-identity), verified by svc-identity.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    globalSetup: ['src/pact/removeOldPact.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
