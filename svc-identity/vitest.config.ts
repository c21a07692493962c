import { defineConfig } from 'vitest/config';

// Unit and service tests. Pact consumer (*.pact.test.ts) and provider (*.provider.test.ts) files
// run in their own commands (test:pact, test:provider).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.provider.test.ts', 'node_modules/**'],
    environment: 'node',
    // tests hash at 2^12 (11 ms) instead of OWASP's 2^17 (0.4 s, 128 MiB); the security suite's
    // password-storage checks go back to OWASP's cost (passwords/hash.ts currentScrypt)
    env: { PASSWORD_HASH_LOG_N: '12' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // each file builds its own database; two at a time suits the 2-core machine
    maxWorkers: 2,
  },
});
