import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // stylesheets imported with ?raw are their text, as in the webpack build
    css: true,
    setupFiles: ['src/testing/domTimeouts.ts'],
    // several such waits in one test must fit in the test's own limit
    testTimeout: 20_000,
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.provider.test.ts', 'node_modules/**'],
  },
});
