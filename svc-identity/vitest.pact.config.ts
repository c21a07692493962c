import { defineConfig } from 'vitest/config';

// Pact consumer tests (write pacts into contracts/pacts/).
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
