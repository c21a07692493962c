import { defineConfig } from 'vitest/config';

// Unit tests of pure kit code; Pact consumer tests run with `npm run test:pact` (vitest.pact.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pact.test.ts', 'node_modules/**'],
    environment: 'node',
  },
});
