import { defineConfig, configDefaults } from 'vitest/config';

// Plain `vitest run` = unit tests; pact consumer/provider tests run through their own scripts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/**/*.pact.test.ts', 'src/**/*.provider.test.ts'],
    // the database tests create and drop databases, which takes seconds on a busy CI machine
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
