import { defineConfig } from 'vitest/config';

// `npm run test:pact`: Pact consumer tests only; they write into contracts/pacts/.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
});
