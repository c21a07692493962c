import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // stylesheets imported with ?raw are their text, as in the webpack build
    css: true,
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.provider.test.ts', 'node_modules/**'],
  },
});
