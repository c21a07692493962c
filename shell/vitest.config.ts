import { defineConfig } from 'vitest/config';

// Unit tests of the shell's code; *.test.tsx render components in happy-dom (per-file
// '// @vitest-environment happy-dom'). shell/kit has its own config and tests.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // stylesheets imported with ?raw are their text, as in the webpack build
    css: true,
    exclude: ['src/**/*.pact.test.ts', 'node_modules/**', 'kit/**'],
    environment: 'node',
  },
});
