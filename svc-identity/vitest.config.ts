import { defineConfig } from 'vitest/config';

// Unit and service tests. Pact consumer (*.pact.test.ts) and provider (*.provider.test.ts) files
// run in their own commands (test:pact, test:provider).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.provider.test.ts', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // each file builds its own database; two at a time suits the 2-core machine
    maxWorkers: 2,
  },
});
