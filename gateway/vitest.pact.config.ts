import { defineConfig } from 'vitest/config';

// `npm run test:pact`: Pact consumer tests only; they write into contracts/pacts/.
export default defineConfig({
  test: {
    // pact-core 19's mock server sometimes reports an answered request as 'expected but not
    // received' under load (pact-js #1835, fixed in pact-js-core 20.1); a real mismatch fails every try
    retry: 2,
    include: ['src/**/*.pact.test.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
});
