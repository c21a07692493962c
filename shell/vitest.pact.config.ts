import { defineConfig } from 'vitest/config';

// Pact consumer tests of the shell's own calls (the global notification banner, the sign-in, MFA and
// account pages, crash reports) -> svc-identity. Writes contracts/pacts/shell-svc-identity.json
// (removed first by the global setup; the test files merge their interactions into it one by one).
// shell/kit's calls have their own pact.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    exclude: ['node_modules/**', 'kit/**'],
    environment: 'node',
    globalSetup: ['src/pact/removeOldPact.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
