import { defineConfig, configDefaults } from 'vitest/config';

// Plain `vitest run` = unit and service tests; pact tests run through their own scripts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/**/*.pact.test.ts', 'src/**/*.provider.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
