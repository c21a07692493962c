import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.provider.test.ts', 'node_modules/**'],
  },
});
