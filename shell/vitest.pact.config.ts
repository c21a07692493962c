import { defineConfig } from 'vitest/config';

// Pact consumer tests of the shell's own calls (the global notification banner) -> svc-identity.
// Writes contracts/pacts/shell-svc-identity.json (shell/kit's calls have their own pact).
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    exclude: ['node_modules/**', 'kit/**'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
