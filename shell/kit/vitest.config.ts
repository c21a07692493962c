import { defineConfig } from 'vitest/config';

// Unit tests of kit code; *.test.tsx render components in happy-dom (per-file
// '// @vitest-environment happy-dom'). Pact consumer tests run with `npm run test:pact`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    // stylesheets imported with ?raw are their text, as in the webpack build
    css: true,
    exclude: ['src/**/*.pact.test.ts', 'node_modules/**'],
    environment: 'node',
  },
});
