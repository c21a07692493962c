import { defineConfig } from 'vitest/config';

// Unit tests of the shell's pure code (shell/kit has its own config and tests).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pact.test.ts', 'node_modules/**', 'kit/**'],
    environment: 'node',
  },
});
