import { defineConfig } from 'vitest/config';

// Pact provider verification of every pact in contracts/pacts/ whose provider is svc-files
// (mfe-drive's consumer tests write contracts/pacts/mfe-drive-svc-files.json).
export default defineConfig({
  test: {
    include: ['src/**/*.provider.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
